/**
 * A ceiling on the requests of each client address in fixed windows: at most `max` requests from
 * the first one until `windowMs` later. Counted in this process's memory, for as many addresses as
 * `addresses` allows: beyond that the address whose window began first is forgotten, so that a flood
 * of addresses costs bounded memory (and that address starts afresh).
 */
export type CeilingOptions = { max: number; windowMs: number; addresses?: number; now?: () => number };

type Window = { count: number; endsAt: number };

export class RequestCeiling {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #addresses: number;
  readonly #now: () => number;
  /** In the order the windows began, which is the order they end: every window has the same length. */
  readonly #windows = new Map<string, Window>();

  constructor({ max, windowMs, addresses = 10_000, now = Date.now }: CeilingOptions) {
    this.#max = max;
    this.#windowMs = windowMs;
    this.#addresses = addresses;
    this.#now = now;
  }

  /** Counts a request from the address: 0 when it is within the ceiling, else the ms until its window ends. */
  hit(address: string): number {
    const now = this.#now();
    let window = this.#windows.get(address);
    if (window === undefined || window.endsAt <= now) {
      this.#windows.delete(address);
      this.#makeRoom(now);
      window = { count: 0, endsAt: now + this.#windowMs };
      this.#windows.set(address, window);
    }
    window.count += 1;
    return window.count > this.#max ? window.endsAt - now : 0;
  }

  get addresses(): number {
    return this.#windows.size;
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
