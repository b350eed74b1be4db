import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../src/modules/content/index.ts';
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const previewToken = 'preview-token-for-the-content-test';

describe('GET /api/content/{collection}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ CONTENT_PREVIEW_TOKEN: previewToken });
  });

  const query = (collection: string, params: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/content/${collection}?${new URLSearchParams(params)}` });

  it('lists the published blog posts, newest first, with only the fields asked for', async () => {
    const response = await query('blog', { sort: '{"date":-1}', only: '_path,title,date' });
    expect(response.statusCode).toBe(200);
    const posts = response.json().data as { _path: string; title: string; date: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((post) => post.date)).toEqual(
      posts
        .map((post) => post.date)
        .sort()
        .reverse(),
    );
    expect(Object.keys(posts[0] ?? {}).sort()).toEqual(['_path', 'date', 'title']);
    expect(posts.map((post) => post._path)).not.toContain('/blog/programs-by-occupation');
  });

  it('shows drafts only with the preview token', async () => {
    const draft = { where: '{"_path":"/blog/programs-by-occupation"}', first: 'true' };
    expect((await query('blog', draft)).json()).toEqual({ data: null });
    expect((await query('blog', { ...draft, preview: 'a-wrong-token-of-some-length' })).json()).toEqual({ data: null });
    const previewed = await query('blog', { ...draft, preview: previewToken });
    expect(previewed.json().data).toMatchObject({
      title: 'Help for teachers, nurses and first responders',
      draft: true,
    });
  });

  it('finds a nested docs page by its address, with the pages around it', async () => {
    const page = await query('docs', { where: '{"_path":"/docs/booking/cancelling"}', first: 'true' });
    expect(page.json().data).toMatchObject({ title: 'Cancelling or moving a call' });
    expect(page.json().data.body).toContain('Cancel this call');

    const around = await query('docs', { surround: '/docs/booking/cancelling', only: '_path' });
    expect(around.json().data).toHaveLength(2);
  });

  it('counts', async () => {
    const response = await query('docs', { count: 'true' });
    expect(response.json().data).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['an unknown collection', 'pages', {}, 'collection'],
    ['a where that is not JSON', 'blog', { where: '{nope' }, 'where'],
    ['a negative limit', 'blog', { limit: '-1' }, 'limit'],
  ])('refuses %s with 422 on its field', async (_name, collection, params, field) => {
    const response = await query(collection, params);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('figures the blog states', () => {
  // A figure in a post is the catalogue's, counted here, so that a change to the catalogue that
  // makes a post untrue fails until the post is brought up to date.
  it('counts the programs written for lines of work as the catalogue has them', async () => {
    const post = await readFile(path.join(defaultContentDir, 'blog/4.programs-by-occupation.md'), 'utf8');
    const { files } = await readCatalogue(defaultCatalogueDir);
    const programs = files.flatMap(({ catalogue }) => catalogue.programs);
    // Whichever part of a program's rules names lines of work: a requirement, a rate of their own, an income table.
    const forLinesOfWork = programs.filter((program) => JSON.stringify(program).includes('"occupations"'));
    expect(post).toContain(
      `Of the ${programs.length} programs in our catalogue, ${forLinesOfWork.length} are written for people in certain lines of work`,
    );
  });
});
