/**
 * The contract's table of pages is the one list of pages (decision 047): the router serves exactly its
 * addresses and aliases, each under its layout, and redirects exactly its old addresses; every page has
 * a screen; the role shells link only to pages of the table, at their own addresses, that the role may
 * open. The server's side (rendering, site map) is held to the table in apps/api/test/platform.
 */
import { matchRoute, pagePatterns, pages, type Role, redirects, roles } from '@hbw/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { roleMayOpen, roleShells } from '@/config/role-shells';
import { createQueryClient } from '@/lib/query-client';
import { buildRoutes } from './router';
import { screens } from './screens';

/** Every route of the router with an address, with the layout it is under ('none' outside any). */
function servedRoutes(routes: readonly RouteObject[], layout = 'none'): { path: string; layout: string }[] {
  return routes.flatMap((route) => {
    const within = route.id?.startsWith('layout-') ? route.id.slice('layout-'.length) : layout;
    const own = route.path === undefined ? [] : [{ path: route.path, layout: within }];
    return [...own, ...servedRoutes(route.children ?? [], within)];
  });
}

describe('the table of pages', () => {
  const served = servedRoutes(buildRoutes(createQueryClient()));

  it('is what the router serves: each address and alias under its layout, each old address, and the rest a 404', () => {
    const expected = [
      ...pagePatterns.map(({ path, layout }) => ({ path, layout })),
      ...redirects.map(({ path }) => ({ path, layout: 'none' })),
      { path: '*', layout: 'none' },
    ];
    expect(served).toEqual(expect.arrayContaining(expected));
    expect(served).toHaveLength(expected.length);
  });

  it('gives every page a screen, and has no screen without a page', () => {
    expect(Object.keys(screens).sort()).toEqual(pages.map((page) => page.path).sort());
  });

  it('names each address once', () => {
    const addresses = [...pagePatterns.map((pattern) => pattern.path), ...redirects.map((old) => old.path)];
    expect(new Set(addresses.map((address) => address.toLowerCase())).size).toBe(addresses.length);
  });

  it('sends each old address to a page it knows', () => {
    for (const old of redirects) expect(matchRoute(old.to), old.path).toMatchObject({ kind: 'page' });
  });

  it.each(roles)(
    'is all a %s’s shell links to: pages of the table, at their own address, that they may open',
    (role: Role) => {
      const shell = roleShells[role];
      const links = [
        shell.home,
        ...[...shell.headerLinks, ...shell.accountLinks, ...shell.areaLinks].map((link) => link.to),
      ];
      for (const address of links) {
        const match = matchRoute(address);
        expect(match?.kind, address).toBe('page');
        if (match?.kind !== 'page') continue;
        expect(match.pattern, `${address} is an alias`).toBe(match.route.path);
        expect(roleMayOpen(role, match.route.access), `${role}: ${address}`).toBe(true);
      }
    },
  );
});
