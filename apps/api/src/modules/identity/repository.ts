/** Sign-ins under way and the external identities of accounts. */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authorizationFlows, externalIdentities } from '../../db/schema/index.ts';
import type { ProviderName } from './providers.ts';

export type Flow = typeof authorizationFlows.$inferSelect;

export function identityRepository(db: Database) {
  return {
    async createFlow(flow: typeof authorizationFlows.$inferInsert): Promise<void> {
      // Flows that were never finished are of no use once expired: drop them as new ones begin.
      await db.delete(authorizationFlows).where(lt(authorizationFlows.expiresAt, sql`now() - interval '1 day'`));
      await db.insert(authorizationFlows).values(flow);
    },

    /**
     * Takes a live flow for this state, provider and one of these purposes, once; undefined when
     * unknown, used, expired or of another purpose.
     */
    async useFlow(state: string, provider: ProviderName, purposes: string[]): Promise<Flow | undefined> {
      const [flow] = await db
        .update(authorizationFlows)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authorizationFlows.state, state),
            eq(authorizationFlows.provider, provider),
            inArray(authorizationFlows.purpose, purposes),
            isNull(authorizationFlows.usedAt),
            gt(authorizationFlows.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return flow;
    },

    /** A live flow for this state and purpose, without taking it. */
    async findFlow(state: string, purpose: string): Promise<Flow | undefined> {
      const [flow] = await db
        .select()
        .from(authorizationFlows)
        .where(
          and(
            eq(authorizationFlows.state, state),
            eq(authorizationFlows.purpose, purpose),
            isNull(authorizationFlows.usedAt),
            gt(authorizationFlows.expiresAt, sql`now()`),
          ),
        );
      return flow;
    },

    async findIdentity(provider: ProviderName, subject: string) {
      const [identity] = await db
        .select()
        .from(externalIdentities)
        .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
      return identity;
    },

    async linkIdentity(identity: typeof externalIdentities.$inferInsert): Promise<void> {
      await db.insert(externalIdentities).values(identity).onConflictDoNothing();
    },
  };
}
