/**
 * Renders the real app (providers, router, layouts, screens) at an address, against a stubbed
 * `fetch` that answers as our API would.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export type ApiAnswer = { status: number; body?: unknown };
export type ApiHandler = (request: { method: string; path: string; body: unknown }) => ApiAnswer | Promise<ApiAnswer>;

/** A signed-out visitor: the session call says so, anything else answers 404. */
export const visitor: ApiHandler = ({ path }) =>
  path === '/api/wizard-tool/session'
    ? { status: 200, body: { data: { signed_in: false, profile: null } } }
    : { status: 404, body: { message: 'There is nothing at this address.' } };

/** A signed-in person: the session call answers with their profile. */
export function signedInAs(profile: Record<string, unknown>, otherwise: ApiHandler = visitor): ApiHandler {
  return (request) =>
    request.path === '/api/wizard-tool/session'
      ? { status: 200, body: { data: { signed_in: true, profile } } }
      : otherwise(request);
}

export function stubApi(handler: ApiHandler = visitor) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const answer = await handler({ method: init?.method ?? 'GET', path: url.pathname, body });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

export function renderApp(path: string, handler: ApiHandler = visitor) {
  const fetchStub = stubApi(handler);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, fetchStub };
}
