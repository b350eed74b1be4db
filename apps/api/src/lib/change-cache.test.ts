import { describe, expect, it } from 'vitest';
import { changeFeed as feed } from '../../../../test/support/change-feed.ts';
import { ChangeCache, type ChangeSource } from './change-cache.ts';

type Row = { id: string; userId: number; version: number };

function cacheOf(source: ChangeSource, options: { maxEntries?: number; now?: () => number } = {}) {
  return new ChangeCache<Row>(source, {
    topic: 'user',
    tagOf: (row) => row.userId,
    maxEntries: options.maxEntries ?? 100,
    maxAgeMs: 60_000,
    validUntil: (row) => (row.id === 'expiring' ? 5_000 : Number.POSITIVE_INFINITY),
    now: options.now ?? (() => 0),
  });
}

/** A database of one version per key; each read counts. */
function database() {
  const versions = new Map<string, number>();
  let reads = 0;
  return {
    set: (id: string, version: number) => versions.set(id, version),
    get reads() {
      return reads;
    },
    load:
      (id: string, userId = 1) =>
      async () => {
        reads += 1;
        const version = versions.get(id);
        return version === undefined ? undefined : { id, userId, version };
      },
  };
}

describe('ChangeCache', () => {
  it('reads once, then answers from memory', async () => {
    const { source } = feed();
    const db = database();
    db.set('a', 1);
    const cache = cacheOf(source);
    expect(await cache.get('a', db.load('a'))).toMatchObject({ version: 1 });
    expect(await cache.get('a', db.load('a'))).toMatchObject({ version: 1 });
    expect(db.reads).toBe(1);
  });

  it('reads again after a change to what the entry copies, and only that', async () => {
    const { source, change } = feed();
    const db = database();
    db.set('a', 1);
    db.set('b', 1);
    const cache = cacheOf(source);
    await cache.get('a', db.load('a', 1));
    await cache.get('b', db.load('b', 2));
    db.set('a', 2);
    change('user', 1);
    change('professional', 2);
    expect(await cache.get('a', db.load('a', 1))).toMatchObject({ version: 2 });
    expect(await cache.get('b', db.load('b', 2))).toMatchObject({ version: 1 });
    expect(db.reads).toBe(3);
  });

  it('reads the keys it does not keep in one load, keeps what it found, and none of a load a change crossed', async () => {
    const { source, change } = feed();
    const db = database();
    db.set('a', 1);
    db.set('b', 1);
    db.set('c', 1);
    const cache = cacheOf(source);
    await cache.get('a', db.load('a'));
    const asked: string[][] = [];
    const loadAll = (missing: string[]) => {
      asked.push(missing);
      return Promise.all(missing.map((id) => db.load(id)())).then(
        (rows) => new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : []))),
      );
    };
    const rows = await cache.getMany(['a', 'b', 'c', 'unknown'], loadAll);
    expect([...rows.values()].map((row) => row?.version)).toEqual([1, 1, 1, undefined]);
    expect(asked).toEqual([['b', 'c', 'unknown']]);
    expect(cache.size).toBe(3);

    change('user', 1);
    await cache.getMany(['a', 'b'], async (missing) => {
      const found = await loadAll(missing);
      change('user', 1);
      return found;
    });
    expect(cache.size).toBe(0);
  });

  it('does not keep a read during which a change arrived, since it may hold the old row', async () => {
    const { source, change } = feed();
    const db = database();
    db.set('a', 1);
    const cache = cacheOf(source);
    const stale = await cache.get('a', async () => {
      const row = await db.load('a')();
      db.set('a', 2);
      change('user', 1);
      return row;
    });
    expect(stale).toMatchObject({ version: 1 });
    expect(await cache.get('a', db.load('a'))).toMatchObject({ version: 2 });
  });

  it('caches nothing while the feed is down, and drops what it cached when the feed is lost', async () => {
    const { source, lose } = feed();
    const db = database();
    db.set('a', 1);
    const cache = cacheOf(source);
    await cache.get('a', db.load('a'));
    lose();
    expect(cache.size).toBe(0);
    await cache.get('a', db.load('a'));
    await cache.get('a', db.load('a'));
    expect(db.reads).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('keeps no miss, so that unknown keys cannot fill it', async () => {
    const { source } = feed();
    const db = database();
    const cache = cacheOf(source);
    expect(await cache.get('nobody', db.load('nobody'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const { source } = feed();
    const db = database();
    for (const id of ['a', 'b', 'c']) db.set(id, 1);
    const cache = cacheOf(source, { maxEntries: 2 });
    await cache.get('a', db.load('a'));
    await cache.get('b', db.load('b'));
    await cache.get('a', db.load('a'));
    await cache.get('c', db.load('c'));
    expect(db.reads).toBe(3);
    await cache.get('a', db.load('a'));
    expect(db.reads).toBe(3);
    await cache.get('b', db.load('b'));
    expect(db.reads).toBe(4);
  });

  it('reads again once an entry is past its own end or its age', async () => {
    const { source } = feed();
    const db = database();
    db.set('expiring', 1);
    db.set('a', 1);
    let now = 0;
    const cache = cacheOf(source, { now: () => now });
    await cache.get('expiring', db.load('expiring'));
    await cache.get('a', db.load('a'));
    now = 5_000;
    await cache.get('expiring', db.load('expiring'));
    await cache.get('a', db.load('a'));
    expect(db.reads).toBe(3);
    now = 60_001;
    await cache.get('a', db.load('a'));
    expect(db.reads).toBe(4);
  });

  it('peeks at the cached entry, and at nothing once a change, its end or the feed drops it', async () => {
    const { source, change, lose } = feed();
    const db = database();
    db.set('a', 1);
    db.set('expiring', 1);
    let now = 0;
    const cache = cacheOf(source, { now: () => now });
    expect(cache.peek('a')).toBeUndefined();
    const cached = await cache.get('a', db.load('a'));
    await cache.get('expiring', db.load('expiring'));
    expect(cache.peek('a')).toBe(cached);
    change('user', 1);
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', db.load('a'));
    now = 5_000;
    expect(cache.peek('expiring')).toBeUndefined();
    expect(cache.peek('a')).toEqual({ id: 'a', userId: 1, version: 1 });
    lose();
    expect(cache.peek('a')).toBeUndefined();
    expect(db.reads).toBe(3);
  });
});
