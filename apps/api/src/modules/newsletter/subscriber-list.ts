/** The newsletter's subscribers as the console lists and exports them, unsubscribed ones included. */
import type { ConsoleSubscriber, ConsoleSubscribersQuery } from '@hbw/contract';
import { and, asc, desc, gt, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { containingPattern } from '../../lib/like-pattern.ts';

export type SubscriberFilter = Pick<ConsoleSubscribersQuery, 'q' | 'state'>;

const EXPORT_BATCH = 1000;

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  createdAt: newsletterSubscribers.createdAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

function condition(filter: SubscriberFilter): SQL | undefined {
  return and(
    filter.q ? ilike(newsletterSubscribers.email, containingPattern(filter.q)) : undefined,
    filter.state === 'subscribed' ? isNull(newsletterSubscribers.unsubscribedAt) : undefined,
    filter.state === 'unsubscribed' ? isNotNull(newsletterSubscribers.unsubscribedAt) : undefined,
  );
}

function toSubscriber(row: {
  id: number;
  email: string;
  createdAt: Date;
  unsubscribedAt: Date | null;
}): ConsoleSubscriber {
  return {
    id: row.id,
    email: row.email,
    subscribed_at: row.createdAt.toISOString(),
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export function subscriberList(db: Database) {
  return {
    /** A page of subscribers, the latest first. */
    async page(filter: SubscriberFilter, page: number, perPage: number) {
      const where = condition(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(where),
      ]);
      return { rows: rows.map(toSubscriber), total: count?.total ?? 0 };
    },

    /** Every subscriber the filter keeps, a batch at a time. */
    async *all(filter: SubscriberFilter): AsyncGenerator<ConsoleSubscriber[]> {
      let after = 0;
      for (;;) {
        const rows = await db
          .select(columns)
          .from(newsletterSubscribers)
          .where(and(condition(filter), gt(newsletterSubscribers.id, after)))
          .orderBy(asc(newsletterSubscribers.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toSubscriber);
        after = rows[rows.length - 1]?.id ?? after;
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}
