/**
 * The small pages the callback answers with: in a popup, one that hands the result to the window
 * that opened it (through a script file, as the CSP allows no inline script) and closes; and an
 * error page that says what to do.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string, attributes = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Homebuyer Wizard</title>
<script src="/api/auth/popup.js" defer></script>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:4rem auto;padding:0 1rem;color:#111827}a{color:#15803d}</style>
</head><body ${attributes}>${body}</body></html>`;
}

export type PopupResult = { ok: boolean; next: string; message?: string };

/** Tells the opener how the sign-in went; without an opener (a full redirect) it goes on to `next`. */
export function popupPage(result: PopupResult, origin: string): string {
  const data = escapeHtml(JSON.stringify(result));
  return page(
    result.ok ? 'Back from sign-in' : 'Sign-in failed',
    result.ok
      ? '<p>Done here. This window closes by itself and the sign-in goes on in the page you came from.</p>'
      : `<h1>Sign-in failed</h1><p>${escapeHtml(result.message ?? '')}</p><p><a href="/login">Back to sign in</a></p>`,
    `data-result="${data}" data-origin="${escapeHtml(origin)}"`,
  );
}

/** Runs in the popup: hands the result to the opener on our own origin, then closes. */
export const popupScript = `(() => {
  const body = document.body;
  if (!body || !body.dataset.result) return;
  const result = JSON.parse(body.dataset.result);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: 'homebuyer-wizard:sign-in', ...result }, body.dataset.origin);
    window.close();
  } else if (result.ok) {
    window.location.replace(result.next);
  }
})();
`;
