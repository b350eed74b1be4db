/**
 * A professional's webhooks (docs/decisions/054-signed-webhooks-of-a-professional.md): endpoints
 * registered with the events they choose and a secret shown once, rotated with a day when both
 * secrets sign, their deliveries listed and sent again by hand; and the work of the deliveries
 * themselves (`deliveries.ts`).
 */
import {
  type NewWebhookEndpointBody,
  SECRET_ROTATION_HOURS,
  WEBHOOK_ENDPOINTS_PER_OWNER,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@hbw/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.ts';
import type { TokenVault } from '../../lib/token-vault.ts';
import type { Jobs } from '../../plugins/app/jobs.ts';
import type { Mail } from '../../plugins/app/mail.ts';
import { DELIVER_JOB, type DeliverJob, deliveryWork } from './deliveries.ts';
import { endpointAddressProblem } from './endpoint-addresses.ts';
import { type WebhookDeliveryRow, type WebhookEndpointRow, webhooksRepository } from './repository.ts';
import { mintSigningSecret } from './signatures.ts';

export type WebhooksDeps = {
  db: Database;
  config: Config;
  jobs: Jobs;
  mail: Mail;
  vault: TokenVault;
  now?: () => Date;
};

function present(row: WebhookEndpointRow, now: Date): WebhookEndpoint {
  const rotating = row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil : null;
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
    previous_secret_until: rotating?.toISOString() ?? null,
  };
}

function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_response_code: row.lastResponseCode,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The endpoints as their owner manages them: registered, listed, removed, rotated, turned back on, their log. */
function endpointManagement({ db, config, jobs, vault, now = () => new Date() }: WebhooksDeps) {
  const repository = webhooksRepository(db);

  async function endpointOf(professionalId: number, id: number): Promise<WebhookEndpointRow> {
    const endpoint = await repository.findOf(id, professionalId);
    if (!endpoint) throw notFound('You have no such webhook endpoint.');
    return endpoint;
  }

  return {
    async list(professionalId: number): Promise<WebhookEndpoint[]> {
      const at = now();
      return (await repository.listOf(professionalId)).map((row) => present(row, at));
    },

    /** A new endpoint: the only answer, with a rotation's, that holds its secret. */
    async create(
      professionalId: number,
      createdBy: number | null,
      body: NewWebhookEndpointBody,
    ): Promise<WebhookEndpointWithSecret> {
      const problem = endpointAddressProblem(body.url, config.production);
      if (problem) throw invalidInput({ url: [problem] });
      if ((await repository.countOf(professionalId)) >= WEBHOOK_ENDPOINTS_PER_OWNER)
        throw new HttpError(
          409,
          `You have ${WEBHOOK_ENDPOINTS_PER_OWNER} webhook endpoints already: remove one before you add another.`,
        );
      const secret = mintSigningSecret();
      const row = await repository.create({
        professionalId,
        createdBy,
        url: body.url,
        events: body.events,
        secretSealed: vault.seal(secret),
      });
      return { ...present(row, now()), secret };
    },

    async remove(professionalId: number, id: number): Promise<void> {
      if (!(await repository.remove(id, professionalId))) throw notFound('You have no such webhook endpoint.');
    },

    /** A new secret, shown once; the one it replaces signs beside it for a day. */
    async rotate(professionalId: number, id: number): Promise<WebhookEndpointWithSecret> {
      await endpointOf(professionalId, id);
      const secret = mintSigningSecret();
      const until = new Date(now().getTime() + SECRET_ROTATION_HOURS * 60 * 60_000);
      const row = await repository.rotate(id, vault.seal(secret), until);
      if (!row) throw notFound('You have no such webhook endpoint.');
      return { ...present(row, now()), secret };
    },

    /** Turns an endpoint that was turned off back on; events from now on are delivered to it. */
    async enable(professionalId: number, id: number): Promise<WebhookEndpoint> {
      await endpointOf(professionalId, id);
      await repository.enable(id);
      return present(await endpointOf(professionalId, id), now());
    },

    /** The latest deliveries to the endpoint, newest first. */
    async deliveries(professionalId: number, id: number): Promise<WebhookDelivery[]> {
      await endpointOf(professionalId, id);
      return (await repository.deliveriesOf(id)).map(presentDelivery);
    },

    /** Sends a delivery again, by hand: the same `webhook-id` and body, a new day of attempts. */
    async redeliver(professionalId: number, id: number, deliveryId: number): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(professionalId, id);
      if (endpoint.disabledAt) throw new HttpError(409, 'This endpoint is off: turn it on before you send to it.');
      const delivery = await repository.findDelivery(deliveryId, id);
      if (!delivery) throw notFound('This endpoint has no such delivery.');
      if (delivery.status === 'pending')
        throw new HttpError(409, 'This delivery is still being attempted: it goes out at its next attempt.');
      const at = now();
      await db.transaction(async (tx) => {
        await webhooksRepository(tx).restart(deliveryId, at);
        await jobs.send(DELIVER_JOB, { deliveryId, attempt: delivery.attempts } satisfies DeliverJob, {
          transaction: tx,
        });
      });
      const restarted = await repository.findDelivery(deliveryId, id);
      if (!restarted) throw notFound('This endpoint has no such delivery.');
      return presentDelivery(restarted);
    },
  };
}

export function webhooksService(deps: WebhooksDeps) {
  return { ...endpointManagement(deps), ...deliveryWork(deps) };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
