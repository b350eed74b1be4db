/** Leads as rows: made by a buyer through a widget, listed for their professional. */
import { LEADS_SHOWN } from '@hbw/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { leads } from '../../db/schema/index.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

export function leadsRepository(db: Database) {
  return {
    async create(lead: NewLeadRow): Promise<LeadRow> {
      const [created] = await db.insert(leads).values(lead).returning();
      if (!created) throw new Error('The insert returned no lead.');
      return created;
    },

    /** The professional's latest leads, newest first. */
    async latestOf(professionalId: number): Promise<LeadRow[]> {
      return db
        .select()
        .from(leads)
        .where(eq(leads.professionalId, professionalId))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(LEADS_SHOWN);
    },
  };
}
