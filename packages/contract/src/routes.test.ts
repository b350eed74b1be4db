import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute, pages, redirects } from './routes.ts';

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
