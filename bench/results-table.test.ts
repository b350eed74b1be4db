import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MeasuredRow, markdownTable, type Results, writeLatestRun } from './results-table.ts';

const results: Results = {
  measuredAt: '2026-11-25T08:03:59.157Z',
  machine: { node: 'v24.21.0', cpus: 2, platform: 'linux x64' },
  rows: [
    { measurement: 'share of bare Fastify', value: 0.37, unit: '', budget: { atLeast: 0.4 }, pass: false },
    { measurement: 'JavaScript', value: 135.7, unit: 'kB', budget: { atMost: 150 }, pass: true },
    { measurement: 'context', value: 12438, unit: 'req/s', pass: true },
  ],
  failures: [],
};

describe('the latest bench table', () => {
  it('lists each figure with its budget and result, its columns padded', () => {
    expect(markdownTable(results.rows).split('\n')).toEqual([
      '| measurement           | value        | budget   | result |',
      '| --------------------- | ------------ | -------- | ------ |',
      '| share of bare Fastify | 0.37         | ≥ 0.4    | FAIL   |',
      '| JavaScript            | 135.7 kB     | ≤ 150 kB | pass   |',
      '| context               | 12,438 req/s |          |        |',
    ]);
  });

  it('writes the rows of issue 40: a cold p99 over its budget, a rate of bookings, a ratio and a stock score without budget', () => {
    const rows: MeasuredRow[] = [
      {
        measurement: 'slots cold, p99 latency',
        value: 23,
        unit: 'ms',
        budget: { atMost: 20 },
        pass: false,
      },
      {
        measurement: 'store with its jobs',
        value: 512.4,
        unit: 'bookings/s',
        budget: { atLeast: 500 },
        pass: true,
      },
      { measurement: 'slots cold ÷ warm', value: 0.3, unit: '', pass: true },
      { measurement: 'stock 4x: performance', value: 88, unit: '', pass: true },
    ];
    expect(markdownTable(rows).split('\n')).toEqual([
      '| measurement             | value            | budget           | result |',
      '| ----------------------- | ---------------- | ---------------- | ------ |',
      '| slots cold, p99 latency | 23 ms            | ≤ 20 ms          | FAIL   |',
      '| store with its jobs     | 512.4 bookings/s | ≥ 500 bookings/s | pass   |',
      '| slots cold ÷ warm       | 0.3              |                  |        |',
      '| stock 4x: performance   | 88               |                  |        |',
    ]);
  });

  it('replaces only its own section of the README, and refuses a README without one', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'hbw-bench-'));
    const readme = path.join(folder, 'README.md');
    await writeFile(readme, '# Bench\n\n<!-- latest-run:start -->\nold\n<!-- latest-run:end -->\n\nAfter.\n');
    await writeLatestRun(readme, results);
    await writeLatestRun(readme, results);
    const text = await readFile(readme, 'utf8');
    expect(text).toMatch(/^# Bench\n\n<!-- latest-run:start -->\n\nMeasured 2026-11-25 08:03 UTC on 2 cores/);
    expect(text).not.toContain('old');
    expect(text.match(/JavaScript/g)).toHaveLength(1);
    expect(text.endsWith('<!-- latest-run:end -->\n\nAfter.\n')).toBe(true);

    await writeFile(readme, '# Bench\n');
    await expect(writeLatestRun(readme, results)).rejects.toThrow('no <!-- latest-run:start -->');
  });
});
