/** Webhook endpoints and their deliveries as rows: registered, listed, found for an attempt, noted after one. */
import type { WebhookEventType } from '@hbw/contract';
import { and, arrayContains, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { professionals, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How many deliveries an endpoint's log shows: the latest. */
export const DELIVERIES_SHOWN = 50;

/** The endpoints: registered, listed, rotated, and turned off or on as they fare. */
function endpointRows(db: Database) {
  return {
    async create(endpoint: {
      professionalId: number;
      createdBy: number | null;
      url: string;
      events: WebhookEventType[];
      secretSealed: string;
    }): Promise<WebhookEndpointRow> {
      const [created] = await db.insert(webhookEndpoints).values(endpoint).returning();
      if (!created) throw new Error('The insert returned no webhook endpoint.');
      return created;
    },

    async listOf(professionalId: number): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.professionalId, professionalId))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    },

    async countOf(professionalId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.professionalId, professionalId));
      return row?.total ?? 0;
    },

    /** The professional's endpoint, or undefined when they have no such one. */
    async findOf(id: number, professionalId: number): Promise<WebhookEndpointRow | undefined> {
      const [found] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.professionalId, professionalId)));
      return found;
    },

    async remove(id: number, professionalId: number): Promise<boolean> {
      const removed = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.professionalId, professionalId)))
        .returning({ id: webhookEndpoints.id });
      return removed.length > 0;
    },

    /** A new secret; the one it replaces keeps signing until `previousUntil`. */
    async rotate(id: number, secretSealed: string, previousUntil: Date): Promise<WebhookEndpointRow | undefined> {
      const [rotated] = await db
        .update(webhookEndpoints)
        .set({
          previousSecretSealed: sql`${webhookEndpoints.secretSealed}`,
          previousSecretUntil: previousUntil,
          secretSealed,
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return rotated;
    },

    /** Turns an endpoint back on, its failures forgotten. */
    async enable(id: number): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ disabledAt: null, disabledReason: null, failingSince: null })
        .where(eq(webhookEndpoints.id, id));
    },

    /** The endpoints of the professional that are on and chose this event. */
    async listening(professionalId: number, type: WebhookEventType): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.professionalId, professionalId),
            isNull(webhookEndpoints.disabledAt),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
    },

    /** Notes how the endpoint fares: its failures forgotten after a success, or since when it fails. */
    async noteEndpointFared(id: number, succeeded: boolean, at: Date): Promise<WebhookEndpointRow | undefined> {
      const [endpoint] = await db
        .update(webhookEndpoints)
        .set({ failingSince: succeeded ? null : sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return endpoint;
    },

    /**
     * Turns the endpoint off, and gives up its pending deliveries: true if this call turned it off
     * (so that its owner is told once).
     */
    async disable(id: number, at: Date, reason: string): Promise<boolean> {
      const disabled = await db
        .update(webhookEndpoints)
        .set({ disabledAt: at, disabledReason: reason })
        .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      if (disabled.length === 0) return false;
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
      return true;
    },
  };
}

/** The deliveries of events to endpoints, and their attempts. */
function deliveryRows(db: Database) {
  return {
    /** A delivery of an event to an endpoint, unless it was made already: its id, or undefined. */
    async addDelivery(delivery: {
      endpointId: number;
      messageId: string;
      eventType: WebhookEventType;
      eventKey: string;
      body: string;
      windowStartedAt: Date;
    }): Promise<number | undefined> {
      const [added] = await db
        .insert(webhookDeliveries)
        .values({ ...delivery, nextAttemptAt: delivery.windowStartedAt })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      return added?.id;
    },

    async deliveriesOf(endpointId: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(DELIVERIES_SHOWN);
    },

    async findDelivery(id: number, endpointId: number): Promise<WebhookDeliveryRow | undefined> {
      const [found] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
      return found;
    },

    /** A delivery with its endpoint and the address of the endpoint's owner, for an attempt. */
    async forAttempt(deliveryId: number) {
      const [found] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, ownerEmail: users.email })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(professionals, eq(professionals.id, webhookEndpoints.professionalId))
        .innerJoin(users, eq(users.id, professionals.userId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return found;
    },

    /** Notes an attempt of a pending delivery: its answer, and what comes next. */
    async noteAttempt(
      id: number,
      attempt: {
        at: Date;
        responseCode: number | null;
        status: 'pending' | 'delivered' | 'failed';
        nextAttemptAt: Date | null;
      },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: attempt.at,
          lastResponseCode: attempt.responseCode,
          status: attempt.status,
          nextAttemptAt: attempt.nextAttemptAt,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** A delivery tried again from now, by hand: a new window of attempts. */
    async restart(id: number, at: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'pending', windowStartedAt: at, nextAttemptAt: at })
        .where(eq(webhookDeliveries.id, id));
    },
  };
}

export function webhooksRepository(db: Database) {
  return { ...endpointRows(db), ...deliveryRows(db) };
}
