/** The calendars module's queries: the connections of accounts to their Google or Microsoft calendar. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { calendarConnections } from '../../db/schema/index.ts';
import type { ProviderName } from '../identity/index.ts';

export type Connection = typeof calendarConnections.$inferSelect;
type ConnectionTokens = Pick<
  typeof calendarConnections.$inferInsert,
  'accessTokenSealed' | 'accessTokenExpiresAt' | 'refreshTokenSealed'
>;
type ConnectedValues = ConnectionTokens & Pick<typeof calendarConnections.$inferInsert, 'accountEmail'>;

const ofAccount = (userId: number, provider: ProviderName) =>
  and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider));

export function calendarsRepository(db: Database) {
  // Asked by the first slot list of every account (does it have a calendar to read?): built once
  // and prepared on each connection, rather than built again for every new buyer.
  const connectionsOf = db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, sql.placeholder('userId')))
    .prepare('calendars_connections_of');
  return {
    /** Connects, or connects again: a connection once broken is whole again. */
    async saveConnected(userId: number, provider: ProviderName, tokens: ConnectedValues): Promise<void> {
      const values = { ...tokens, status: 'connected' as const, connectedAt: new Date(), brokenAt: null };
      await db
        .insert(calendarConnections)
        .values({ userId, provider, ...values })
        .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider], set: values });
    },

    list: (userId: number): Promise<Connection[]> => connectionsOf.execute({ userId }),

    /** The accounts that have a connected calendar. */
    async accountsWithCalendar(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: calendarConnections.userId })
        .from(calendarConnections)
        .where(eq(calendarConnections.status, 'connected'));
      return rows.map((row) => row.userId);
    },

    async find(userId: number, provider: ProviderName): Promise<Connection | undefined> {
      const [connection] = await db.select().from(calendarConnections).where(ofAccount(userId, provider));
      return connection;
    },

    async remove(userId: number, provider: ProviderName): Promise<boolean> {
      const rows = await db
        .delete(calendarConnections)
        .where(ofAccount(userId, provider))
        .returning({ id: calendarConnections.id });
      return rows.length > 0;
    },

    async saveTokens(connectionId: number, tokens: ConnectionTokens): Promise<void> {
      await db.update(calendarConnections).set(tokens).where(eq(calendarConnections.id, connectionId));
    },

    /** Marks a connected connection broken and forgets its tokens; false when it already was. */
    async markBroken(connectionId: number): Promise<boolean> {
      const broke = await db
        .update(calendarConnections)
        .set({ status: 'broken', brokenAt: sql`now()`, accessTokenSealed: null, refreshTokenSealed: null })
        .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'connected')))
        .returning({ id: calendarConnections.id });
      return broke.length > 0;
    },
  };
}
