/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google or Microsoft in tests: the
 * same discovery, authorization code flow with PKCE, signed ID tokens and refresh tokens. Its
 * signing key is the test's, so a test can also make tokens the provider would never make.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

export type StandInAccount = {
  /** What the sign-in form's "login" field takes; it is also the account's `sub`. */
  login: string;
  claims: Record<string, unknown> & { email?: string };
};

export type StandInProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The private signing key, for tests that forge tokens. */
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
  accounts: Map<string, StandInAccount>;
  /** While true, the token endpoint answers ID tokens whose signature is corrupted, as a tampering party would. */
  corruptIdTokenSignatures: boolean;
  close(): Promise<void>;
};

const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'User.Read',
  'Calendars.Read',
  'Calendars.ReadWrite',
  'People.Read',
];

export async function startIdentityProvider(input: {
  name: 'google' | 'microsoft';
  /** The app's public URL: the provider sends people back to its /google/redirect or /microsoft/redirect. */
  appUrl: string | string[];
  accounts: StandInAccount[];
}): Promise<StandInProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: `${input.name}-key`, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid: `${input.name}-key`, alg: 'RS256', use: 'sig' };
  const accounts = new Map(input.accounts.map((account) => [account.login, account]));
  const clientId = `${input.name}-client`;
  const clientSecret = `${input.name}-secret-for-tests`;
  const appUrls = Array.isArray(input.appUrl) ? input.appUrl : [input.appUrl];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: appUrls.map((url) => `${url}/${input.name}/redirect`),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [privateJwk] },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', 'profile', ...CALENDAR_SCOPES],
    claims: {
      openid: ['sub', 'tid', 'oid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    // Google and Microsoft put the claims in the ID token itself.
    conformIdTokenClaims: false,
    issueRefreshToken: async (_context, client) => client.grantTypeAllowed('refresh_token'),
    features: { devInteractions: { enabled: true }, userinfo: { enabled: true } },
    findAccount: async (_context: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account.claims, sub: id }) };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 86_400,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    cookies: { keys: ['stand-in-cookie-key'] },
  });
  const standIn: StandInProvider = {
    issuer,
    clientId,
    clientSecret,
    privateKey,
    publicJwk,
    accounts,
    corruptIdTokenSignatures: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  provider.use(async (context, next) => {
    await next();
    const body = context.body as { id_token?: unknown } | undefined;
    if (standIn.corruptIdTokenSignatures && context.path === '/token' && typeof body?.id_token === 'string') {
      // Flip one character of the signature: header and claims stay exactly as the provider made them.
      const [header, payload, signature = ''] = body.id_token.split('.');
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      body.id_token = `${header}.${payload}.${flipped}`;
    }
  });
  server.on('request', provider.callback());
  return standIn;
}

/**
 * Walks the stand-in's sign-in as a browser would, without one: follows the redirects, fills the
 * login form and the consent form, and returns the callback address the app is sent back to.
 */
export async function completeSignIn(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  const origin = new URL(authorizationUrl).origin;

  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action)
      throw new Error(
        `The stand-in showed a page without a form: ${page.replace(/<style[\s\S]*<\/style>/, '').slice(0, 1500)}`,
      );
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1] ?? 'consent';
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    const submitted = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    remember(submitted);
    const after = submitted.headers.get('location');
    if (!after) throw new Error(`The stand-in did not move on after ${prompt}: ${submitted.status}`);
    const next = new URL(after, url);
    if (next.origin !== origin) return next;
    url = next.href;
  }
  throw new Error('The stand-in sign-in did not finish.');
}
