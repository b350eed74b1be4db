/** API keys as rows: made, listed, found by their public id for a call, touched when used, revoked. */
import type { ApiKeyScope } from '@hbw/contract';
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apiKeys, professionals, users } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** What a call made with a key needs of it: its secret's hash, its owner, its scopes, whether it still holds. */
export type KeyOfCall = {
  id: number;
  secretHash: string;
  professionalId: number;
  scopes: ApiKeyScope[];
  lastUsedAt: Date | null;
  /** False once revoked, or once its owner's account is locked or no longer a professional's. */
  live: boolean;
};

/** How often a key's last use is written at most. */
export const LAST_USED_EVERY_MS = 60_000;

export function apiKeysRepository(db: Database) {
  return {
    async create(key: {
      publicId: string;
      secretHash: string;
      professionalId: number;
      createdBy: number;
      name: string;
      scopes: ApiKeyScope[];
    }): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(key).returning();
      if (!created) throw new Error('The insert returned no API key.');
      return created;
    },

    /** The professional's keys not revoked, oldest first. */
    async liveOf(professionalId: number): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.professionalId, professionalId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },

    async countLiveOf(professionalId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.professionalId, professionalId), isNull(apiKeys.revokedAt)));
      return row?.total ?? 0;
    },

    /** Revokes the professional's key; false when they have no such key not already revoked. */
    async revoke(id: number, professionalId: number): Promise<boolean> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.professionalId, professionalId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return revoked.length > 0;
    },

    /** The key with this public id, as a call made with it needs it, in one query. */
    async forCall(publicId: string): Promise<KeyOfCall | undefined> {
      const [found] = await db
        .select({
          id: apiKeys.id,
          secretHash: apiKeys.secretHash,
          professionalId: professionals.id,
          scopes: apiKeys.scopes,
          lastUsedAt: apiKeys.lastUsedAt,
          live: sql<boolean>`${apiKeys.revokedAt} is null and ${users.lockedAt} is null and ${users.role} = 'professional'`,
        })
        .from(apiKeys)
        .innerJoin(professionals, eq(professionals.id, apiKeys.professionalId))
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(eq(apiKeys.publicId, publicId));
      return found;
    },

    /** Sets the origins whose pages may frame the key's widget; false when the professional has no such live key. */
    async setWidgetOrigins(id: number, professionalId: number, origins: string[]): Promise<ApiKeyRow | undefined> {
      const [updated] = await db
        .update(apiKeys)
        .set({ widgetOrigins: origins })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.professionalId, professionalId), isNull(apiKeys.revokedAt)))
        .returning();
      return updated;
    },

    /** What the widget of the key with this public id needs: its owner and origins, if the key and its owner hold. */
    async forWidget(publicId: string): Promise<{ id: number; professionalId: number; origins: string[] } | undefined> {
      const [found] = await db
        .select({ id: apiKeys.id, professionalId: professionals.id, origins: apiKeys.widgetOrigins })
        .from(apiKeys)
        .innerJoin(professionals, eq(professionals.id, apiKeys.professionalId))
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(
          and(
            eq(apiKeys.publicId, publicId),
            isNull(apiKeys.revokedAt),
            isNull(users.lockedAt),
            eq(users.role, 'professional'),
            isNull(professionals.deactivatedAt),
          ),
        );
      return found;
    },

    /** Notes a use of the key, unless one was noted within the last minute (by any process). */
    async touch(id: number): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.id, id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`),
            ),
          ),
        );
    },
  };
}
