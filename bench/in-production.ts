/**
 * The environment of every app the bench starts: as the app runs in production, so that what is
 * measured is what people receive (the content read once, the public pages rendered once and cached,
 * decision 031), with what a bench needs on top. The demo data is added, as the booking page needs
 * a professional; the bot check is off, as the bench registers its own buyers; the limiters (the
 * app's, and the stricter one of the sign-in calls) would cap the load at their own limits rather
 * than at the app's speed. Mail goes to the bench's SMTP sink.
 */
import { randomBytes } from 'node:crypto';

export function inProduction(more: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    BOT_CHECK: 'off',
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '100000000',
    STRICT_RATE_LIMIT_MAX: '100000000',
    ...more,
  };
}
