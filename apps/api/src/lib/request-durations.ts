/**
 * A Prometheus histogram of request durations by method, route and status, kept for the metrics
 * page. prom-client's `observe` builds, validates and hashes the labels of every request (a share of
 * a small call's CPU that decision 013 gives). Here each route's durations are found once, when the route is added
 * (`of`); a request then finds its series by method and status and counts into its bucket, and the
 * text exposition format is written only when the page is asked for.
 */
type Series = { labels: string; buckets: number[]; sum: number; count: number };

/** A label value in the exposition format: backslash, double quote and line feed escaped. */
const escaped = (value: string) =>
  value.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));

/** The durations of one route, by method and status. */
export class RouteDurations {
  readonly #route: string;
  readonly #bounds: readonly number[];
  readonly #byMethod = new Map<string, Map<number, Series>>();

  constructor(route: string, bounds: readonly number[]) {
    this.#route = route;
    this.#bounds = bounds;
  }

  record(method: string, status: number, seconds: number): void {
    let byStatus = this.#byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = new Map();
      this.#byMethod.set(method, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      const labels = `method="${escaped(method)}",route="${escaped(this.#route)}",status="${status}"`;
      series = { labels, buckets: this.#bounds.map(() => 0), sum: 0, count: 0 };
      byStatus.set(status, series);
    }
    let bucket = 0;
    while (bucket < this.#bounds.length && seconds > (this.#bounds[bucket] ?? 0)) bucket += 1;
    // Beyond the last bound a duration counts only in `+Inf`, which is the count.
    if (bucket < this.#bounds.length) series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  *series(): Iterable<Series> {
    for (const byStatus of this.#byMethod.values()) yield* byStatus.values();
  }
}

export class RequestDurations {
  readonly #name: string;
  readonly #help: string;
  readonly #bounds: readonly number[];
  readonly #routes = new Map<string, RouteDurations>();

  /** `bounds` are the buckets' upper bounds in seconds, ascending. */
  constructor(name: string, help: string, bounds: readonly number[]) {
    this.#name = name;
    this.#help = help;
    this.#bounds = bounds;
  }

  /** The durations of the route with this pattern (the same object for the same pattern). */
  of(route: string): RouteDurations {
    let durations = this.#routes.get(route);
    if (durations === undefined) {
      durations = new RouteDurations(route, this.#bounds);
      this.#routes.set(route, durations);
    }
    return durations;
  }

  /** The histogram in Prometheus's text exposition format, buckets cumulative as it wants them. */
  text(): string {
    const name = this.#name;
    const lines = [`# HELP ${name} ${this.#help}`, `# TYPE ${name} histogram`];
    for (const route of this.#routes.values()) {
      for (const { labels, buckets, sum, count } of route.series()) {
        let below = 0;
        for (const [index, bound] of this.#bounds.entries()) {
          below += buckets[index] ?? 0;
          lines.push(`${name}_bucket{le="${bound}",${labels}} ${below}`);
        }
        lines.push(
          `${name}_bucket{le="+Inf",${labels}} ${count}`,
          `${name}_sum{${labels}} ${sum}`,
          `${name}_count{${labels}} ${count}`,
        );
      }
    }
    return `${lines.join('\n')}\n`;
  }
}
