/**
 * Whether to offer a reload for a newer build. A reload made for this reason is remembered for a
 * moment (the 10-second guard of docs/product.md section 16), so that a page still served from an older build
 * cannot offer a reload again and again.
 */
export const reloadGuardMs = 10_000;

export type BuildCheck = {
  /** The id this page was built with. */
  runningId: string;
  /** The id of the newest deployed build, or null when it could not be read. */
  latestId: string | null;
  /** When this tab last reloaded to pick up a new build (epoch ms), or null. */
  reloadedAt: number | null;
  now: number;
};

export function shouldOfferReload({ runningId, latestId, reloadedAt, now }: BuildCheck): boolean {
  if (!latestId || latestId === runningId) return false;
  if (reloadedAt !== null && now - reloadedAt >= 0 && now - reloadedAt < reloadGuardMs) return false;
  return true;
}
