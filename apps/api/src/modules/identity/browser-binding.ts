/**
 * Binds a provider flow to the browser that started it (RFC 9700 section 4.7): `/start` gives the
 * browser a secret in an HttpOnly cookie, and the flow's `state` is that secret's hash. The state
 * travels through the provider and the address bar; the secret never does, so a callback address
 * sent to someone else finds no flow in their browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/** `__Host-` holds the cookie to our own host, over HTTPS, for the whole site; plain HTTP (development) cannot have it. */
export const flowCookieName = (secure: boolean) => (secure ? '__Host-hbw_flow' : 'hbw_flow');

export function flowCookieOptions(secure: boolean, maxAgeSeconds: number): CookieSerializeOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds };
}

export const newBrowserSecret = () => randomBytes(32).toString('base64url');

/** The state a flow started with this secret carries; undefined for no secret at all. */
export function stateOf(secret: string | undefined): string | undefined {
  if (!secret || secret.length > 100) return undefined;
  return createHash('sha256').update(secret).digest('base64url');
}
