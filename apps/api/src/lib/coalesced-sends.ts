/**
 * Sends made one at a time, each with everything added while the one before was on its way: for
 * the notifications a process sends after its own commits (the change feed's announcements, the
 * job workers' wake-ups, decision 057), so that a burst of bookings costs a few statements rather
 * than one each, and nothing waits for them. A send that fails is reported and not tried again:
 * what it carried is lost, as a notification is when its listener's connection drops.
 */
export type CoalescedSends<T> = {
  add(item: T): void;
  /** Resolves once everything added so far has been sent (or failed). */
  idle(): Promise<void>;
};

export function coalescedSends<T>(
  send: (items: T[]) => Promise<void>,
  failed: (error: unknown) => void,
): CoalescedSends<T> {
  let waiting: T[] = [];
  let sending: Promise<void> | undefined;

  const sendAll = async () => {
    while (waiting.length > 0) {
      const items = waiting;
      waiting = [];
      try {
        await send(items);
      } catch (error) {
        failed(error);
      }
    }
    sending = undefined;
  };

  return {
    add(item) {
      waiting.push(item);
      sending ??= sendAll();
    },
    idle: async () => {
      await sending;
    },
  };
}
