/**
 * Where someone goes once signed in: back to the page that sent them to sign in when there was one;
 * otherwise, for a buyer, the routing of docs/product.md section 9, and for the other roles their
 * shell's home (the professional's calls, the console).
 */
import type { Profile } from '@hbw/contract';
import { paths } from '@/config/paths';
import { roleShells } from '@/config/role-shells';

/** Pages that make no sense to come back to once signed in (they would sign in, or out, again). */
const notReturnedTo = new Set(
  [paths.login, paths.signup, paths.oneTimeCode, paths.logout].map((path) => path.toLowerCase()),
);

/**
 * `returnTo` as a path on our own site, or null: an address from the query string must never send
 * a buyer to another site (`//evil.example`, `https://…`, `/\evil.example`).
 */
export function sameSitePath(returnTo: string | null | undefined): string | null {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(returnTo, base);
  } catch {
    return null;
  }
  if (url.origin !== base || notReturnedTo.has(url.pathname.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function destinationAfterSignIn(profile: Profile, returnTo?: string | null): string {
  const back = sameSitePath(returnTo);
  if (back) return back;
  if (profile.role !== 'buyer') return roleShells[profile.role].home;
  if (!profile.hasQuestion) return paths.app.registrationSetupThankYou;
  const firstLoginWithoutRegistration = profile.is_first_login && !profile.user_information.status;
  return firstLoginWithoutRegistration ? paths.profile : paths.dashboard;
}
