/** The app: providers around the router. */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

/**
 * The providers hold the router alone, as on the server (`src/server/render-page.tsx`): a sibling
 * beside it would make React's ids, and with them Mantine's class names and field ids, differ from
 * those the server rendered.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  useAppReadyMark();
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/**
 * Marks the page once the app has rendered it or hydrated the one the server rendered, whose code comes
 * after its first paint (decision 032): until then its forms and buttons are only markup. The
 * browser tests wait for the mark before they act on a page (`e2e/fixtures.ts`).
 */
function useAppReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
}
