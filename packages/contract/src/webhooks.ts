/**
 * Webhooks of a professional (`/api/pro/webhooks`): the events an endpoint may choose, what each
 * delivery carries, and the calls that register endpoints, rotate their secrets and show their
 * deliveries (docs/decisions/054-signed-webhooks-of-a-professional.md). Deliveries are signed as
 * the Standard Webhooks specification says; docs/integrating.md shows how to verify one.
 */
import { z } from 'zod';
import { appointmentStatuses } from './booking.ts';
import { idField } from './fields.ts';
import { leadSchema } from './leads.ts';

/**
 * The events an endpoint can choose: those that happen in the app to something of its owner. An
 * expert request is not yet tied to a professional; its event comes with that.
 */
export const webhookEventTypes = [
  'call.booked',
  'call.rescheduled',
  'call.cancelled',
  'call.completed',
  'lead.created',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'call.booked': 'A call was booked with you',
  'call.rescheduled': 'A call was moved to another time',
  'call.cancelled': 'A call was cancelled',
  'call.completed': 'You marked a call completed',
  'lead.created': 'A buyer asked to talk to you through your widget',
};

/** How many endpoints a professional may register. */
export const WEBHOOK_ENDPOINTS_PER_OWNER = 10;

/** How long the secret a rotation replaced still signs deliveries, beside the new one. */
export const SECRET_ROTATION_HOURS = 24;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  created_at: z.string(),
  /** When deliveries stopped: the endpoint failed for a day, or answered 410 Gone; null while on. */
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  /** Until when the previous secret signs too, after a rotation; null outside one. */
  previous_secret_until: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint just registered, or its secret just rotated: the only answers that hold the secret. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  /** `whsec_` and 32 random bytes in base64: the key of the signatures, shown this once. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const newWebhookEndpointBody = z.object({
  url: z
    .string({ error: 'Give the address that receives the deliveries.' })
    .trim()
    .max(2000, 'Use at most 2000 characters.')
    .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
      message: 'Give a full address starting with https://.',
    }),
  events: z
    .array(z.enum(webhookEventTypes, { error: `Choose among ${webhookEventTypes.join(', ')}.` }), {
      error: 'Choose the events to receive.',
    })
    .min(1, 'Choose at least one event.')
    .max(webhookEventTypes.length, 'Choose each event once.')
    .refine((events) => new Set(events).size === events.length, {
      message: 'Choose each event once.',
      when: (payload) => payload.issues.length === 0,
    }),
});
export type NewWebhookEndpointBody = z.infer<typeof newWebhookEndpointBody>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` of the delivery: the same on every attempt, so a receiver can skip a repeat. */
  message_id: z.string(),
  event_type: z.enum(webhookEventTypes),
  /** `pending` while attempts go on, `delivered` once answered 2xx, `failed` once given up. */
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  last_response_code: z.number().int().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryParams = z.object({ id: idField, deliveryId: idField });

/** What a call event says: ids, times and status, the call as its professional sees it, never its buyer. */
export const callEventDataSchema = z.object({
  call_id: z.number().int(),
  professional_id: z.number().int(),
  program_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(appointmentStatuses),
  /** Who cancelled, on `call.cancelled`: the buyer, the professional, or our staff. */
  cancelled_by: z.enum(['buyer', 'professional', 'operator']).nullable(),
});
export type CallEventData = z.infer<typeof callEventDataSchema>;

/**
 * What a lead event says: the lead as its professional sees it in their portal. It carries the
 * buyer's contact details because the buyer agreed to share them with this professional, whose
 * endpoints alone receive it (docs/decisions/061-leads-and-the-partner-widget.md).
 */
export const leadEventDataSchema = leadSchema.extend({ professional_id: z.number().int() });
export type LeadEventData = z.infer<typeof leadEventDataSchema>;

/** The body of a delivery, as the Standard Webhooks specification shapes a payload. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['call.booked', 'call.rescheduled', 'call.cancelled', 'call.completed']),
    /** When the event happened; `webhook-timestamp` says when this attempt was made. */
    timestamp: z.string(),
    data: callEventDataSchema,
  }),
  z.object({ type: z.literal('lead.created'), timestamp: z.string(), data: leadEventDataSchema }),
]);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
