/**
 * API keys as a service of the app (`app.apiKeys`), and the way in they give: `app.professionalOrKey`
 * lets a route be called by its professional signed in, or by a key of theirs that holds the scope
 * the route needs, and `app.actingProfessional` says which professional either is. A key is read
 * from the database on every call, so a revoked key is refused on the next call in every process;
 * each key has a ceiling of its own, counted in PostgreSQL (docs/decisions/059-api-keys-of-a-professional.md).
 */
import { type ApiKeyScope, apiKeyParts } from '@hbw/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';
import { describedHook } from '../../lib/route-description.ts';
import { signedIn } from '../accounts/index.ts';
import { apiKeysRepository, LAST_USED_EVERY_MS } from './repository.ts';
import { secretMatches } from './secrets.ts';
import { type ApiKeysService, apiKeysService } from './service.ts';

/** The key a call was made with, once it was found, checked and counted. */
export type KeyHolder = { id: number; professionalId: number; scopes: ApiKeyScope[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of the call, on the routes that take one; null for a call made by a person. */
    apiKey: KeyHolder | null;
  }
  interface FastifyInstance {
    apiKeys: ApiKeysService;
    /**
     * A hook for a professional's own route that a key may call too: a key of theirs with `scope`
     * (401 for a key revoked or unknown, 403 naming the scope it lacks, 429 over its ceiling), or
     * a signed-in professional (401 without a session, 403 for another role).
     */
    professionalOrKey(scope: ApiKeyScope): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The professional a call acts as, after `professionalOrKey`: the key's owner, or the signed-in one (403 without a profile). */
    actingProfessional(request: FastifyRequest): Promise<number>;
  }
}

const NOT_VALID = 'This API key is not valid: it was revoked, or it was never issued. Create a key in your portal.';

export default fp(
  async (app) => {
    const keys = apiKeysRepository(app.db);
    const count = app.ceilingInDatabase('api-key', { max: app.config.rateLimit.apiKeyPerMinute, windowMs: 60_000 });

    app.decorate('apiKeys', apiKeysService(app.db, app.professionals));
    app.decorateRequest('apiKey', null);

    /** The key of the call, checked, counted against its own ceiling and noted as used. */
    async function holderOf(publicId: string, secret: string, reply: FastifyReply): Promise<KeyHolder> {
      const found = await keys.forCall(publicId);
      if (!found?.live || !secretMatches(secret, found.secretHash)) throw new HttpError(401, NOT_VALID);
      await count(`api-key ${found.id}`, reply);
      // Read with the key, so a key used within the minute costs no write at all.
      if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
        await keys.touch(found.id);
      return { id: found.id, professionalId: found.professionalId, scopes: found.scopes };
    }

    app.decorate('professionalOrKey', (scope: ApiKeyScope) =>
      describedHook(
        async (request: FastifyRequest, reply: FastifyReply) => {
          const header = request.headers.authorization;
          const parts = header?.startsWith('Bearer ') ? apiKeyParts(header.slice('Bearer '.length).trim()) : undefined;
          if (parts) {
            const holder = await holderOf(parts.publicId, parts.secret, reply);
            if (!holder.scopes.includes(scope))
              throw new HttpError(403, `This API key lacks the scope ${scope}, which this call needs.`);
            request.apiKey = holder;
            return;
          }
          const account = await app.identify(request);
          if (!account) throw new HttpError(401, 'Sign in to continue.');
          if (account.role !== 'professional') throw new HttpError(403, 'This part is not open to your account.');
        },
        { session: true, apiKeyScope: scope, refusals: [401, 403, 429] },
      ),
    );

    app.decorate('actingProfessional', async (request: FastifyRequest) => {
      if (request.apiKey) return request.apiKey.professionalId;
      return (await app.professionals.profileOf(signedIn(request).userId)).id;
    });
  },
  { name: 'api-keys', dependencies: ['config', 'database', 'rate-limit', 'session', 'professionals'] },
);
