import { describe, expect, it } from 'vitest';
import { idField } from './fields.ts';
import { ID_MAX, idInAddress, matchPattern, matchRoute, pages, redirects } from './routes.ts';

describe('matchPattern', () => {
  it.each([
    ['/pricing', '/pricing', {}],
    ['/pricing', '/Pricing', {}],
    ['/app/lender/:id', '/app/lender/42', { id: '42' }],
    ['/docs/*', '/docs/getting-started/first-steps', { '*': 'getting-started/first-steps' }],
    ['/', '/', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPattern(pattern, path)).toEqual(params);
  });

  it.each([
    ['/pricing', '/pricing/extra'],
    ['/app/lender/:id', '/app/lender'],
    ['/docs/*', '/docs'],
    ['/', '/home'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull();
  });
});

describe('matchRoute', () => {
  it('finds every page of the table', () => {
    for (const page of pages) {
      const samplePath = page.path.replace(/:[^/]+/g, '1').replace('*', 'a/b');
      expect(matchRoute(samplePath)).toMatchObject({ kind: 'page', route: page });
    }
  });

  it('sends every old address to a page of the table', () => {
    for (const redirect of redirects) {
      expect(matchRoute(redirect.path)).toEqual({ kind: 'redirect', to: redirect.to });
      expect(matchRoute(redirect.to)).toMatchObject({ kind: 'page' });
    }
  });

  it('ignores a trailing slash and knows nothing of other addresses', () => {
    expect(matchRoute('/pricing/')).toMatchObject({ kind: 'page' });
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/%E0%A4%A')).toBeNull();
  });
});

describe('idInAddress', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    [String(ID_MAX), ID_MAX],
    ['007', 7],
  ])('reads %s as %s', (value, id) => {
    expect(idInAddress(value)).toBe(id);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['0'],
    ['-3'],
    ['1.5'],
    ['1e3'],
    [' 12'],
    ['0x10'],
    ['12abc'],
    [String(ID_MAX + 1)],
    ['99999999999'],
  ])('finds no id in %j', (value) => {
    expect(idInAddress(value)).toBeNull();
  });

  it.each([['12'], ['1'], [String(ID_MAX)], ['0'], [String(ID_MAX + 1)], ['-3']])(
    "names a row when the API's idField allows %s, and only then",
    (value) => {
      expect(idInAddress(value) !== null).toBe(idField.safeParse(value).success);
    },
  );
});
