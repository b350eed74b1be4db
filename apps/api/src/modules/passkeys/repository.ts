/** Passkeys and the WebAuthn challenges we handed out. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/index.ts';

export type ChallengePurpose = 'register' | 'sign_in';

export function passkeysRepository(db: Database) {
  return {
    /** Keeps a new challenge, dropping the expired ones as new ones begin. */
    async keepChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null, expiresAt: Date) {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
      await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt });
    },

    /** Uses up a live challenge of this purpose (and user); false for any other. */
    async useChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<boolean> {
      const rows = await db
        .update(webauthnChallenges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
            isNull(webauthnChallenges.usedAt),
            gt(webauthnChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ challenge: webauthnChallenges.challenge });
      return rows.length > 0;
    },

    ofUser(userId: number) {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId));
    },

    async byCredential(credentialId: string) {
      const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return passkey;
    },

    /** The new passkey; undefined when its credential is registered already. */
    async create(passkey: typeof passkeys.$inferInsert) {
      const [created] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
      return created;
    },

    async used(id: number, counter: number): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, id));
    },

    list(userId: number) {
      return db
        .select({
          id: passkeys.id,
          name: passkeys.name,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
    },

    /** Whether the user had this passkey to remove. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },
  };
}
