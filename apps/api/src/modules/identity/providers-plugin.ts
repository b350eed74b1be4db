/**
 * Google and Microsoft as OpenID Connect providers (`app.identityProviders`), for the two modules
 * that talk to them: identity signs people in, calendars renews the calendars' access.
 */
import fp from 'fastify-plugin';
import { type IdentityProviders, identityProviders } from './providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identityProviders: IdentityProviders;
  }
}

export default fp(
  async (app) => {
    app.decorate('identityProviders', identityProviders(app.config));
  },
  { name: 'identity-providers', dependencies: ['config'] },
);
