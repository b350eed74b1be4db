import { describe, expect, it } from 'vitest';
import { changeFeed } from '../../../../../test/support/change-feed.ts';
import { connectedAccounts } from './connected-accounts.ts';

/** The accounts with a calendar in the database, and how often all of them were read. */
function database(...ids: number[]) {
  const connected = new Set(ids);
  let reads = 0;
  let gate: Promise<void> | undefined;
  return {
    connected,
    get reads() {
      return reads;
    },
    /** Holds the next reads until `open` is called, for a change to arrive while one is under way. */
    hold() {
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    readAll: async () => {
      reads += 1;
      const found = [...connected];
      await gate;
      return found;
    },
  };
}

describe('which accounts have a calendar', () => {
  it('knows without asking again that an account has none, once the set is read', async () => {
    const db = database(1, 2);
    const accounts = connectedAccounts(changeFeed().source, db.readAll);
    expect(accounts.surelyWithout(3)).toBe(false);
    expect(await accounts.mayHaveCalendar(3)).toBe(false);
    expect(await accounts.mayHaveCalendar(1)).toBe(true);
    expect(await accounts.mayHaveCalendar(4)).toBe(false);
    expect(accounts.surelyWithout(3)).toBe(true);
    expect(accounts.surelyWithout(2)).toBe(false);
    expect(db.reads).toBe(1);
  });

  it('reads the set once for requests that arrive together', async () => {
    const db = database(1);
    const accounts = connectedAccounts(changeFeed().source, db.readAll);
    const open = db.hold();
    const answers = Promise.all([accounts.mayHaveCalendar(1), accounts.mayHaveCalendar(2)]);
    open();
    expect(await answers).toEqual([true, false]);
    expect(db.reads).toBe(1);
  });

  it('is unsure of an account whose connections changed, in any process or in this one', async () => {
    const feed = changeFeed();
    const db = database();
    const accounts = connectedAccounts(feed.source, db.readAll);
    expect(await accounts.mayHaveCalendar(5)).toBe(false);
    feed.change('calendar', 5);
    expect(await accounts.mayHaveCalendar(5)).toBe(true);
    accounts.connected(6);
    expect(await accounts.mayHaveCalendar(6)).toBe(true);
    feed.change('user', 7);
    expect(await accounts.mayHaveCalendar(7)).toBe(false);
    expect(db.reads).toBe(1);
  });

  it('keeps unsure an account changed while the set was being read', async () => {
    const feed = changeFeed();
    const db = database();
    const accounts = connectedAccounts(feed.source, db.readAll);
    const open = db.hold();
    const answer = accounts.mayHaveCalendar(8);
    db.connected.add(8);
    feed.change('calendar', 8);
    open();
    expect(await answer).toBe(true);
  });

  it('is sure of nothing while the feed is down, and reads the set again once it is back', async () => {
    const feed = changeFeed();
    const db = database();
    const accounts = connectedAccounts(feed.source, db.readAll);
    expect(await accounts.mayHaveCalendar(9)).toBe(false);
    feed.lose();
    db.connected.add(9);
    expect(await accounts.mayHaveCalendar(9)).toBe(true);
    expect(accounts.surelyWithout(10)).toBe(false);
    feed.back();
    expect(await accounts.mayHaveCalendar(9)).toBe(true);
    expect(await accounts.mayHaveCalendar(10)).toBe(false);
    expect(db.reads).toBe(2);
  });

  it('does not keep a set read while the feed was lost and found again', async () => {
    const feed = changeFeed();
    const db = database();
    const accounts = connectedAccounts(feed.source, db.readAll);
    const open = db.hold();
    const answer = accounts.mayHaveCalendar(11);
    feed.lose();
    feed.back();
    db.connected.add(11);
    open();
    expect(await answer).toBe(true);
    expect(await accounts.mayHaveCalendar(11)).toBe(true);
    expect(db.reads).toBe(2);
  });
});
