/**
 * A change feed whose changes a unit test announces, as PostgreSQL's notifications would reach
 * plugins/app/changes.ts: for the caches and sets that the feed keeps in step.
 */
import type { ChangeSource } from '../../apps/api/src/lib/change-cache.ts';

export function changeFeed() {
  const listeners: { topic: string; onChange(id: number): void; onLost(): void }[] = [];
  const change = (topic: string, id: number) => {
    for (const listener of listeners) if (listener.topic === topic) listener.onChange(id);
  };
  const source: ChangeSource & { live: boolean } = {
    live: true,
    subscribe: (topic, listener) => listeners.push({ topic, ...listener }),
    announce: change,
    announceCommitted: (changes) => {
      for (const [topic, id] of changes) change(topic, id);
    },
    listenedTopics: () => [],
  };
  return {
    source,
    change,
    /** The feed's connection is lost: nothing heard from now on is sure. */
    lose: () => {
      source.live = false;
      for (const listener of listeners) listener.onLost();
    },
    /** The feed is heard again. */
    back: () => {
      source.live = true;
    },
  };
}
