/**
 * The work of deliveries (docs/decisions/054-signed-webhooks-of-a-professional.md): an event becomes
 * one delivery per endpoint that chose it, each attempted by a job, signed at the time of the
 * attempt, retried with backoff for a day; an endpoint that fails for a day, or answers 410 Gone, is
 * turned off and its owner mailed.
 */
import type { CallEventData, LeadEventData, WebhookEventType, WebhookPayload } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { endpointDisabledMail } from './mails.ts';
import { type WebhookEndpointRow, webhooksRepository } from './repository.ts';
import { nextAttemptAt, RETRY_WINDOW_MS } from './retry-schedule.ts';
import type { WebhooksDeps } from './service.ts';
import { mintMessageId, signedHeaders } from './signatures.ts';

export const DELIVER_JOB = 'webhooks.deliver';
/** `attempt`: how many attempts the delivery had when the job was queued; a job that finds more was overtaken. */
export type DeliverJob = { deliveryId: number; attempt: number };

/** How long a receiver has to answer an attempt. */
const ATTEMPT_TIMEOUT_MS = 15_000;

/** Something that happened to a professional's call or lead, as its webhooks tell it. */
export type WebhookEvent = {
  professionalId: number;
  /** What makes the event itself, so that a job that emits it twice delivers it once: `call.rescheduled 12 3`. */
  key: string;
  occurredAt: Date;
} & (
  | { type: Exclude<WebhookEventType, 'lead.created'>; data: CallEventData }
  | { type: 'lead.created'; data: LeadEventData }
);

function payloadOf(event: WebhookEvent): WebhookPayload {
  const timestamp = event.occurredAt.toISOString();
  return event.type === 'lead.created'
    ? { type: event.type, timestamp, data: event.data }
    : { type: event.type, timestamp, data: event.data };
}

/** The status of an attempt's answer, or null when none came (refused, reset, timed out). */
async function post(url: string, headers: Record<string, string>, body: string): Promise<number | null> {
  try {
    // Redirects are not followed: a 3xx fails, and the endpoint's address is the one to change.
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

export function deliveryWork({ db, config, jobs, mail, vault, now = () => new Date() }: WebhooksDeps) {
  const repository = webhooksRepository(db);

  /** The secrets that sign now: the current one, and the one a rotation replaced while its day lasts. */
  function signingSecrets(endpoint: WebhookEndpointRow, at: Date): string[] {
    const secrets = [vault.open(endpoint.secretSealed)];
    if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at)
      secrets.push(vault.open(endpoint.previousSecretSealed));
    return secrets;
  }

  /** Turns the endpoint off, its pending deliveries given up, and tells its owner once. */
  async function disable(endpoint: WebhookEndpointRow, ownerEmail: string, at: Date, reason: string) {
    await db.transaction(async (tx) => {
      if (!(await webhooksRepository(tx).disable(endpoint.id, at, reason))) return;
      const message = endpointDisabledMail({
        email: ownerEmail,
        url: endpoint.url,
        reason,
        publicUrl: config.publicUrl,
      });
      await mail.send(message, { transaction: tx });
    });
  }

  return {
    /**
     * One delivery of the event to each endpoint of its professional that is on and chose it, each
     * attempted by a job; in `transaction` when given, so that the deliveries exist if it commits.
     */
    async emit(event: WebhookEvent, transaction?: Database): Promise<void> {
      const body = JSON.stringify(payloadOf(event));
      const run = async (tx: Database) => {
        const rows = webhooksRepository(tx);
        for (const endpoint of await rows.listening(event.professionalId, event.type)) {
          const deliveryId = await rows.addDelivery({
            endpointId: endpoint.id,
            messageId: mintMessageId(),
            eventType: event.type,
            eventKey: event.key,
            body,
            windowStartedAt: now(),
          });
          if (deliveryId !== undefined)
            await jobs.send(DELIVER_JOB, { deliveryId, attempt: 0 } satisfies DeliverJob, { transaction: tx });
        }
      };
      await (transaction ? run(transaction) : db.transaction(run));
    },

    /**
     * One attempt of a delivery (the job's work): signed at the time of the attempt, noted with its
     * answer, and followed by the next attempt's job, or by the endpoint turned off.
     */
    async attempt({ deliveryId, attempt }: DeliverJob): Promise<void> {
      const found = await repository.forAttempt(deliveryId);
      if (found?.delivery.status !== 'pending' || found.delivery.attempts !== attempt) return;
      const { delivery, endpoint, ownerEmail } = found;
      const at = now();
      const code = await post(
        endpoint.url,
        signedHeaders(signingSecrets(endpoint, at), delivery.messageId, at, delivery.body),
        delivery.body,
      );
      const succeeded = code !== null && code >= 200 && code < 300;
      const fared = await repository.noteEndpointFared(endpoint.id, succeeded, at);
      if (succeeded) {
        await repository.noteAttempt(deliveryId, { at, responseCode: code, status: 'delivered', nextAttemptAt: null });
        return;
      }
      const failingSince = fared?.failingSince ?? at;
      const gone = code === 410;
      const failedForADay = at.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS;
      const next = gone || failedForADay ? null : nextAttemptAt(attempt + 1, delivery.windowStartedAt, at);
      await db.transaction(async (tx) => {
        await webhooksRepository(tx).noteAttempt(deliveryId, {
          at,
          responseCode: code,
          status: next ? 'pending' : 'failed',
          nextAttemptAt: next,
        });
        if (next)
          await jobs.send(DELIVER_JOB, { deliveryId, attempt: attempt + 1 } satisfies DeliverJob, {
            transaction: tx,
            startAfter: next,
          });
      });
      if (gone) await disable(endpoint, ownerEmail, at, 'it answered 410 Gone, which asks us to stop.');
      else if (failedForADay)
        await disable(endpoint, ownerEmail, at, 'every delivery to it failed for a day (24 hours).');
    },
  };
}
