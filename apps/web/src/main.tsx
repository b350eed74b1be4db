import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/styles';
import { queryClient } from '@/lib/query-client';
import { readPageData, runPreloadedModulesInTurn } from '@/lib/rendered-page';
import { App } from './app';
import { createAppRouter } from './app/router';

/**
 * A page the server rendered (a visitor's public page, or a buyer's own first page) is hydrated as it
 * stands; any other page is rendered here. Not awaited at the top of this module: the
 * screens it loads first import this very file's chunk, which would wait for them forever.
 */
async function start(container: HTMLElement) {
  const pageData = readPageData();
  if (pageData) {
    hydrate(queryClient, pageData.queries);
    await runPreloadedModulesInTurn();
  }
  const router = await createAppRouter(queryClient, pageData);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // Hydrated in a transition, which React does in slices that leave the main thread free between
  // them: the page is already on screen, and a tap or a key meanwhile is answered, not held up
  // behind one long task, as the whole page's hydration was on a slow phone (decision 032).
  if (pageData) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
start(container);
