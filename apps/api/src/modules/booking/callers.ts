/**
 * Who asks about a call, and the call they may act on. Three kinds of caller reach a call: its buyer
 * signed in, its professional signed in, and whoever holds a link of the buyer's emails (decision
 * 026), which works for that one call and the one purpose it was mailed for. A route hook finds the
 * caller once per request (`caller-hooks.ts`); every rule then finds its call through `callOf`, the
 * one place that says what each caller may do: a call the caller may not see is answered as a
 * missing one (docs/security.md 18), and a link that was right once says why it no longer is (410).
 */
import type { CallLinkPurpose, Role } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { type CallLink, type CallProposal, callLinksRepository } from './call-links.ts';
import { type BookingContext, NO_SUCH_CALL } from './context.ts';
import type { AppointmentWithParties } from './repository.ts';

export type Caller =
  | { readonly kind: 'buyer'; readonly buyerId: number }
  | { readonly kind: 'professional'; readonly professionalId: number }
  | { readonly kind: 'link'; readonly link: CallLink };

/**
 * What can be done to a call: see it (with its proposal), read the times it could move to, move it,
 * cancel it, answer the time the professional proposed, propose one, mark how it went, change its
 * guests, write to the other side.
 */
export type CallAction = 'see' | 'times' | 'move' | 'cancel' | 'answer' | 'propose' | 'settle' | 'guests' | 'message';

/** What each caller may do to a call it reaches: a link only what it was mailed for. */
const allowed = {
  buyer: new Set<CallAction>(['see', 'times', 'move', 'cancel', 'answer', 'guests', 'message']),
  professional: new Set<CallAction>(['see', 'propose', 'cancel', 'settle', 'message']),
  link: {
    reschedule: new Set<CallAction>(['times', 'move']),
    cancel: new Set<CallAction>(['cancel']),
    proposal: new Set<CallAction>(['answer']),
  } satisfies Record<CallLinkPurpose, Set<CallAction>>,
};

function mayDo(caller: Caller, action: CallAction): boolean {
  return caller.kind === 'link' ? allowed.link[caller.link.purpose].has(action) : allowed[caller.kind].has(action);
}

/** A link's page shows its call for what the link does: a link for another purpose is not valid there. */
export const linkPageAction: Record<CallLinkPurpose, CallAction> = {
  reschedule: 'move',
  cancel: 'cancel',
  proposal: 'answer',
};

const LINK_NOT_VALID = 'This link is not valid. Open the newest email about your call, or sign in to see it.';
const LINK_USED = 'You already used this link. Sign in to see your call as it is now.';
const closedProposal: Record<string, string> = {
  accepted: 'You already accepted this time: your call was moved to it.',
  declined: 'You already declined this time: your call stays where it was.',
  replaced: 'A newer time was proposed since: see the newest email about your call.',
  lapsed: 'Your call was moved since, so this proposal no longer stands.',
};

/** Refusals of a link that was right once: 410, with what happened, so that the page can say it. */
const linkGone = (message: string) => new HttpError(410, message);

/** An action the caller may not take: a link knows of nothing else, a signed-in account is told no. */
export function refusal(caller: Caller): HttpError {
  return caller.kind === 'link'
    ? notFound(LINK_NOT_VALID)
    : new HttpError(403, 'This part is not open to your account.');
}

/**
 * A call as a caller may act on it: the proposal a proposal link answers, and what acting through
 * this caller writes in the transaction of the change (a link used up), so that it holds only if
 * the change does.
 */
export type FoundCall = {
  row: AppointmentWithParties;
  proposal?: CallProposal | undefined;
  alongside?: ((tx: Database) => Promise<void>) | undefined;
};

export function bookingCallers({ booking, links, professionals, requireCall, now }: BookingContext) {
  /**
   * The call of a link, when the link may still act on it: refused (404) when it is for another
   * call, and (410, saying why) when it was used, the call was cancelled, has begun or moved since
   * the email, or the proposal it answers is closed.
   */
  async function linkedCall(link: CallLink, id: number): Promise<FoundCall> {
    if (link.appointmentId !== id) throw notFound(LINK_NOT_VALID);
    const row = await requireCall(id);
    const at = now().getTime();
    if (link.usedAt) throw linkGone(LINK_USED);
    if (row.appointment.status === 'cancelled')
      throw linkGone('This call was cancelled, so the links of its emails no longer work.');
    if (
      row.appointment.status !== 'booked' ||
      row.appointment.startsAt.getTime() <= at ||
      link.expiresAt.getTime() <= at
    )
      throw linkGone('This link expired when the call began.');
    let proposal: CallProposal | undefined;
    if (link.purpose === 'proposal') {
      proposal = link.proposalId === null ? undefined : await links.findProposal(link.proposalId);
      if (!proposal) throw notFound(LINK_NOT_VALID);
      if (proposal.answer) throw linkGone(closedProposal[proposal.answer] ?? LINK_USED);
      if (proposal.startsAt.getTime() <= at) throw linkGone('The proposed time has passed.');
    }
    if (link.sequence !== row.appointment.sequence)
      throw linkGone('This call was moved after this email was sent. Use the links in the newest email about it.');
    const alongside = async (tx: Database) => {
      if (!(await callLinksRepository(tx).use(link.id))) throw linkGone(LINK_USED);
    };
    return { row, proposal, alongside };
  }

  return {
    /** The holder of a link, by the token of its email; a token nobody issued is not valid (404). */
    async ofLink(token: string): Promise<Caller> {
      const link = await links.find(token);
      if (!link) throw notFound(LINK_NOT_VALID);
      return { kind: 'link', link };
    },

    /** A professional's account, by its profile; 403 while it has none. */
    async ofProfessional(userId: number): Promise<Caller> {
      return { kind: 'professional', professionalId: (await professionals.profileOf(userId)).id };
    },

    /**
     * A signed-in account on a call either side may reach: a professional by their profile, any
     * other account as the buyer it is (an account with no calls of its own reaches none).
     */
    async ofAccount(account: { userId: number; role: Role }): Promise<Caller> {
      const professional = account.role === 'professional' ? await professionals.findByUser(account.userId) : undefined;
      return professional
        ? { kind: 'professional', professionalId: professional.id }
        : { kind: 'buyer', buyerId: account.userId };
    },

    /** The call `id` when the caller may `action` it; otherwise the caller's refusal, and nothing read for it. */
    async callOf(caller: Caller, id: number, action: CallAction): Promise<FoundCall> {
      if (!mayDo(caller, action)) throw refusal(caller);
      if (caller.kind === 'link') return linkedCall(caller.link, id);
      const row = await booking.find(id);
      const reaches =
        caller.kind === 'buyer'
          ? row?.appointment.buyerId === caller.buyerId
          : row?.appointment.professionalId === caller.professionalId;
      if (!row || !reaches) throw notFound(NO_SUCH_CALL);
      return { row };
    },
  };
}

export type BookingCallers = ReturnType<typeof bookingCallers>;
