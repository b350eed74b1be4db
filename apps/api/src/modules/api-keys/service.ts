/**
 * A professional's API keys as the portal manages them: made with a name and scopes and shown once,
 * listed with their last use, revoked at once (docs/decisions/059-api-keys-of-a-professional.md).
 */
import {
  API_KEYS_PER_OWNER,
  type ApiKey,
  type NewApiKey,
  type NewApiKeyBody,
  type WidgetOriginsBody,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import { type ApiKeyRow, apiKeysRepository } from './repository.ts';
import { mintApiKey } from './secrets.ts';

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    public_id: row.publicId,
    name: row.name,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    widget_origins: row.widgetOrigins,
  };
}

export function apiKeysService(db: Database, professionals: ProfessionalsService) {
  const repository = apiKeysRepository(db);

  return {
    /** The keys of the professional whose account this is, not revoked, oldest first. */
    async list(userId: number): Promise<ApiKey[]> {
      const professional = await professionals.profileOf(userId);
      return (await repository.liveOf(professional.id)).map(present);
    },

    /** A new key of the professional: the only answer that holds the whole key. */
    async create(userId: number, body: NewApiKeyBody): Promise<NewApiKey> {
      const professional = await professionals.profileOf(userId);
      if ((await repository.countLiveOf(professional.id)) >= API_KEYS_PER_OWNER)
        throw new HttpError(
          409,
          `You have ${API_KEYS_PER_OWNER} keys already: revoke one you no longer use before you create another.`,
        );
      const { key, publicId, secretHash } = mintApiKey();
      const row = await repository.create({
        publicId,
        secretHash,
        professionalId: professional.id,
        createdBy: userId,
        name: body.name,
        scopes: body.scopes,
      });
      return { ...present(row), key };
    },

    /** Sets the origins whose pages may frame the key's widget (docs/decisions/061-leads-and-the-partner-widget.md). */
    async setWidgetOrigins(userId: number, id: number, body: WidgetOriginsBody): Promise<ApiKey> {
      const professional = await professionals.profileOf(userId);
      const row = await repository.setWidgetOrigins(id, professional.id, [...new Set(body.origins)]);
      if (!row) throw notFound('You have no such API key.');
      return present(row);
    },

    /**
     * The widget of the key with this public id: its key, owner and the origins that may frame it;
     * 404 for a key revoked or unknown, or one whose widget frames nowhere yet.
     */
    async widgetOf(publicId: string): Promise<{ id: number; professionalId: number; origins: string[] }> {
      const found = await repository.forWidget(publicId);
      if (!found || found.origins.length === 0)
        throw notFound(
          'This widget is not on: its API key was revoked or never issued, or no site was allowed to show it yet.',
        );
      return found;
    },

    /** Revokes one of the professional's keys: the next call made with it is refused, in every process. */
    async revoke(userId: number, id: number): Promise<void> {
      const professional = await professionals.profileOf(userId);
      if (!(await repository.revoke(id, professional.id))) throw notFound('You have no such API key.');
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
