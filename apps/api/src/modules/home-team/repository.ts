/** The home team's rows: who plays each role for a buyer, and the buyer's booked calls with them. */
import type { ProfessionalKind } from '@hbw/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appointments, homeTeamMembers } from '../../db/schema/index.ts';

export function homeTeamRepository(db: Database) {
  return {
    homeTeam(userId: number) {
      return db
        .select({
          role: homeTeamMembers.role,
          professionalId: homeTeamMembers.professionalId,
          addedAt: homeTeamMembers.addedAt,
        })
        .from(homeTeamMembers)
        .where(eq(homeTeamMembers.userId, userId));
    },

    async setHomeTeamMember(userId: number, role: ProfessionalKind, professionalId: number): Promise<void> {
      await db
        .insert(homeTeamMembers)
        .values({ userId, role, professionalId })
        .onConflictDoUpdate({
          target: [homeTeamMembers.userId, homeTeamMembers.role],
          // Choosing the same professional again keeps the date they joined the team.
          set: {
            professionalId,
            addedAt: sql`case when ${homeTeamMembers.professionalId} = ${professionalId} then ${homeTeamMembers.addedAt} else now() end`,
          },
        });
    },

    async removeHomeTeamMember(userId: number, role: ProfessionalKind): Promise<void> {
      await db.delete(homeTeamMembers).where(and(eq(homeTeamMembers.userId, userId), eq(homeTeamMembers.role, role)));
    },

    /** The buyer's booked calls with these professionals, soonest first. */
    async bookedCalls(buyerId: number, professionalIds: number[]) {
      if (professionalIds.length === 0) return [];
      return db
        .select({ id: appointments.id, professionalId: appointments.professionalId })
        .from(appointments)
        .where(
          and(
            eq(appointments.buyerId, buyerId),
            inArray(appointments.professionalId, professionalIds),
            eq(appointments.status, 'booked'),
          ),
        )
        .orderBy(asc(appointments.startsAt));
    },
  };
}
