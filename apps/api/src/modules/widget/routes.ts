/**
 * The widget for partner sites (docs/decisions/061-leads-and-the-partner-widget.md): `/widget.js`,
 * the one-line embed that frames the widget's page; `/widget/<key's public id>?price=&county=`, the
 * page itself, which only the origins its key lists may frame; and the page's own script and style.
 * Served here rather than by the web app: each page's policy names its key's origins, read from the
 * database, and the page is a few kilobytes of plain HTML rather than the app's shell.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countyByFips, widgetPageParams, widgetPageQuery } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { widgetPage } from './page.ts';

const asset = (name: string) => readFileSync(path.join(import.meta.dirname, 'assets', name), 'utf8');

/** Short: a partner's pages pick up a change of the widget within minutes. */
const CACHED = 'public, max-age=300';

/**
 * The page's policy: its own files only, framed by the key's origins alone. CSP's `frame-ancestors`
 * supersedes X-Frame-Options, which the security plugin leaves off a page that sets it.
 */
export function widgetPolicy(origins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${origins.join(' ')}`,
  ].join('; ');
}

const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const embed = asset('widget.js');
  const script = asset('frame.js');
  const style = asset('frame.css');
  const { kind: botCheck } = app.config.botCheck;

  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHED)
      // Loaded by the partner's page, another site's, with a plain script tag.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8')
      .send(embed),
  );

  app.get('/widget/frame.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHED).type('text/javascript; charset=utf-8').send(script),
  );

  app.get('/widget/frame.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHED).type('text/css; charset=utf-8').send(style),
  );

  app.get(
    '/widget/:key',
    { schema: { hide: true, params: widgetPageParams, querystring: widgetPageQuery } },
    async (request, reply) => {
      const widget = await app.leads.widget(request.params.key);
      const county = countyByFips(request.query.county);
      if (!county) throw new Error('The query check lets only known counties through.');
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', widgetPolicy(widget.origins))
        .type('text/html; charset=utf-8')
        .send(
          widgetPage({
            publicId: request.params.key,
            professionalName: widget.professionalName,
            price: request.query.price,
            county: county.fips,
            countyName: county.name,
            state: county.state,
            botCheck,
          }),
        );
    },
  );
};

export default widgetRoutes;
