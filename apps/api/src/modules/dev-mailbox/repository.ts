/** The mail the development mailbox kept instead of sending (plugins/app/mail.ts keeps it). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { devMailbox } from '../../db/schema/index.ts';

export function devMailboxRepository(db: Database) {
  return {
    /** The newest messages first, without their bodies. */
    latest(limit: number) {
      return db
        .select({ id: devMailbox.id, to: devMailbox.to, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
        .from(devMailbox)
        .orderBy(desc(devMailbox.id))
        .limit(limit);
    },

    async find(id: number) {
      const [message] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
      return message;
    },
  };
}
