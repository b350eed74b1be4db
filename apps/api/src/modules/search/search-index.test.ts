import { describe, expect, it } from 'vitest';
import { plainText } from './documents.ts';
import { buildSearchIndex, excerpt, type SearchDocument } from './search-index.ts';

const shown = (parts: { text: string; highlighted: boolean }[]) =>
  parts.map((part) => (part.highlighted ? `[${part.text}]` : part.text)).join('');

describe('an excerpt', () => {
  it.each([
    [
      'highlights every matching word',
      'Grants for teachers and nurses.',
      ['teachers', 'nurses'],
      'Grants for [teachers] and [nurses].',
    ],
    ['matches without regard to case or accents', 'Ayuda en Montaña', ['montana'], 'Ayuda en [Montaña]'],
    ['gives the beginning of a text without a match', 'Nothing here.', ['texas'], 'Nothing here.'],
    [
      'starts a little before a match far in the text, on a word',
      `${'word '.repeat(60)}Texas heroes get help.`,
      ['texas'],
      `… ${'word '.repeat(10)}[Texas] heroes get help.`,
    ],
    [
      'ends on a whole word with an ellipsis when the text goes on',
      `Texas ${'longword '.repeat(40)}`,
      ['texas'],
      `[Texas] ${'longword '.repeat(17).trim()} …`,
    ],
  ])('%s', (_, text, terms, expected) => {
    expect(shown(excerpt(text, new Set(terms)))).toBe(expected);
  });
});

describe('the index', () => {
  const document = (title: string, keywords = ''): SearchDocument => ({
    kind: 'program',
    title,
    address: `/${title}`,
    context: '',
    text: title,
    keywords,
  });
  const index = buildSearchIndex([
    document('Homes for Texas Heroes', 'TSAHC Texas teachers'),
    document('My First Texas Home', 'TDHCA Texas'),
    document('Hometown Heroes', 'Florida'),
  ]);
  const titles = (query: string) => index.search(query, 5).map((hit) => hit.title);

  it.each([
    ['texs heros', 'Homes for Texas Heroes'],
    ['first tex', 'My First Texas Home'],
    ['tsahc', 'Homes for Texas Heroes'],
    ['hometown', 'Hometown Heroes'],
    ['florida heroes xyzzy', 'Hometown Heroes'],
  ])('finds “%s” with %s first', (query, expected) => {
    expect(titles(query)[0]).toBe(expected);
  });

  it('searches the first ten words of a long query', () => {
    expect(titles(`hometown ${'zzz '.repeat(9)}texas`)[0]).toBe('Hometown Heroes');
  });

  it('finds nothing for a query without words, and keeps to the limit', () => {
    expect(titles(' — ')).toEqual([]);
    expect(index.search('heroes', 1)).toHaveLength(1);
  });
});

describe('Markdown as plain text', () => {
  it('keeps the words and drops the markup', () => {
    expect(plainText('## Cancel\n\nOpen **Your calls** and [see](/docs/x).\n\n- one\n```\ncode\n```')).toBe(
      'Cancel Open Your calls and see. one',
    );
  });
});
