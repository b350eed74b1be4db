/**
 * The change feed's two halves, written in two languages, agree: every trigger announces a topic of
 * db/change-topics.ts that something in the app listens to, and every topic listened to has a
 * trigger. A trigger nobody hears only costs writes; a listener no trigger serves keeps stale rows.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeTopics } from '../../src/db/change-topics.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

/** The topic of each trigger that calls notify_data_changed, read from PostgreSQL's catalogue. */
async function triggerTopics(): Promise<Map<string, string>> {
  const { rows } = await app.db.execute<{ trigger: string; args: string }>(sql`
    select tgname as trigger, encode(tgargs, 'escape') as args
    from pg_trigger join pg_proc on pg_proc.oid = pg_trigger.tgfoid
    where pg_proc.proname = 'notify_data_changed' and not tgisinternal`);
  // The arguments are stored NUL-separated: the topic first, then the id column.
  return new Map(rows.map((row) => [row.trigger, row.args.split('\\000')[0] ?? '']));
}

describe('the change feed (issue 17)', () => {
  it('has a trigger for every topic, and a topic of ours for every trigger', async () => {
    const topics = await triggerTopics();
    expect(topics.size).toBeGreaterThan(0);
    const known = new Set<string>(Object.values(changeTopics));
    for (const [trigger, topic] of topics) expect(known, `trigger ${trigger} announces ${topic}`).toContain(topic);
    expect(new Set(topics.values())).toEqual(known);
  });

  it('listens to exactly the topics the triggers announce', async () => {
    const announced = new Set((await triggerTopics()).values());
    expect(new Set(app.changes.listenedTopics())).toEqual(announced);
  });
});
