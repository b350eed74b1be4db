/** Passkeys: register one when signed in (the biometrics call of docs/product.md section 14), sign in with one. */
import { apiErrorSchema, dataEnvelope, idParams, passkeySchema, sessionAnswer } from '@hbw/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';
import { passkeysService } from './service.ts';

const credentialResponse = z
  .object({
    id: z.string().min(1).max(1_500),
    rawId: z.string().max(1_500),
    type: z.literal('public-key'),
    response: z.object({ clientDataJSON: z.string().max(20_000) }).passthrough(),
  })
  .passthrough();

const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = passkeysService({ db: app.db, config: app.config, accounts: app.accounts });
  const tags = ['passkeys'];
  const strict = { rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 } };
  const context = (userAgent: string | undefined) => ({ userAgent: userAgent?.slice(0, 300) ?? null });

  app.post(
    '/wizard-tool/biometrics/webauthn/register/options',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Options to create a passkey for your account' },
    },
    async (request) => ({ data: await service.registrationOptions(signedIn(request).userId) }),
  );

  app.post(
    '/wizard-tool/biometrics/webauthn/register',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Register the passkey your device created',
        body: z.object({ response: credentialResponse, name: z.string().trim().max(60).default('') }),
        response: { 200: dataEnvelope(passkeySchema), 409: apiErrorSchema },
      },
    },
    async (request) => {
      const passkey = await service.register(
        signedIn(request).userId,
        request.body.response as unknown as RegistrationResponseJSON,
        request.body.name,
      );
      return {
        data: { id: passkey.id, name: passkey.name, created_at: passkey.createdAt.toISOString(), last_used_at: null },
      };
    },
  );

  app.post(
    '/auth/passkey/options',
    { config: strict, schema: { tags, summary: 'Options to sign in with a passkey' } },
    async () => ({
      data: await service.signInOptions(),
    }),
  );

  app.post(
    '/auth/passkey/verify',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Sign in with the passkey your device used',
        body: z.object({ response: credentialResponse }),
        response: { 200: dataEnvelope(sessionAnswer) },
      },
    },
    async (request, reply) => {
      const session = await service.signIn(
        request.body.response as unknown as AuthenticationResponseJSON,
        context(request.headers['user-agent']),
      );
      app.setSessionCookie(reply, session);
      return { data: { token: session.token } };
    },
  );

  app.get(
    '/passkeys',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Your passkeys', response: { 200: dataEnvelope(z.array(passkeySchema)) } },
    },
    async (request) => ({
      data: (await service.list(signedIn(request).userId)).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        created_at: passkey.createdAt.toISOString(),
        last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
      })),
    }),
  );

  app.delete(
    '/passkeys/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Remove one of your passkeys', params: idParams },
    },
    async (request, reply) => {
      await service.remove(signedIn(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default passkeyRoutes;
