import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvStream } from './csv.ts';

describe('csv', () => {
  it.each([
    ['plain text', 'Ann Lee', 'Ann Lee'],
    ['a comma', 'Lee, Ann', '"Lee, Ann"'],
    ['a quote', 'the "best" lender', '"the ""best"" lender"'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a formula', '=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['a leading plus', '+1 555', "'+1 555"],
    ['a leading at', '@sum', "'@sum"],
    ['nothing', null, ''],
    ['a negative number', -5, '-5'],
  ])('writes %s as a spreadsheet reads it', (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends every row with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('streams the header and then every batch', async () => {
    async function* batches() {
      yield [{ n: 1 }, { n: 2 }];
      yield [{ n: 3 }];
    }
    let text = '';
    for await (const chunk of csvStream(['n'], batches(), (item) => [item.n])) text += chunk;
    expect(text).toBe('n\r\n1\r\n2\r\n3\r\n');
  });
});
