/**
 * Google and Microsoft pages opened from ours, to sign in or to connect a calendar. The server runs
 * the flow (docs/decisions/006); the browser only opens its start address: in a popup of 483 by 600
 * pixels (the size of docs/product.md section 16) whose last page hands the result back through `postMessage`, or
 * as a full redirect when a popup is blocked or the screen is a phone's.
 */
import type { IdentityProviderName } from '@hbw/contract/sign-in';

export type ProviderName = IdentityProviderName;

export const providerLabels: Record<ProviderName, string> = { google: 'Google', microsoft: 'Microsoft' };

export const popupSize = { width: 483, height: 600 } as const;

/** The message type the server's popup page (`/api/auth/popup.js`) posts to the window that opened it. */
const resultMessageType = 'homebuyer-wizard:sign-in';

export type ProviderFlow = {
  provider: ProviderName;
  purpose: 'sign_in' | 'calendar';
  /** The page of ours to come back to; the server accepts only our own paths. */
  returnTo?: string | null;
};

export type ProviderResult = { ok: true; next: string } | { ok: false; message: string };

export function providerStartUrl(flow: ProviderFlow, mode: 'popup' | 'redirect'): string {
  const query = new URLSearchParams({ purpose: flow.purpose, mode });
  if (flow.returnTo) query.set('return_to', flow.returnTo);
  return `/api/auth/${flow.provider}/start?${query}`;
}

type WindowFrame = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };

/** `window.open` features that centre the popup over the window that opens it. */
export function popupFeatures(frame: WindowFrame): string {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - popupSize.width) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - popupSize.height) / 2));
  return `popup=yes,width=${popupSize.width},height=${popupSize.height},left=${left},top=${top}`;
}

/**
 * Phones open a "popup" as another tab, which people lose; a page narrower than the popup itself, or
 * a touch screen without a mouse, goes through a full redirect instead.
 */
export function prefersFullRedirect(view: { innerWidth: number; matchMedia(query: string): { matches: boolean } }) {
  return view.innerWidth < popupSize.width || view.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

/** The popup's answer, when a message is one: from our own origin and of our type. */
export function readProviderResult(message: { origin: string; data: unknown }, origin: string): ProviderResult | null {
  if (message.origin !== origin || typeof message.data !== 'object' || message.data === null) return null;
  const data = message.data as Record<string, unknown>;
  if (data.type !== resultMessageType) return null;
  if (data.ok === true && typeof data.next === 'string') return { ok: true, next: data.next };
  return {
    ok: false,
    message: typeof data.message === 'string' && data.message !== '' ? data.message : 'Signing in did not finish.',
  };
}

export type ProviderOutcome = ProviderResult | { ok: false; closed: true } | { redirected: true };

/**
 * Opens the provider's page and settles with what came of it: the popup's result, the popup closed
 * by the person (nothing to report), or a full redirect under way (this page is being left).
 */
export function openProviderWindow(flow: ProviderFlow): Promise<ProviderOutcome> {
  const redirect = (): ProviderOutcome => {
    window.location.assign(providerStartUrl(flow, 'redirect'));
    return { redirected: true };
  };
  if (prefersFullRedirect(window)) return Promise.resolve(redirect());
  const popup = window.open(providerStartUrl(flow, 'popup'), 'homebuyer-wizard-provider', popupFeatures(window));
  if (!popup) return Promise.resolve(redirect());
  popup.focus();

  return new Promise((resolve) => {
    let seenClosed = false;
    const finish = (outcome: ProviderOutcome) => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      const result = readProviderResult(event, window.location.origin);
      if (result) finish(result);
    };
    window.addEventListener('message', onMessage);
    // A window closes without an event, so the page looks twice a second; the popup posts its result
    // just before it closes itself, so a close counts only when seen twice, after that message.
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      if (seenClosed) finish({ ok: false, closed: true });
      seenClosed = true;
    }, 500);
  });
}
