/**
 * The router, built from the contract's route table: every page under its layout, loaded lazily; the
 * old addresses redirecting to their pages; pages that are not public sending visitors to sign in and
 * other roles home; and the error page for unknown addresses (404) and for failures.
 */
// The route table alone: the contract's index brings every schema, and the schema library, into the first load.
import { type Access, layouts, type PageRoute, pages, redirects } from '@hbw/contract/routes';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  matchRoutes,
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
 * does the same (specification section 2). Someone signed in who opens a page of another role goes to
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

function pageRoute(page: PageRoute & { path: keyof typeof screens }, queryClient: QueryClient): RouteObject {
  return {
    path: page.path,
    lazy: async () => {
      const screen = await screens[page.path]();
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
    const layoutPages = pages.filter((page) => page.layout === layout);
    if (layoutPages.length === 0) return [];
    return [
      {
        id: `layout-${layout}`,
        lazy: layoutModules[layout],
        // A page that fails shows the error page inside its layout.
        children: [
          { ErrorBoundary: RouteErrorPage, children: layoutPages.map((page) => pageRoute(page, queryClient)) },
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

/**
 * The browser's router. On a page the server rendered, `hydrationData` holds what its loaders
 * returned there, so that they do not run again; the page's lazy routes are loaded first, since the
 * router would otherwise draw its first-load fallback over the server's page while it loads them.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = buildRoutes(queryClient);
  if (hydrationData) {
    for (const { route } of matchRoutes(routes, window.location) ?? []) {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
    }
  }
  return createBrowserRouter(routes, { hydrationData });
}
