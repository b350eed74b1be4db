/** The identity module's front door: what other modules may use of it (`app.identity`, `app.identityProviders`). */
export { type IdentityProviders, type ProviderName, providerNames } from './providers.ts';
