/**
 * The links of a call's emails that work without signing in, and the times a professional proposes:
 * their rows in the database. A link's token is random and kept only as its SHA-256, as reset
 * tokens are; the row binds it to one call, one purpose and the call's SEQUENCE (decision 026).
 */
import type { CallLinkPurpose } from '@hbw/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { callLinks, callProposals } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../accounts/index.ts';

export type CallLink = typeof callLinks.$inferSelect;
export type CallProposal = typeof callProposals.$inferSelect;

export function callLinksRepository(db: Database) {
  return {
    /** A new link: the token for the email, whose hash alone is kept. */
    async issue(link: {
      appointmentId: number;
      purpose: CallLinkPurpose;
      sequence: number;
      expiresAt: Date;
      proposalId?: number;
    }): Promise<string> {
      const token = newToken();
      await db.insert(callLinks).values({ ...link, tokenHash: hashToken(token) });
      return token;
    },

    async find(token: string): Promise<CallLink | undefined> {
      const [link] = await db
        .select()
        .from(callLinks)
        .where(eq(callLinks.tokenHash, hashToken(token)));
      return link;
    },

    /** Uses a link up; false when it was used meanwhile. */
    async use(id: number): Promise<boolean> {
      const rows = await db
        .update(callLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(callLinks.id, id), isNull(callLinks.usedAt)))
        .returning({ id: callLinks.id });
      return rows.length > 0;
    },

    /** The professional's new proposal for a call; the one still open, if any, is replaced by it. */
    async propose(appointmentId: number, startsAt: Date): Promise<CallProposal> {
      await db
        .update(callProposals)
        .set({ answer: 'replaced', answeredAt: sql`now()` })
        .where(and(eq(callProposals.appointmentId, appointmentId), isNull(callProposals.answer)));
      const [proposal] = await db.insert(callProposals).values({ appointmentId, startsAt }).returning();
      if (!proposal) throw new Error('The proposal was not written.');
      return proposal;
    },

    async openProposal(appointmentId: number): Promise<CallProposal | undefined> {
      const [proposal] = await db
        .select()
        .from(callProposals)
        .where(and(eq(callProposals.appointmentId, appointmentId), isNull(callProposals.answer)));
      return proposal;
    },

    async findProposal(id: number): Promise<CallProposal | undefined> {
      const [proposal] = await db.select().from(callProposals).where(eq(callProposals.id, id));
      return proposal;
    },

    /** Answers a proposal still open; false when it was answered or replaced meanwhile. */
    async answer(id: number, answer: 'accepted' | 'declined'): Promise<boolean> {
      const rows = await db
        .update(callProposals)
        .set({ answer, answeredAt: sql`now()` })
        .where(and(eq(callProposals.id, id), isNull(callProposals.answer)))
        .returning({ id: callProposals.id });
      return rows.length > 0;
    },

    /** Closes the open proposal of a call that moved another way: its time is no longer the question. */
    async closeOpen(appointmentId: number): Promise<void> {
      await db
        .update(callProposals)
        .set({ answer: 'lapsed', answeredAt: sql`now()` })
        .where(and(eq(callProposals.appointmentId, appointmentId), isNull(callProposals.answer)));
    },
  };
}

/**
 * The page a link opens. The token is the address's fragment, which browsers never send: it reaches
 * our server only in the header of the page's calls, and so never a log line or a Referer.
 */
export function callLinkUrl(publicUrl: string, appointmentId: number, purpose: CallLinkPurpose, token: string) {
  return `${publicUrl}/call/${appointmentId}/${purpose}#${token}`;
}

/** The "Reschedule" and "Cancel" addresses of the buyer's email about a call. */
export type MailedCallLinks = { reschedule: string; cancel: string };

/**
 * New "Reschedule" and "Cancel" links for an email about a call, written in the transaction that
 * queues the email: they work until the call begins, once, and only for the call as it is now.
 */
export async function mailedCallLinks(
  db: Database,
  call: { id: number; sequence: number; startsAt: Date },
  publicUrl: string,
): Promise<MailedCallLinks> {
  const repository = callLinksRepository(db);
  const issue = async (purpose: 'reschedule' | 'cancel') =>
    callLinkUrl(
      publicUrl,
      call.id,
      purpose,
      await repository.issue({ appointmentId: call.id, purpose, sequence: call.sequence, expiresAt: call.startsAt }),
    );
  return { reschedule: await issue('reschedule'), cancel: await issue('cancel') };
}
