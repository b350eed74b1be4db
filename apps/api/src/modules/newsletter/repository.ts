import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

export function newsletterRepository(db: Database) {
  return {
    /** Adds the address, or brings back one that had unsubscribed; null when it is already subscribed. */
    async subscribe(email: string): Promise<{ unsubscribeToken: string } | null> {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { unsubscribedAt: null, createdAt: sql`now()` },
          setWhere: sql`${newsletterSubscribers.unsubscribedAt} is not null`,
        })
        .returning({ unsubscribeToken: newsletterSubscribers.unsubscribeToken });
      return row ?? null;
    },

    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`now()` })
        .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
  };
}
