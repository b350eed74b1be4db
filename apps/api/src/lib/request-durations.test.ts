import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations.ts';

const histogram = () => new RequestDurations('request_seconds', 'Time to answer', [0.01, 0.1, 1]);

describe('RequestDurations', () => {
  it('writes nothing but its help and type before the first request', () => {
    expect(histogram().text()).toBe('# HELP request_seconds Time to answer\n# TYPE request_seconds histogram\n');
  });

  it('counts each duration in its bucket and the ones above, with the sum and the count', () => {
    const durations = histogram();
    for (const seconds of [0.005, 0.01, 0.05, 0.5, 3]) durations.of('/api/health').record('GET', 200, seconds);
    const labels = 'method="GET",route="/api/health",status="200"';
    expect(durations.text().split('\n').slice(2, -1)).toEqual([
      `request_seconds_bucket{le="0.01",${labels}} 2`,
      `request_seconds_bucket{le="0.1",${labels}} 3`,
      `request_seconds_bucket{le="1",${labels}} 4`,
      `request_seconds_bucket{le="+Inf",${labels}} 5`,
      `request_seconds_sum{${labels}} 3.565`,
      `request_seconds_count{${labels}} 5`,
    ]);
  });

  it.each([
    ['a method', 'POST', '/api/health', 200],
    ['a route', 'GET', '/api/programs', 200],
    ['a status', 'GET', '/api/health', 503],
  ])('keeps a series apart for %s', (_, method, route, status) => {
    const durations = histogram();
    durations.of('/api/health').record('GET', 200, 0.02);
    durations.of(route).record(method, status, 0.02);
    expect(durations.text().match(/_count\{/g)).toHaveLength(2);
  });

  it('escapes what a label value cannot hold as it is', () => {
    const durations = histogram();
    durations.of('not "found"\\\n').record('GET', 404, 0.02);
    expect(durations.text()).toContain('route="not \\"found\\"\\\\\\n"');
  });
});
