/**
 * The words of a mistyped address, for the error page to search with: `/blog/down-paymnt_help` is
 * "down paymnt help". Numbers (ids) and the words of the site's own sections say nothing of what
 * was looked for and are left out; an address of nothing but those gives the sections' words.
 */
const SECTION_WORDS = new Set(['app', 'blog', 'docs', 'marketplace', 'products', 'pro', 'www', 'html', 'php']);

export function wordsOfAddress(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Kept as it came.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !/^\d+$/.test(word));
  const telling = words.filter((word) => !SECTION_WORDS.has(word));
  return (telling.length > 0 ? telling : words).slice(0, 8).join(' ');
}
