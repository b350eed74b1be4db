/**
 * The pages rendered on the server (decisions 031 and 033): the same routes, loaders and screens as
 * in the browser, run by React Router's static handler inside the API's process, and rendered once
 * every lazy part has loaded. Built by `vite build --ssr` into `dist-server/`, which the API's pages
 * module loads; the browser hydrates the page with the data handed beside it (`lib/rendered-page.ts`).
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import { profileQueryOptions } from '@/features/session/api/get-profile';
import { type ApiFetch, sendApiCallsThrough } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { pageDataElement } from '@/lib/rendered-page';

export type RenderedPage = {
  /** What goes inside the page's root element. */
  html: string;
  /** The data element that goes after it. */
  data: string;
};

/** Whom a page is rendered for: any visitor (a page cached and shared), or the signed-in caller alone. */
export type RenderedFor = 'visitor' | 'caller';

/**
 * A renderer whose loaders reach the API through `fetchApi`. A visitor's page must be the same for
 * everyone it is sent to, and goes to no one signed in; a caller's page is rendered with the caller's
 * session, which `fetchApi` carries (the API's pages module), and goes to them alone; the API renders
 * it only for a caller whose profile names their time zone, which their times are read in. An address
 * whose loaders redirect or fail is not rendered (undefined): the browser renders it as before.
 */
export function pageRenderer(fetchApi: ApiFetch) {
  sendApiCallsThrough(fetchApi);
  return async function renderPage(
    url: string,
    renderedFor: RenderedFor = 'visitor',
  ): Promise<RenderedPage | undefined> {
    // A query cache of the page's own: nothing one page asked for is seen by another.
    const queryClient = createQueryClient();
    // A visitor's page goes to visitors only, so no session is asked for, here or, with this answer
    // handed over, in the browser. A caller's page asks for the caller's, as the browser would.
    if (renderedFor === 'visitor') queryClient.setQueryData(profileQueryOptions().queryKey, null);
    const { query, dataRoutes } = createStaticHandler(buildRoutes(queryClient));
    const context = await query(new Request(url));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return undefined;
    const router = createStaticRouter(dataRoutes, context);
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      // Every part in its place: past this many bytes React moves a finished part to the page's end,
      // with an inline script to put it back, which the page's policy refuses (decision 005).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    const queries = dehydrate(queryClient);
    // The browser counts the data as fetched when it reads it (`readPageData`), so the moment of the
    // render is left out: a page is the same bytes whenever and in whichever process it is rendered,
    // and keeps its entity tag until what it shows changes (decision 031).
    for (const query of queries.queries) {
      query.dehydratedAt = 0;
      query.state.dataUpdatedAt = 0;
    }
    const data = pageDataElement({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries,
      routes: context.matches.map((match) => match.route.id),
    });
    queryClient.clear();
    return { html, data };
  };
}
