/**
 * A cache of rows this process read, kept correct by the change feed rather than by a short life:
 * each entry is tagged with the id of what it copies (a user, a professional), and a change to that
 * id, made here or by any other process, drops every entry with that tag.
 *
 * A read that was under way when a change arrived is answered but not cached, since it may hold the
 * old row. While the feed is down nothing is cached at all, and whatever was cached is dropped,
 * because a change might go unheard. A process answers no change of its own before it has heard it (the feed
 * settles every request that may write, or the service announces its change), so a caller never
 * reads back the row they just replaced.
 */
import type { ChangeTopic } from '../db/change-topics.ts';

export type ChangeListener = { onChange(id: number): void; onLost(): void };

export type ChangeSource = {
  /** True while changes are being heard. */
  readonly live: boolean;
  /**
   * Calls `onChange` with the id of each change to the topic, and `onLost` when changes may have been
   * missed or any row of the topic may have changed at once (a restore): then nothing held is sure.
   */
  subscribe(topic: ChangeTopic, listener: ChangeListener): void;
  /**
   * Tells this process's listeners at once of a change it has just committed, rather than when the
   * feed brings it back (the feed still tells every process, this one too, a moment later).
   */
  announce(topic: ChangeTopic, id: number): void;
  /**
   * Tells every process of changes this one has just committed that no trigger announces (a new
   * call, decision 057): this process's listeners at once, the others once a notification sent
   * after the commit reaches them. A process that dies in between leaves the others' copies to
   * their age limit.
   */
  announceCommitted(changes: readonly (readonly [ChangeTopic, number])[]): void;
  /** The topics something listens to, for the test that ties them to the triggers. */
  listenedTopics(): ChangeTopic[];
};

type Entry<V> = { value: V; tag: number; expiresAt: number };

export type ChangeCacheOptions<V> = {
  /** The topic whose changes drop entries, such as `user`. */
  topic: ChangeTopic;
  /** The id of what an entry copies, matched against the ids of changes. */
  tagOf(value: V): number;
  /** Beyond this, the least recently used entries go. */
  maxEntries: number;
  /** The longest an entry is cached, a bound on memory held by idle keys rather than on staleness. */
  maxAgeMs: number;
  /** A time after which an entry is wrong in itself (a session's expiry), in epoch milliseconds. */
  validUntil?(value: V): number;
  now?(): number;
};

export class ChangeCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #keysByTag = new Map<number, Set<string>>();
  readonly #source: ChangeSource;
  readonly #options: ChangeCacheOptions<V>;
  readonly #now: () => number;
  /** Counts the changes heard, so that a read can tell whether one arrived while it was under way. */
  #changes = 0;

  constructor(source: ChangeSource, options: ChangeCacheOptions<V>) {
    this.#source = source;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    source.subscribe(options.topic, { onChange: (id) => this.forget(id), onLost: () => this.clear() });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry of the key, or what `load` reads; nothing that `load` does not find is cached. */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) {
      // Moved to the end: the map's order is the order of use.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.#drop(key, entry.tag);
    const changesBefore = this.#changes;
    const value = await load();
    if (value !== undefined && this.#source.live && this.#changes === changesBefore) this.#keep(key, value);
    return value;
  }

  /**
   * The entries of the keys, those not cached read together by one `load` of the missing keys (a
   * month's days in one query), which answers a value for each key it finds; what it finds is cached
   * as `get` caches it.
   */
  async getMany(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V | undefined>> {
    const found = new Map<string, V | undefined>();
    const missing: string[] = [];
    const now = this.#now();
    for (const key of keys) {
      const entry = this.#entries.get(key);
      if (entry && entry.expiresAt > now) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        found.set(key, entry.value);
      } else {
        if (entry) this.#drop(key, entry.tag);
        missing.push(key);
      }
    }
    if (missing.length === 0) return found;
    const changesBefore = this.#changes;
    const loaded = await load(missing);
    const keep = this.#source.live && this.#changes === changesBefore;
    for (const key of missing) {
      const value = loaded.get(key);
      found.set(key, value);
      if (value !== undefined && keep) this.#keep(key, value);
    }
    return found;
  }

  /**
   * The entry of the key if one is cached, without reading and without counting as a use: for a caller
   * that holds something made from an entry and asks whether it is still the current one.
   */
  peek(key: string): V | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > this.#now() ? entry.value : undefined;
  }

  /** Drops the entries copying this id: the feed calls it for every change it hears. */
  forget(tag: number): void {
    this.#changes += 1;
    for (const key of this.#keysByTag.get(tag) ?? []) this.#entries.delete(key);
    this.#keysByTag.delete(tag);
  }

  clear(): void {
    this.#changes += 1;
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  #keep(key: string, value: V) {
    const { tagOf, maxAgeMs, maxEntries, validUntil } = this.#options;
    const expiresAt = Math.min(this.#now() + maxAgeMs, validUntil?.(value) ?? Number.POSITIVE_INFINITY);
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous.tag);
    const tag = tagOf(value);
    this.#entries.set(key, { value, tag, expiresAt });
    const keys = this.#keysByTag.get(tag) ?? new Set<string>();
    keys.add(key);
    this.#keysByTag.set(tag, keys);
    while (this.#entries.size > maxEntries) {
      const [oldestKey, oldest] = this.#entries.entries().next().value ?? [];
      if (oldestKey === undefined || oldest === undefined) break;
      this.#drop(oldestKey, oldest.tag);
    }
  }

  #drop(key: string, tag: number) {
    this.#entries.delete(key);
    const keys = this.#keysByTag.get(tag);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByTag.delete(tag);
  }
}
