/**
 * What a page rendered on the server hands to the browser beside its HTML: the router's loader results
 * and the query cache the page was rendered from, so that the browser hydrates the same page from the
 * same data, with no second fetch. It travels as a JSON data element, which the page's policy lets through
 * where it would refuse an inline script (decision 005).
 */
import { jsonInScript } from '@hbw/contract/json-in-script';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export type RenderedPageData = {
  router: HydrationState;
  queries: DehydratedState;
  /**
   * The ids of the routes the address matched on the server, outermost first: the browser loads those
   * routes' code before its router starts, without matching the address against the whole route
   * table once more (decision 041).
   */
  routes: string[];
};

const elementId = 'hbw-page-data';

/** The data element; `<` escaped so that no text of the data can close it. */
export function pageDataElement(data: RenderedPageData): string {
  return `<script type="application/json" id="${elementId}">${jsonInScript(data)}</script>`;
}

/**
 * The data of the page the server rendered, undefined for a page the browser renders alone. The data
 * is as fresh as the page, which the server drops when what it shows changes (decision 031) or renders
 * for this one call (decision 033), so it counts as fetched now rather than when the page was rendered.
 */
export function readPageData(now = Date.now()): RenderedPageData | undefined {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  const data = JSON.parse(text) as RenderedPageData;
  // The server leaves out when it rendered the page (`server/render-page.tsx`).
  for (const query of data.queries.queries) {
    query.dehydratedAt = now;
    query.state.dataUpdatedAt = now;
  }
  return data;
}

/** Resolves in a task of its own, after whatever the browser has waiting (a message, unlike a timer, is never held back). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the modules the page preloads (its screen's files, held in the page until its first paint,
 * decision 032) one a task, the files they import first, before hydration asks for them. Asked
 * for by the router's one import, they ran in one long task that held a slow phone's main thread
 * (decision 032 has the figures); one a task, a tap between two of them is answered. The list is read from the page's template, which `public/first-paint.js` leaves in
 * place, as its preloads may not all be live yet.
 */
export async function runPreloadedModulesInTurn(): Promise<void> {
  const held = document.getElementById('hbw-code');
  if (!(held instanceof HTMLTemplateElement)) return;
  // The page names the files a module imports before it (`page-assets.json`, apps/web/vite.config.ts).
  for (const preload of held.content.querySelectorAll('link[rel="modulepreload"]')) {
    const file = preload.getAttribute('href');
    if (!file) continue;
    // One that fails to load here is asked for again by the router, which says so if it fails again.
    await import(/* @vite-ignore */ file).catch(() => undefined);
    await nextTask();
  }
}
