import { describe, expect, it } from 'vitest';
import { type PublishedFile, readPublishedFiles, rowsOfPublishedFile } from './published-tables.ts';

const table = (counties: unknown[]): PublishedFile =>
  ({
    kind: 'agency_table',
    table: 'test-table',
    title: 'A test table',
    amiPercent: null,
    fiscalYear: 2025,
    source: 'a test',
    sourceDate: '2025',
    counties,
  }) as PublishedFile;

describe('the published income-limit files', () => {
  it('are all readable, each county named as its code says', async () => {
    const files = await readPublishedFiles();
    expect(files.map((file) => file.name)).toContain('fl-hometown-heroes.json');
    for (const file of files) expect(file.limits.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a code that is another county',
      [{ fips: '12086', name: 'Broward', limits: [{ sizes: [1], maxIncome: 1 }] }],
      'County 12086 is Miami-Dade, FL, not Broward.',
    ],
    [
      'a county twice',
      [
        { fips: '12011', name: 'Broward', limits: [{ sizes: [1], maxIncome: 1 }] },
        { fips: '12011', name: 'Broward', limits: [{ sizes: [2], maxIncome: 1 }] },
      ],
      'County 12011 is twice in test-table.',
    ],
    [
      'two limits for one size',
      [
        {
          fips: '12011',
          name: 'Broward',
          limits: [
            { sizes: [1, 2], maxIncome: 1 },
            { sizes: [2], maxIncome: 2 },
          ],
        },
      ],
      'A household size has two limits in test-table.',
    ],
  ])('refuse %s', (_case, counties, message) => {
    expect(() => rowsOfPublishedFile(table(counties))).toThrow(message);
  });
});
