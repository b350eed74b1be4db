/**
 * Content preview: opening any page with `?preview=<token>` stores the token for the tab, and every
 * content query then carries it, so an editor can click through drafts. The server decides whether
 * the token is right; a wrong one simply shows what everyone sees.
 */
const storageKey = 'hbw.content-preview-token';

// On the server, which renders public pages without a preview (apps/api's pages module), there is no address bar.
export function previewToken(search: string = globalThis.location?.search ?? ''): string | undefined {
  const fromAddress = new URLSearchParams(search).get('preview');
  try {
    if (fromAddress) sessionStorage.setItem(storageKey, fromAddress);
    return fromAddress ?? sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    // Storage can be refused (private modes, strict settings): the address alone still works.
    return fromAddress ?? undefined;
  }
}
