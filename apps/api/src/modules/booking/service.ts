/**
 * Booking calls, as one service of the app (`app.booking`), put together from its parts: who asks
 * and the call they may act on (`callers.ts`), the times a call can take (`call-times.ts`), what any
 * caller does to a call (`call-changes.ts`), the times the professional proposes and the buyer
 * answers (`call-proposals.ts`), a buyer's side (`buyer-calls.ts`), a professional's side
 * (`professional-calls.ts`) and the guests of a call (`call-guests.ts`). Side effects (calendar event,
 * emails, reminder, a guest's invitation) are jobs queued in the transaction of the change. What the
 * slot rules read, and the slot lists made from it, is cached in memory by the read model
 * (`read-model.ts`).
 */
import { buyerCalls } from './buyer-calls.ts';
import { callChanges, callMover } from './call-changes.ts';
import { callGuests } from './call-guests.ts';
import { callProposals } from './call-proposals.ts';
import { bookableCheck, callTimes } from './call-times.ts';
import { bookingCallers } from './callers.ts';
import { type BookingDeps, bookingContext } from './context.ts';
import { professionalCalls } from './professional-calls.ts';

export function bookingService(deps: BookingDeps) {
  const context = bookingContext(deps);
  const callers = bookingCallers(context);
  const requireBookable = bookableCheck(context);
  const moveCall = callMover(context, requireBookable);
  return {
    /** Who asks: the hooks of the routes find the caller through these (`caller-hooks.ts`). */
    callers: { ofLink: callers.ofLink, ofProfessional: callers.ofProfessional, ofAccount: callers.ofAccount },
    ...callTimes(context, callers),
    ...callChanges(context, callers, moveCall),
    ...callProposals(context, callers, moveCall),
    ...buyerCalls(context, callers, requireBookable),
    ...professionalCalls(context, callers, requireBookable),
    ...callGuests(context, callers),
  };
}

export type BookingService = ReturnType<typeof bookingService>;
