/** The app: providers around the router. */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <TakenOver />
    </AppProvider>
  );
}

/**
 * Marks the page once the app has drawn it or taken over the one the server drew, whose code comes
 * after its first paint (decision 032): until then its forms and buttons are only markup. The
 * browser tests wait for the mark before they act on a page (`e2e/fixtures.ts`).
 */
function TakenOver() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}
