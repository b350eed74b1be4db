/**
 * When a failed delivery is tried again: the first delays of the Standard Webhooks example schedule
 * (5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours), within a window of 24 hours from
 * the first attempt, whose last attempt is made at the window's end (docs/decisions/054-signed-webhooks-of-a-professional.md).
 */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

const DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 5 * 60 * 60_000, 10 * 60 * 60_000];

/**
 * The time of the next attempt after `attempts` failed ones, or null once the window is over.
 * `windowStartedAt` is when the first of them was made.
 */
export function nextAttemptAt(attempts: number, windowStartedAt: Date, failedAt: Date): Date | null {
  const windowEnd = windowStartedAt.getTime() + RETRY_WINDOW_MS;
  if (failedAt.getTime() >= windowEnd) return null;
  const delay = DELAYS_MS[Math.min(attempts, DELAYS_MS.length) - 1] ?? DELAYS_MS[0] ?? 0;
  return new Date(Math.min(failedAt.getTime() + delay, windowEnd));
}
