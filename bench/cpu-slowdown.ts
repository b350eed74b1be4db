/**
 * How much Lighthouse slows the CPU down to stand for a phone on this host. Lighthouse's mobile
 * default, 4x, turns the host it expects, a high-end desktop (a benchmark index of 1500 to 2000,
 * Lighthouse's docs/throttling.md), into a mid-tier phone. Its slowdown is relative to the host, so
 * on a host a third as fast the same 4x stands for a phone a third as fast as that: the bench
 * machines' own speed moved blocking times from 0–30 ms to 180–650 ms for the same pages
 * (docs/decisions/034-lighthouse-cpu-slowdown-calibrated-to-the-host.md). As those docs prescribe
 * for a slower host, the slowdown is lowered in proportion to the host's benchmark index, so that
 * every host stands for the same phone; a host as fast as Lighthouse expects, or faster, keeps the
 * default.
 */

/** The benchmark index at which Lighthouse's default slowdown stands for a mid-tier phone: the low end of its high-end desktops. */
export const EXPECTED_HOST_INDEX = 1500;
export const DEFAULT_SLOWDOWN = 4;

/** The slowdown for a host of this benchmark index, to two decimals: the default at most, no slowdown at least. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Lighthouse measured no benchmark index for this host (${benchmarkIndex}).`);
  }
  const proportional = (DEFAULT_SLOWDOWN * benchmarkIndex) / EXPECTED_HOST_INDEX;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, proportional)) * 100) / 100;
}
