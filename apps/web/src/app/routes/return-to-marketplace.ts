/**
 * The loader of the marketplace's own sign-in and sign-up pages: without a `?redirect=` of its own,
 * the address gets one to the marketplace, so that signing in from there returns there.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { paths } from '@/config/paths';

export function returnToMarketplace(
  accountLoader: (queryClient: QueryClient) => LoaderFunction,
): (queryClient: QueryClient) => LoaderFunction {
  return (queryClient) => {
    const load = accountLoader(queryClient);
    return async (args) => {
      const url = new URL(args.request.url);
      if (!url.searchParams.has('redirect')) {
        url.searchParams.set('redirect', paths.marketplace);
        throw redirect(`${url.pathname}${url.search}`);
      }
      return load(args);
    };
  };
}
