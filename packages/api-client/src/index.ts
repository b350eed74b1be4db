/**
 * A typed client of the Homebuyer Wizard API, for partners and for our own tests: openapi-fetch over
 * the types generated from the API's OpenAPI document (`api-types.ts`). Each call is typed by its
 * path and method, its body, parameters and answers alike.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api-types.ts';

export type { components, operations, paths } from './api-types.ts';

export type ApiClientOptions = {
  /** Where the API answers: the site's address, e.g. https://homes.example.org. */
  baseUrl: string;
  /** A session token (`Authorization: Bearer`), for the calls that need a signed-in account. */
  token?: string;
  fetch?: typeof globalThis.fetch;
};

export function apiClient({ baseUrl, token, fetch }: ApiClientOptions) {
  return createClient<paths>({
    baseUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(fetch ? { fetch } : {}),
  });
}

export type ApiClient = ReturnType<typeof apiClient>;
