/** The identity module's front door: what other modules may use of it (`app.identity`, `app.identityProviders`). */
export {
  type CalendarGrants,
  type GrantedTokens,
  type IdentityProviders,
  type ProviderName,
  providerNames,
} from './providers.ts';
