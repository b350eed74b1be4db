/**
 * Which accounts have a connected calendar, read whole once and kept in step by the change feed's
 * `calendar` topic (a connection made, refreshed, broken or removed, in any process): an account
 * outside the set has no calendar whose busy times a slot list must ask for, and that is known
 * without a query. Most accounts have none, and every slot list asks about both of its accounts; a
 * buyer's first slot list read their connections before anything else of theirs was needed.
 *
 * An account changed since the set was read is unsure, and its connections are read as they are
 * needed. While the feed is down nothing is sure, so every account is; once it is back the set is
 * read again.
 */
import { changeTopics } from '../../db/change-topics.ts';
import type { ChangeSource } from '../../lib/change-cache.ts';

/** Beyond this many accounts changed since the set was read, it is read again rather than kept. */
const MAX_UNSURE = 1_000;

export type ConnectedAccounts = {
  /** False when the account surely has no connected calendar; true when it may have one. */
  mayHaveCalendar(userId: number): Promise<boolean>;
  /** True when the account surely has no connected calendar, as far as is known without waiting. */
  surelyWithout(userId: number): boolean;
  /** A calendar of the account was connected through this process, before the feed says so. */
  connected(userId: number): void;
};

export function connectedAccounts(
  changes: ChangeSource,
  /** The ids of the accounts with a connected calendar, now. */
  readAll: () => Promise<number[]>,
): ConnectedAccounts {
  let accounts: ReadonlySet<number> | undefined;
  let reading: Promise<void> | undefined;
  /** Accounts changed since the set was read (or since its read began). */
  const unsure = new Set<number>();
  /** Counts the times all was forgotten: a read under way then may have missed a change. */
  let forgotten = 0;

  const forgetAll = () => {
    forgotten += 1;
    accounts = undefined;
    unsure.clear();
  };
  changes.subscribe(changeTopics.calendar, {
    onChange(userId) {
      if (unsure.size >= MAX_UNSURE) forgetAll();
      else unsure.add(userId);
    },
    onLost: forgetAll,
  });

  async function read(): Promise<void> {
    // A change heard from now on may be missing from what the read finds: it stays unsure.
    unsure.clear();
    const before = forgotten;
    const ids = await readAll();
    if (changes.live && forgotten === before) accounts = new Set(ids);
  }

  const surelyWithout = (userId: number) =>
    changes.live && accounts !== undefined && !accounts.has(userId) && !unsure.has(userId);

  return {
    async mayHaveCalendar(userId) {
      if (!changes.live) return true;
      if (accounts === undefined) {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return !surelyWithout(userId);
    },
    surelyWithout,
    connected(userId) {
      unsure.add(userId);
    },
  };
}
