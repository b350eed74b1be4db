/** The wallet wizard's rows: answers, the programs' rules and favourites. */
import type { QuestionnaireDraft } from '@hbw/contract';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { favoritePrograms, programs, questionnaireAnswers } from '../../db/schema/index.ts';
import { type EngineProgram, withKnownWords } from './eligibility.ts';

export function wizardRepository(db: Database) {
  return {
    async answersOf(userId: number) {
      const [row] = await db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.userId, userId));
      return row;
    },

    async saveAnswers(userId: number, answers: QuestionnaireDraft) {
      const [row] = await db
        .insert(questionnaireAnswers)
        .values({ userId, answers })
        .onConflictDoUpdate({ target: questionnaireAnswers.userId, set: { answers, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('The upsert returned no answers.');
      return row;
    },

    /** The rules of the published programs offered in a state, and of those offered everywhere. */
    programsIn(state: string): Promise<EngineProgram[]> {
      return db
        .select({
          id: programs.id,
          slug: programs.slug,
          name: programs.name,
          state: programs.state,
          type: programs.type,
          benefit: programs.benefit,
          eligibility: programs.eligibility,
          notCombinableWith: programs.notCombinableWith,
          firstMortgage: programs.firstMortgage,
          stacking: programs.stacking,
          toConfirm: programs.toConfirm,
          fundingStatus: programs.fundingStatus,
        })
        .from(programs)
        .where(and(eq(programs.status, 'published'), or(eq(programs.state, state), isNull(programs.state))))
        .orderBy(asc(programs.id))
        .then((rows) => rows.map(withKnownWords));
    },

    /** The buyer's favourite programs, the latest starred first. */
    async favoriteIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ programId: favoritePrograms.programId })
        .from(favoritePrograms)
        .where(eq(favoritePrograms.userId, userId))
        .orderBy(desc(favoritePrograms.createdAt), desc(favoritePrograms.programId));
      return rows.map((row) => row.programId);
    },

    async addFavorite(userId: number, programId: number): Promise<void> {
      await db.insert(favoritePrograms).values({ userId, programId }).onConflictDoNothing();
    },

    async removeFavorite(userId: number, programId: number): Promise<void> {
      await db
        .delete(favoritePrograms)
        .where(and(eq(favoritePrograms.userId, userId), eq(favoritePrograms.programId, programId)));
    },
  };
}
