/**
 * The route table of the web app: every page of the specification with its layout, and the old
 * variants that redirect to their current page. The server uses it to answer 200 or 404 for a page
 * (and to redirect variants) before the browser runs any code; the web app builds its router from it.
 */

export const layouts = [
  'auth',
  'default',
  'empty-layout',
  'empty',
  'login-lay',
  'mp-blank',
  'side-nav',
  'stepper',
] as const;
export type Layout = (typeof layouts)[number];

/** Who may open a page: anyone, or only a signed-in buyer (visitors are sent to /login). */
export type Access = 'public' | 'signed-in';

export type PageRoute = {
  /** React Router pattern: `:id` for a segment, a trailing `*` for a catch-all. */
  path: string;
  layout: Layout;
  access: Access;
  /** The page title before the page sets a more precise one. */
  title: string;
};

export type RedirectRoute = { path: string; to: string };

export const pages = [
  { path: '/', layout: 'login-lay', access: 'public', title: 'Find the money to buy your home' },
  { path: '/home', layout: 'login-lay', access: 'public', title: 'Find the money to buy your home' },
  { path: '/getting-started', layout: 'default', access: 'public', title: 'How it works' },
  { path: '/roadmap', layout: 'default', access: 'public', title: 'The road to your home' },
  { path: '/pricing', layout: 'default', access: 'public', title: 'Pricing' },
  { path: '/privacy-policy', layout: 'default', access: 'public', title: 'Privacy policy' },
  { path: '/terms-of-use', layout: 'default', access: 'public', title: 'Terms of use' },
  { path: '/logout', layout: 'empty', access: 'public', title: 'Signing out' },
  { path: '/unsubscribe', layout: 'default', access: 'public', title: 'Unsubscribe' },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof pages)[number]['path'];

/** Old addresses kept working: each lands on the page that replaced it. */
export const redirects: readonly RedirectRoute[] = [{ path: '/index-old', to: '/' }];

export type RouteMatch =
  | { kind: 'page'; route: PageRoute; params: Record<string, string> }
  | { kind: 'redirect'; to: string };

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Matches a pathname against one pattern; returns its params, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = splitPath(pattern);
  const pathSegments = splitPath(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '*') {
      if (index >= pathSegments.length) return null;
      params['*'] = pathSegments.slice(index).join('/');
      return params;
    }
    const value = pathSegments[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = value;
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      // Static segments match regardless of case, as React Router matches them.
      return null;
    }
  }
  return patternSegments.length === pathSegments.length ? params : null;
}

function decodeSafely(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/** Finds what a browser address is: a page, an old address to redirect, or nothing (404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const decoded = decodeSafely(pathname);
  if (decoded === null) return null;
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  for (const redirect of redirects) {
    if (matchPattern(redirect.path, path)) return { kind: 'redirect', to: redirect.to };
  }
  for (const route of pages) {
    const params = matchPattern(route.path, path);
    if (params) return { kind: 'page', route, params };
  }
  return null;
}
