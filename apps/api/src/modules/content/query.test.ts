import type { ContentDocument } from '@hbw/contract';
import { contentQuerySchema } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { queryContent } from './query.ts';

const document = (fields: Partial<ContentDocument> & { _file: string }): ContentDocument => ({
  _path: `/blog/${fields._file.replace(/\.md$/, '')}`,
  _locale: 'en',
  title: fields._file,
  description: '',
  draft: false,
  body: '',
  ...fields,
});

const documents = [
  document({ _file: '10-closing.md', date: '2026-03-01', tags: ['closing'], minutes: 6 }),
  document({ _file: '2-down-payment.md', date: '2026-01-15', tags: ['money', 'grants'], minutes: 4 }),
  document({ _file: '1-first-steps.md', date: '2026-02-10', tags: ['money'], minutes: 8 }),
  document({ _file: '3-coming-soon.md', date: '2026-04-01', draft: true }),
  document({ _file: '1-primeros-pasos.md', _locale: 'es', date: '2026-02-10' }),
];

/** The query as the route receives it: every parameter a string, parsed by the contract's schema. */
const run = (params: Record<string, string>, preview = false) =>
  queryContent(documents, contentQuerySchema.parse(params), { preview });
const files = (answer: unknown) => (answer as ContentDocument[]).map((item) => item._file);

describe('queryContent', () => {
  it.each([
    ['sorts by file, numerically, by default', {}, ['1-first-steps.md', '2-down-payment.md', '10-closing.md']],
    [
      'sorts by a field, descending',
      { sort: '{"date":-1}' },
      ['10-closing.md', '1-first-steps.md', '2-down-payment.md'],
    ],
    ['filters by equality', { where: '{"minutes":4}' }, ['2-down-payment.md']],
    ['$ne', { where: '{"minutes":{"$ne":4}}' }, ['1-first-steps.md', '10-closing.md']],
    ['$in', { where: '{"minutes":{"$in":[6,8]}}' }, ['1-first-steps.md', '10-closing.md']],
    ['$nin', { where: '{"minutes":{"$nin":[6,8]}}' }, ['2-down-payment.md']],
    ['$contains on a list', { where: '{"tags":{"$contains":"money"}}' }, ['1-first-steps.md', '2-down-payment.md']],
    ['$contains on text', { where: '{"_file":{"$contains":"closing"}}' }, ['10-closing.md']],
    [
      '$gt and $lte on dates',
      { where: '{"date":{"$gt":"2026-01-31","$lte":"2026-03-01"}}' },
      ['1-first-steps.md', '10-closing.md'],
    ],
    ['$exists', { where: '{"tags":{"$exists":false}}' }, []],
    ['$or', { where: '{"$or":[{"minutes":4},{"minutes":6}]}' }, ['2-down-payment.md', '10-closing.md']],
    ['$and', { where: '{"$and":[{"tags":{"$contains":"money"}},{"minutes":{"$lt":5}}]}' }, ['2-down-payment.md']],
    ['an unknown operator matches nothing', { where: '{"minutes":{"$regex":"4"}}' }, []],
    ['skip and limit page the sorted list', { skip: '1', limit: '1' }, ['2-down-payment.md']],
    ['another locale', { locale: 'es' }, ['1-primeros-pasos.md']],
  ])('%s', (_name, params, expected) => {
    expect(files(run(params))).toEqual(expected);
  });

  it('hides drafts unless in preview', () => {
    expect(files(run({}))).not.toContain('3-coming-soon.md');
    expect(files(run({}, true))).toContain('3-coming-soon.md');
  });

  it('keeps only the fields asked for, or drops the ones named', () => {
    expect(run({ only: '_path,title', limit: '1' })).toEqual([
      { _path: '/blog/1-first-steps', title: '1-first-steps.md' },
    ]);
    const [withoutBody] = run({ without: 'body,tags', limit: '1' }) as Partial<ContentDocument>[];
    expect(withoutBody).not.toHaveProperty('body');
    expect(withoutBody).not.toHaveProperty('tags');
    expect(withoutBody).toHaveProperty('title');
  });

  it('answers one document (or null) with first, and a number with count', () => {
    expect(run({ first: 'true', sort: '{"date":-1}', only: '_file' })).toEqual({ _file: '10-closing.md' });
    expect(run({ first: 'true', where: '{"minutes":99}' })).toBeNull();
    expect(run({ count: 'true' })).toBe(3);
    expect(run({ count: 'true', where: '{"tags":{"$contains":"money"}}' })).toBe(2);
  });

  it('answers the documents before and after one with surround', () => {
    expect(run({ surround: '/blog/2-down-payment', only: '_file' })).toEqual([
      { _file: '1-first-steps.md' },
      { _file: '10-closing.md' },
    ]);
    expect(run({ surround: '/blog/1-first-steps', only: '_file' })).toEqual([null, { _file: '2-down-payment.md' }]);
    expect(run({ surround: '/blog/nowhere' })).toEqual([null, null]);
  });

  it.each([
    [{ where: 'not json' }, 'where must be JSON.'],
    [{ where: '[1]' }, 'where must be a JSON object.'],
    [{ sort: '{"date":2}' }, 'sort must map fields to 1 or -1.'],
  ])('refuses a malformed query %o', (params, message) => {
    const result = contentQuerySchema.safeParse(params);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
