/**
 * The bot check the server asks for on its registration, code and sign-in calls
 * (apps/api/src/plugins/app/bot-check.ts): nothing while it is off; otherwise a token in the
 * `X-Bot-Check` header, either Google reCAPTCHA v3's for the call's action (its script loaded only
 * on installations that use it) or a solved ALTCHA proof of work from our own server.
 */

import { botCheckAction } from './bot-checked-calls';

type BotCheckSetting = { kind: 'off' | 'recaptcha' | 'altcha'; site_key: string | null };

export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

let setting: Promise<BotCheckSetting> | undefined;

/** The installation's bot check, read once (from the same call that lists the sign-in providers). */
function botCheckSetting(): Promise<BotCheckSetting> {
  setting ??= fetch('/api/auth/providers', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`auth/providers answered ${response.status}`);
      return ((await response.json()) as { data: { bot_check: BotCheckSetting } }).data.bot_check;
    })
    .catch((error: unknown) => {
      // Asked again next time; meanwhile the call goes without a token and the server says why it refuses.
      setting = undefined;
      throw error;
    });
  return setting;
}

let recaptchaScript: Promise<void> | undefined;

/**
 * The badge stays hidden, as docs/product.md section 14 has it; Google allows that when the forms that use
 * reCAPTCHA say so in its words instead (`components/bot-check-notice.tsx`).
 */
function hideRecaptchaBadge(): void {
  const style = document.createElement('style');
  style.textContent = '.grecaptcha-badge { visibility: hidden; }';
  document.head.append(style);
}

function loadRecaptcha(siteKey: string): Promise<void> {
  recaptchaScript ??= new Promise<void>((resolve, reject) => {
    hideRecaptchaBadge();
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=en&badge=bottomright`;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(resolve);
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('The reCAPTCHA script could not load.'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadRecaptcha(siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start.');
  return grecaptcha.execute(siteKey, { action });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How many hashes are asked for at once: the browser computes them in parallel, off the page's thread. */
const ALTCHA_BATCH = 500;

/**
 * Finds the number whose hash with the salt is the challenge (ALTCHA's proof of work) and answers
 * the payload the server verifies: base64 of the challenge with that number.
 */
export async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`Unsupported proof of work: ${challenge.algorithm}`);
  const max = challenge.maxnumber ?? 1_000_000;
  for (let first = 0; first <= max; first += ALTCHA_BATCH) {
    const numbers = Array.from({ length: Math.min(ALTCHA_BATCH, max - first + 1) }, (_, index) => first + index);
    const hashes = await Promise.all(numbers.map((number) => sha256Hex(`${challenge.salt}${number}`)));
    const found = hashes.indexOf(challenge.challenge);
    if (found !== -1) {
      const { algorithm, salt, signature } = challenge;
      const number = numbers[found];
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    }
  }
  throw new Error('The proof of work has no solution.');
}

async function altchaToken(): Promise<string> {
  const response = await fetch('/api/bot-check/challenge', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`bot-check/challenge answered ${response.status}`);
  return solveAltcha(((await response.json()) as { data: AltchaChallenge }).data);
}

/**
 * The header a call needs to pass the bot check: none for calls the server does not check or when
 * the check is off. A token that cannot be made leaves the header out, and the server's refusal
 * (403, or 503 when the check itself is down) tells the person what to do.
 */
export async function botCheckHeaders(path: string): Promise<Record<string, string>> {
  const action = botCheckAction(path);
  if (!action) return {};
  try {
    const { kind, site_key } = await botCheckSetting();
    if (kind === 'off') return {};
    const token = kind === 'recaptcha' && site_key ? await recaptchaToken(site_key, action) : await altchaToken();
    return { 'x-bot-check': token };
  } catch {
    return {};
  }
}
