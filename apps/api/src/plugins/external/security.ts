/**
 * What every answer carries and what every request must show (docs/security.md 8 and 22): strict headers,
 * no caching of API answers, CORS closed unless origins are configured, and no state change asked
 * for by another site.
 */
import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Google's reCAPTCHA FAQ ("using reCAPTCHA with a content security policy"): its script and its frame. */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

/**
 * The content security policy of a page (docs/security.md 22): our own files only, opened to reCAPTCHA's
 * script and frame when it is the bot check.
 */
export function pagePolicy({ recaptcha }: { recaptcha: boolean }): string {
  const csp = {
    'default-src': "'self'",
    'script-src': recaptcha ? `'self' ${RECAPTCHA_SCRIPTS}` : "'self'",
    // Mantine sets its theme variables in a style element and positions overlays inline.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    ...(recaptcha ? { 'frame-src': RECAPTCHA_FRAMES } : {}),
  };
  return Object.entries(csp)
    .map(([directive, value]) => `${directive} ${value}`)
    .join('; ');
}

/**
 * The policy of every answer that is not a page (JSON, scripts, images, calendar files): nothing
 * may load, should a browser ever be led to render one. Stricter than the page's, and a fifth of its
 * length, which Node checks character by character on every answer.
 */
export const ANSWER_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** docs/security.md 22's other headers, on every answer: pages, files, API answers and errors alike. */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The same, with HSTS: for an answer that goes out over TLS. */
const OVER_TLS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains', ...EVERY_ANSWER };

/**
 * The headers of docs/security.md 22 for an answer to `request`, from two sets computed once (decision
 * 005): HSTS only when the request came over TLS, as Fastify reads it (`request.protocol`: the
 * socket's own TLS, or `X-Forwarded-Proto` from a proxy trusted by `TRUST_PROXY`). A browser ignores
 * HSTS that came over plain HTTP (RFC 6797 8.1), and a request that a proxy we do not trust says
 * came over TLS may not have.
 */
export function securityHeaders(request: Pick<FastifyRequest, 'protocol'>): Readonly<Record<string, string>> {
  return request.protocol === 'https' ? OVER_TLS : EVERY_ANSWER;
}

/**
 * The powerful features no page of ours uses, refused to the page and to every frame in it, by the
 * names browsers know today (`browsing-topics` replaced `interest-cohort`; a name Chromium does not
 * know, `bluetooth` say, is a warning in the console of every page). Passkeys (WebAuthn) stay
 * allowed to our own pages and to no frame of another site. The reCAPTCHA frame, of another site,
 * uses none of these: all but the Topics API were closed to it by default already. A feature left
 * out keeps the browser's default.
 */
const PERMISSIONS_POLICY = [
  ...[
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'display-capture',
    'accelerometer',
    'gyroscope',
    'magnetometer',
    'idle-detection',
    'local-fonts',
    'window-management',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

/**
 * Headers that browsers read only on a document (an HTML page): on JSON, scripts and images they
 * are ignored, and each one costs every API answer its bytes and Node's check of its name and value
 * (docs/decisions/005-security-headers-computed-once.md). Framing is refused on every answer anyway,
 * by the policy's `frame-ancestors`.
 */
export function documentHeaders(): Record<string, string> {
  return {
    'x-frame-options': 'DENY',
    // Other sites' windows get no handle on ours, but the Google and Microsoft sign-in popups we open
    // keep theirs, to hand the result back (docs/decisions/006); plain same-origin severs them.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

const isDocument = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

export default fp(
  async (app) => {
    const { config } = app;
    const trustedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);

    // Every answer's headers are one of two sets computed once (`securityHeaders`): @fastify/helmet
    // computed them per request and halved the throughput of a small call
    // (docs/decisions/005-security-headers-computed-once.md).
    const forPages = pagePolicy({ recaptcha: config.botCheck.kind === 'recaptcha' });
    const documentOnly = Object.entries(documentHeaders());
    // CORS stays closed (no hook at all) unless other origins are named.
    if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins, credentials: true });

    /** The browser's own origin for this request, as the Host header names it. */
    const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders(request));
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      if (SAFE_METHODS.has(request.method)) return done();
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const originTrusted = origin === undefined || trustedOrigins.has(origin) || origin === ownOrigin(request);
      const siteTrusted = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!originTrusted || (!siteTrusted && !(origin && trustedOrigins.has(origin)))) {
        return done(new HttpError(403, 'This request came from another site and was refused.'));
      }
      done();
    });

    // An answer's type is known once its route has answered, after this plugin's onRequest. A header
    // the route set itself (the sign-in popup's opener policy) stays.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const page = isDocument(reply.getHeader('content-type'));
      const ownPolicy = reply.getHeader('content-security-policy');
      if (ownPolicy === undefined) reply.header('content-security-policy', page ? forPages : ANSWER_POLICY);
      // A page whose own policy lets some sites frame it (the partner widget, decision 061): the
      // policy's frame-ancestors governs, and X-Frame-Options, which knows no list of sites, stays off.
      const framedBySites = typeof ownPolicy === 'string' && /frame-ancestors (?!'none')/.test(ownPolicy);
      if (page)
        for (const [name, value] of documentOnly)
          if (!reply.hasHeader(name) && !(framedBySites && name === 'x-frame-options')) reply.header(name, value);
      done(null, payload);
    });
  },
  { name: 'security', dependencies: ['config'] },
);
