/** The audit log's rows: written by every console change in its own transaction, then only read. */
import type { AuditAction, AuditEvent, AuditQuery } from '@hbw/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type Actor = { userId: number; email: string };

export type AuditEntry = {
  action: AuditAction;
  objectKind: string;
  objectId: string | number;
  before: unknown;
  after: unknown;
};

export type AuditFilter = Omit<AuditQuery, 'page'>;

function condition(filter: AuditFilter): SQL | undefined {
  return and(
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.object_kind ? eq(auditEvents.objectKind, filter.object_kind) : undefined,
    filter.object_id ? eq(auditEvents.objectId, filter.object_id) : undefined,
    filter.actor_id ? eq(auditEvents.actorId, filter.actor_id) : undefined,
  );
}

function toAuditEvent(row: typeof auditEvents.$inferSelect): AuditEvent {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    object_kind: row.objectKind,
    object_id: row.objectId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

export function auditRepository(db: Database) {
  return {
    /** Call it with the transaction of the change, so that the row exists if and only if the change does. */
    async record(actor: Actor, entry: AuditEntry): Promise<void> {
      await db.insert(auditEvents).values({
        actorId: actor.userId,
        actorEmail: actor.email,
        action: entry.action,
        objectKind: entry.objectKind,
        objectId: String(entry.objectId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** A page of events, the latest first. */
    async page(filter: AuditFilter, page: number, perPage: number) {
      const where = condition(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
      ]);
      return { rows: rows.map(toAuditEvent), total: count?.total ?? 0 };
    },
  };
}
