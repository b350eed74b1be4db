/**
 * Renders the real app (providers, router, layouts, screens) at an address, against the stubbed API
 * (api-stub.ts).
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { type ApiHandler, stubApi, visitor } from './api-stub';

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
