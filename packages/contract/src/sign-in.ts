/**
 * Facts about signing in that screens show as they are rendered. No schema library here, and the web
 * app imports it as `@hbw/contract/sign-in`, not through the package's index (which sets zod's
 * messages): a page that names a provider or a code's lifetime must not run zod and the contract's
 * schemas before it works (decision 037).
 */

/** The identity providers one can sign in with and connect a calendar of. */
export const identityProviders = ['google', 'microsoft'] as const;
export type IdentityProviderName = (typeof identityProviders)[number];

export const OTP_RESEND_SECONDS = 60;
export const OTP_LIFETIME_MINUTES = 10;
