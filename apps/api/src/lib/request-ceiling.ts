/**
 * A ceiling on the requests of each client address in fixed windows of the clock: at most `max`
 * requests in each `windowMs` that starts at a multiple of it, so that every process counts into the
 * same windows. Counted in this process's memory, for as many addresses as `addresses` allows: beyond
 * that the address whose window began first is forgotten, so that a flood of addresses costs bounded
 * memory (and that address starts afresh).
 *
 * Processes share their counts by taking turns (`unshared`, then `heard`): what this process counted
 * since it last told the others, and the total every process had counted when it was told. Between
 * two turns a process refuses on what it knows, so several processes together let through at most a
 * turn's worth more than one would.
 */
export type CeilingOptions = { max: number; windowMs: number; addresses?: number; now?: () => number };

type Window = {
  startsAt: number;
  endsAt: number;
  /** Requests this process counted in the window. */
  count: number;
  /** How many of them the other processes were told of. */
  shared: number;
  /** Requests the other processes had counted in the window, when this process last heard. */
  others: number;
};

/** What a process counted for an address in a window since it last told the others. */
export type UnsharedCount = { address: string; windowStart: Date; count: number };

/** An address's count in its current window: the refusal's wait (0 within the ceiling) and what is left. */
export type CeilingCount = { wait: number; remaining: number; resetMs: number };

export class RequestCeiling {
  readonly max: number;
  readonly windowMs: number;
  readonly #addresses: number;
  readonly #now: () => number;
  /** In the order the windows began, which is the order they end: every window has the same length. */
  readonly #windows = new Map<string, Window>();

  constructor({ max, windowMs, addresses = 10_000, now = Date.now }: CeilingOptions) {
    this.max = max;
    this.windowMs = windowMs;
    this.#addresses = addresses;
    this.#now = now;
  }

  /** Counts a request from the address: 0 when it is within the ceiling, else the ms until its window ends. */
  hit(address: string): number {
    const now = this.#now();
    const window = this.#windowOf(address, now);
    window.count += 1;
    return window.count + window.others > this.max ? window.endsAt - now : 0;
  }

  /** `hit`, with what is left of the window for the headers that tell a client. */
  count(address: string): CeilingCount {
    const now = this.#now();
    const wait = this.hit(address);
    const window = this.#windows.get(address) as Window;
    return {
      wait,
      remaining: Math.max(0, this.max - window.count - window.others),
      resetMs: window.endsAt - now,
    };
  }

  /**
   * The counts the other processes have not been told of, in windows not yet ended; from now on they
   * count as told. Give the totals they come back with to `heard`.
   */
  unshared(): UnsharedCount[] {
    const now = this.#now();
    const counts: UnsharedCount[] = [];
    for (const [address, window] of this.#windows) {
      if (window.endsAt <= now || window.count === window.shared) continue;
      counts.push({ address, windowStart: new Date(window.startsAt), count: window.count - window.shared });
      window.shared = window.count;
    }
    return counts;
  }

  /**
   * Every process's total for the address's window, as the shared count answered after this
   * process's `unshared` counts were added to it: what the others counted is that total less what
   * this process had told.
   */
  heard(address: string, windowStart: Date, total: number): void {
    const window = this.#windows.get(address);
    if (window?.startsAt !== windowStart.getTime()) return;
    window.others = Math.max(0, total - window.shared);
  }

  get addresses(): number {
    return this.#windows.size;
  }

  #windowOf(address: string, now: number): Window {
    let window = this.#windows.get(address);
    if (window === undefined || window.endsAt <= now) {
      this.#windows.delete(address);
      this.#makeRoom(now);
      const startsAt = now - (now % this.windowMs);
      window = { startsAt, endsAt: startsAt + this.windowMs, count: 0, shared: 0, others: 0 };
      this.#windows.set(address, window);
    }
    return window;
  }

  #makeRoom(now: number) {
    for (const [address, window] of this.#windows) {
      if (window.endsAt > now && this.#windows.size < this.#addresses) return;
      this.#windows.delete(address);
    }
  }
}

/** How long to wait, in words: "45 seconds", "1 minute", "15 minutes". */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
