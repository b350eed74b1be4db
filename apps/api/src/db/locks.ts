import { sql } from 'drizzle-orm';

/**
 * Makes transactions that name the same key take turns, on one server or many; released when the
 * transaction ends.
 */
export function advisoryTransactionLock(key: string) {
  return sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}
