/**
 * A call's events as its professional's webhooks tell them (docs/decisions/054-signed-webhooks-of-a-professional.md):
 * ids, times and status, what the professional's own list of calls shows of a call, and nothing of
 * its buyer, who agreed to share their name and address with the professional, not with the systems
 * the professional connects.
 */
import type { CallEventData, WebhookEventType } from '@hbw/contract';
import type { WebhookEvent } from '../webhooks/index.ts';
import type { AppointmentWithParties } from './repository.ts';

const cancellers = new Set<CallEventData['cancelled_by']>(['buyer', 'professional', 'operator']);

type CallEventType = Extract<WebhookEventType, `call.${string}`>;

export function callWebhookEvent(type: CallEventType, row: AppointmentWithParties, occurredAt: Date): WebhookEvent {
  const { appointment } = row;
  const cancelledBy = appointment.cancelledBy as CallEventData['cancelled_by'];
  // A move is its own event each time; the others happen once to a call.
  const key =
    type === 'call.rescheduled' ? `${type} ${appointment.id} ${appointment.sequence}` : `${type} ${appointment.id}`;
  return {
    type,
    professionalId: appointment.professionalId,
    key,
    occurredAt,
    data: {
      call_id: appointment.id,
      professional_id: appointment.professionalId,
      program_id: appointment.programId,
      starts_at: appointment.startsAt.toISOString(),
      ends_at: appointment.endsAt.toISOString(),
      status: appointment.status,
      cancelled_by: appointment.status === 'cancelled' && cancellers.has(cancelledBy) ? cancelledBy : null,
    },
  };
}
