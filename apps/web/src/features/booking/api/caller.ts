/**
 * Who asks the API about a call: the signed-in buyer, by the session cookie, or whoever holds a link
 * of the call's email, by its token in the `call-link` header (decision 026). The booking screens and
 * their fetchers are handed one caller; each fetcher names the address of its call for either, and
 * this module alone tells the two apart.
 */
import { CALL_LINK_HEADER } from '@hbw/contract';

export type Caller = { kind: 'session' } | { kind: 'link'; id: number; token: string };
export type LinkCaller = Extract<Caller, { kind: 'link' }>;

/** The signed-in buyer, whose session cookie goes with every call. */
export const signedIn: Caller = { kind: 'session' };

/** The header that says the holder of a link asks, with the link's token. */
export const linkHeaders = (link: LinkCaller) => ({ [CALL_LINK_HEADER]: link.token });

/** A call of the API: where it goes and what it sends. */
type CallRequest = { path: string; body?: unknown };

/** A caller's request, from the request of each kind of caller, with the headers that say who asks. */
export function callerRequest(
  caller: Caller,
  requests: { session: () => CallRequest; link: (appointmentId: number) => CallRequest },
): CallRequest & { headers: Record<string, string> } {
  if (caller.kind === 'session') return { ...requests.session(), headers: {} };
  return { ...requests.link(caller.id), headers: linkHeaders(caller) };
}

/** What a query's key holds of its caller: a link's answers are its call's buyer's, not the session's. */
export const callerKey = (caller: Caller) => (caller.kind === 'link' ? caller.id : null);
