/**
 * Every income table we hold is read by the programs it belongs to, and every table a program names
 * is held: a table loaded and read by nobody is a rule the wallet silently ignores (issue 39 found
 * DSHA's, NYC's, Philadelphia's and San Francisco's tables so).
 */
import type { EligibilityRule } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { readPublishedFiles } from '../../src/modules/income-limits/published-tables.ts';
import { seededPrograms } from '../support/engine-programs.ts';

/** The agency tables a rule reads. */
function tablesOf(rule: EligibilityRule): string[] {
  if (rule.kind === 'county_limits') return [rule.table, rule.repeatBuyerTable].filter((table) => table !== undefined);
  if (rule.kind === 'income_percent_of_ami' && rule.occupationTable) return [rule.occupationTable.table];
  return [];
}

describe('the income tables we hold', () => {
  it('are each read by a program of the catalogue, and every table a program names is held', async () => {
    const held = new Set(
      (await readPublishedFiles()).flatMap((file) =>
        file.limits.map((row) => row.table).filter((table) => !table.startsWith('hud-')),
      ),
    );
    const read = new Set(seededPrograms.flatMap((program) => program.eligibility.flatMap(tablesOf)));
    expect([...held].filter((table) => !read.has(table))).toEqual([]);
    expect([...read].filter((table) => !held.has(table))).toEqual([]);
    expect(held.size).toBeGreaterThanOrEqual(9);
  });
});
