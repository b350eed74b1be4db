import { describe, expect, it } from 'vitest';
import { defaultContentDir, documentPath, loadCollection, parseDocument } from './store.ts';

describe('documentPath', () => {
  it.each([
    ['blog', 'first-steps.md', '/blog/first-steps'],
    ['docs', 'index.md', '/docs'],
    ['docs', '0.index.md', '/docs'],
    ['docs', '1.getting-started.md', '/docs/getting-started'],
    ['docs', '2.booking/index.md', '/docs/booking'],
    ['docs', '2.booking/3.cancelling.md', '/docs/booking/cancelling'],
  ] as const)('%s %s is %s', (collection, file, expected) => {
    expect(documentPath(collection, file)).toBe(expected);
  });
});

describe('parseDocument', () => {
  it('reads front matter, dates as yyyy-MM-dd, and the Markdown body', () => {
    const parsed = parseDocument(
      'blog',
      '1.hello.md',
      '---\ntitle: Hello\ndescription: A first post\ndate: 2026-05-04\ntags: [money]\n---\n\n# Hello\n',
    );
    expect(parsed).toEqual({
      _path: '/blog/hello',
      _file: '1.hello.md',
      _locale: 'en',
      title: 'Hello',
      description: 'A first post',
      draft: false,
      date: '2026-05-04',
      tags: ['money'],
      body: '# Hello',
    });
  });

  it('says which file lacks a title or description', () => {
    expect(() => parseDocument('docs', 'x.md', '---\ndescription: d\n---\nbody')).toThrow(
      'content/docs/x.md needs a title',
    );
    expect(() => parseDocument('docs', 'x.md', '---\ntitle: t\n---\nbody')).toThrow(
      'content/docs/x.md needs a description',
    );
  });
});

describe('the content we publish', () => {
  it.each(['blog', 'docs'] as const)('every %s file loads, with a unique address', async (collection) => {
    const documents = await loadCollection(defaultContentDir, collection);
    expect(documents.length).toBeGreaterThan(2);
    expect(new Set(documents.map((document) => document._path)).size).toBe(documents.length);
  });
});
