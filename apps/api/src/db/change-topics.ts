/**
 * The channel and topics of the change feed (plugins/app/changes.ts): the triggers of migrations 0003,
 * 0012, 0019, 0021 and 0025 announce `<topic>:<id>` on the channel when a row that a cache copies changes, and the
 * caches subscribe by these names. A test reads PostgreSQL's triggers and this list, and fails on a trigger nobody listens to
 * or a listener no trigger serves (apps/api/test/platform/change-feed.test.ts).
 */
export const changeTopics = {
  /** A user's account or sessions (the cached sessions of accounts/session.ts). */
  user: 'user',
  /** A professional's profile, programs, hours and days off. */
  professional: 'professional',
  /** A professional's calls. */
  professionalCalls: 'professional-calls',
  /** A buyer's calls. */
  buyerCalls: 'buyer',
  /** An account's calendar connections (the accounts with a calendar, modules/calendars). */
  calendar: 'calendar',
  /** The program catalogue: a program or an agency (the search index of modules/search). */
  catalogue: 'catalogue',
} as const;

export type ChangeTopic = (typeof changeTopics)[keyof typeof changeTopics];

/** The channel of the change feed's notifications. */
export const CHANGE_CHANNEL = 'data_changed';

/**
 * Tells every process listening that any row of these topics may have changed, so that each drops
 * everything its caches of them hold: for whoever changed rows without their triggers (a restore, a
 * bulk load under `session_replication_role = replica`), whose changes announced nothing. `client`
 * is any connection to the app's database (a `pg` client or pool).
 */
export async function announceEverythingChanged(
  client: { query(text: string, values: unknown[]): Promise<unknown> },
  topics: readonly ChangeTopic[],
): Promise<void> {
  await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, topics.join(' ')]);
}
