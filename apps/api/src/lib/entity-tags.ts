/**
 * Entity tags for answers sent as bytes the server already holds (the app's pages): a strong tag
 * that names the very bytes sent, so it changes with anything that changes them (the content, the
 * build, a caller's state, the compression), and the check of a browser's `If-None-Match` against it.
 */
import { hash } from 'node:crypto';

/** The strong entity tag of `bytes`: 128 bits of their SHA-256, which no two pages share by chance. */
export function entityTag(bytes: Buffer): string {
  return `"${hash('sha256', bytes, 'base64url').slice(0, 22)}"`;
}

/**
 * Whether the client already holds the representation tagged `tag`, by its `If-None-Match`
 * (RFC 9110 13.1.2): `*`, or a list naming it, compared weakly (a `W/` prefix ignored), as that
 * field is.
 */
export function clientHolds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = withoutWeakness(tag);
  return ifNoneMatch.split(',').some((listed) => {
    const trimmed = listed.trim();
    return trimmed === '*' || withoutWeakness(trimmed) === opaque;
  });
}

const withoutWeakness = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
