/**
 * The router, built from the contract's table of pages: every page, at its address and its aliases,
 * under its layout, loaded lazily; the old addresses redirecting to their pages; pages that are not public sending visitors to sign in and
 * other roles home; and the error page for unknown addresses (404) and for failures.
 */
// The route table alone: the contract's index brings every schema, and the schema library, into the first load.
import { type Access, layouts, type PagePattern, pagePatterns, redirects } from '@hbw/contract/routes';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
  useNavigation,
} from 'react-router';
import { HomeLogoLink } from '@/components/home-logo-link';
import { PageTitle } from '@/components/page-title';
import { loginPath, professionalSignInPath } from '@/config/paths';
import { notYourPageMessage, roleMayOpen, roleShells } from '@/config/role-shells';
import { BuildCheck } from '@/features/build-check/components/build-check';
import { profileQueryOptions } from '@/features/session/api/get-profile';
import type { RenderedPageData } from '@/lib/rendered-page';
import { layoutModules } from './layouts';
import { screens } from './screens';

// What the first page does not need is loaded when it is: the loading bar with the first change of
// page, the error pages with the first error.
const RouteProgress = lazy(() => import('./route-progress').then((module) => ({ default: module.RouteProgress })));
const LazyErrorPage = lazy(() => import('@/components/error-page').then((module) => ({ default: module.ErrorPage })));
const LazyRouteErrorPage = lazy(() =>
  import('@/components/error-page').then((module) => ({ default: module.RouteErrorPage })),
);

function ErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage />
    </Suspense>
  );
}

function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorPage />
    </Suspense>
  );
}

function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const [needed, setNeeded] = useState(navigating);
  useEffect(() => {
    if (navigating) setNeeded(true);
  }, [navigating]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RouteProgress />
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <LoadingBar />
      <BuildCheck />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** A failure outside any layout (a layout that could not load): the error page on its own. */
function RootError() {
  return (
    <main id="main">
      <Center pt="xl">
        <HomeLogoLink />
      </Center>
      <RouteErrorPage />
    </main>
  );
}

function FirstLoad() {
  return (
    <Center h="100dvh" role="status">
      <Loader />
      <VisuallyHidden>Loading Homebuyer Wizard</VisuallyHidden>
    </Center>
  );
}

function TitledScreen({ title, Component }: { title: string; Component: ComponentType }) {
  return (
    <>
      <PageTitle title={title} />
      <Component />
    </>
  );
}

/**
 * The guard of every page that is not public. A visitor goes to sign in and comes back afterwards (to
 * the professionals' sign-in for a page of the portal); a profile that fails to load is forgotten and
 * does the same (docs/product.md section 9). Someone signed in who opens a page of another role goes to
 * their own home, and a toast says why.
 */
export function requireAccess(access: Exclude<Access, 'public'>, queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const { queryKey } = profileQueryOptions();
    const profile = await queryClient.ensureQueryData(profileQueryOptions()).catch(() => {
      queryClient.removeQueries({ queryKey });
      return null;
    });
    if (!profile) {
      const { pathname, search } = new URL(request.url);
      throw redirect(
        access === 'professional' ? professionalSignInPath(pathname + search) : loginPath(pathname + search),
      );
    }
    if (!roleMayOpen(profile.role, access)) {
      // One toast however many times it happens in a row.
      notifications.show({ id: 'not-your-page', color: 'blue', message: notYourPageMessage(profile.role, access) });
      throw redirect(roleShells[profile.role].home);
    }
    return null;
  };
}

function pageRoute({ path, page }: PagePattern, queryClient: QueryClient): RouteObject {
  return {
    // Named by its address, the same on the server and in the browser (`createAppRouter`).
    id: path,
    path,
    lazy: async () => {
      const screen = await screens[page.path as keyof typeof screens]();
      const guard = page.access === 'public' ? undefined : requireAccess(page.access, queryClient);
      const load = screen.clientLoader?.(queryClient);
      return {
        element: <TitledScreen title={page.title} Component={screen.default} />,
        loader:
          guard || load
            ? async (args) => {
                await guard?.(args);
                return load ? load(args) : null;
              }
            : undefined,
      };
    },
  };
}

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const layoutRoutes = layouts.flatMap((layout): RouteObject[] => {
    const layoutPages = pagePatterns.filter((pattern) => pattern.layout === layout);
    if (layoutPages.length === 0) return [];
    return [
      {
        id: `layout-${layout}`,
        lazy: layoutModules[layout],
        // A page that fails shows the error page inside its layout.
        children: [
          {
            id: `errors-${layout}`,
            ErrorBoundary: RouteErrorPage,
            children: layoutPages.map((page) => pageRoute(page, queryClient)),
          },
        ],
      },
    ];
  });
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootError,
      HydrateFallback: FirstLoad,
      children: [
        ...layoutRoutes,
        ...redirects.map((old): RouteObject => ({ path: old.path, element: <Navigate to={old.to} replace /> })),
        { id: 'not-found', lazy: layoutModules.default, children: [{ path: '*', element: <ErrorPage /> }] },
      ],
    },
  ];
}

type Patch = (parentId: string | null, children: RouteObject[]) => void;

/**
 * The routes the server matched, each with only its matched children, and what adds the rest of the
 * table: each parent's other children, in one call per parent, once.
 */
function matchedBranch(routes: readonly RouteObject[], matched: ReadonlySet<string>) {
  const rest: [parentId: string | null, children: RouteObject[]][] = [];
  const prune = (siblings: readonly RouteObject[], parentId: string | null): RouteObject[] => {
    const isMatched = (route: RouteObject) => route.id !== undefined && matched.has(route.id);
    const others = siblings.filter((route) => !isMatched(route));
    if (others.length > 0) rest.push([parentId, others]);
    return siblings
      .filter(isMatched)
      .map((route) => (route.children ? { ...route, children: prune(route.children, route.id ?? null) } : route));
  };
  const branch = prune(routes, null);
  const addTheRest = (patch: Patch) => {
    for (const [parentId, children] of rest.splice(0)) patch(parentId, children);
  };
  return { branch, addTheRest };
}

/**
 * The browser's router. On a server-rendered page, `rendered.router` holds what its loaders returned
 * there, so that they do not run again, and `rendered.routes` names the routes it matched. The router
 * starts with those routes alone, their code loaded first (it would otherwise render its first-load
 * fallback over the server's page while it loads them), and is given the rest of the table with the
 * first move to an address they do not match. Building and matching the whole table, twice, held a
 * slowed phone's main thread for a long task as the page was hydrated (decision 041 has the figures).
 */
export async function createAppRouter(
  queryClient: QueryClient,
  rendered?: Pick<RenderedPageData, 'router' | 'routes'>,
) {
  const routes = buildRoutes(queryClient);
  if (!rendered) return createBrowserRouter(routes);
  const { branch, addTheRest } = matchedBranch(routes, new Set(rendered.routes));
  const loadEach = async (siblings: readonly RouteObject[]): Promise<void> => {
    for (const route of siblings) {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
      if (route.children) await loadEach(route.children);
    }
  };
  await loadEach(branch);
  return createBrowserRouter(branch, {
    hydrationData: rendered.router,
    patchRoutesOnNavigation: ({ patch }) => addTheRest(patch),
  });
}
