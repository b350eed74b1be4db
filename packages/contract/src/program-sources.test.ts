import { describe, expect, it } from 'vitest';
import {
  bestSource,
  lastDayOf,
  newestSourceDate,
  type ProgramSource,
  sourceConcerns,
  sourceNote,
} from './program-sources.ts';

const administrator = (date: string | null = null): ProgramSource => ({
  name: 'tsahc.org',
  kind: 'administrator',
  date,
});
const lender = (date: string | null = null): ProgramSource => ({ name: 'stairsfinancial.com', kind: 'lender', date });
const aggregator = (date: string | null = null): ProgramSource => ({ name: 'homepaird.com', kind: 'aggregator', date });

describe('the source a program stands on', () => {
  it.each([
    ['the administrator’s own page, wherever it is cited', [lender(), administrator()], 'administrator'],
    [
      'the first of the administrator’s own pages',
      [administrator('2024'), { ...administrator(), name: 'kb.tsahc.org' }],
      'administrator',
    ],
    [
      'the first source cited when none is the administrator’s',
      [aggregator('2026'), lender('2026-04-01')],
      'aggregator',
    ],
  ])('is %s', (_, sources, kind) => {
    expect(bestSource(sources)?.kind).toBe(kind);
    expect(bestSource(sources)).toBe(sources.find((source) => source.kind === kind));
  });

  it('is none when nothing is cited', () => {
    expect(bestSource([])).toBeUndefined();
  });
});

describe('the last day a source’s date can mean', () => {
  it.each([
    ['2026-04-22', '2026-04-22'],
    ['2025-11', '2025-11-30'],
    ['2024-02', '2024-02-29'],
    ['2025', '2025-12-31'],
  ])('%s is %s', (date, last) => {
    expect(lastDayOf(date)).toBe(last);
  });

  it('makes the newest date the one that can mean the latest day', () => {
    expect(newestSourceDate([lender('2025-12-30'), aggregator('2025'), administrator(null)])).toBe('2025');
    expect(newestSourceDate([lender(null), administrator(null)])).toBeNull();
  });
});

describe('the line a buyer reads about the source', () => {
  it.each([
    [administrator('2026-04-21'), 'From TSAHC’s own page, dated 2026-04-21.'],
    [administrator(null), 'From TSAHC’s own page, undated.'],
    [lender(), 'From a lender’s page, undated, not TSAHC’s own: a lender will confirm.'],
    [aggregator('2026'), 'From a site that collects programs, dated 2026, not TSAHC’s own: a lender will confirm.'],
    [
      { name: 'bankingdive.com', kind: 'news', date: '2023-08' } as const,
      'From a news report, dated 2023-08, not TSAHC’s own: a lender will confirm.',
    ],
    [
      { name: 'har.com', kind: 'other', date: null } as const,
      'From another site, undated, not TSAHC’s own: a lender will confirm.',
    ],
  ])('for %o is "%s"', (source, line) => {
    expect(sourceNote(source, 'TSAHC')).toBe(line);
  });

  it('never says "own page" of a source that is not the administrator’s', () => {
    for (const kind of ['lender', 'aggregator', 'news', 'other'] as const) {
      expect(sourceNote({ name: 'x.com', kind, date: '2026-01-01' }, 'TDHCA')).not.toMatch(/own page|against/);
    }
  });
});

describe('weak or old sources, as the console lists them', () => {
  const today = '2026-11-27';
  it.each([
    ['nothing, for the administrator’s page dated this year at confidence A', 'A', [administrator('2026-04-22')], []],
    ['no administrator source, for an aggregator’s page alone', 'B', [aggregator('2026')], ['no_administrator_source']],
    ['confidence C', 'C', [administrator('2026-01-01')], ['confidence_c']],
    [
      'old, when the newest dated source is more than a year before today',
      'A',
      [administrator('2025-11-26'), lender()],
      ['old_sources'],
    ],
    ['not old on the day a year before today', 'A', [administrator('2025-11-27')], []],
    ['not old for a year that may still reach within the last year', 'B', [administrator('2025')], []],
    ['old for a month wholly over a year ago', 'B', [administrator('2025-10')], ['old_sources']],
    ['not old when no source is dated', 'A', [administrator(null)], []],
    [
      'every reason at once',
      'C',
      [lender('2019'), aggregator('2024-12-18')],
      ['no_administrator_source', 'confidence_c', 'old_sources'],
    ],
  ])('finds %s', (_, confidence, sources, kinds) => {
    expect(sourceConcerns({ confidence, sources }, today).map((concern) => concern.kind)).toEqual(kinds);
  });

  it('names the newest date of old sources', () => {
    expect(
      sourceConcerns({ confidence: 'B', sources: [aggregator('2024-12-18'), lender('2019')] }, today),
    ).toContainEqual({
      kind: 'old_sources',
      text: 'Newest dated source 2024-12-18, over 12 months old',
    });
  });
});
