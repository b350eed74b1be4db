/**
 * What a page rendered on the server hands to the browser beside its HTML: the router's loader results
 * and the query cache the page was drawn from, so that the browser draws the same page from the same
 * data, with no second fetch. It travels as a JSON data element, which the page's policy lets through
 * where it would refuse an inline script (decision 005).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export type RenderedPageData = { router: HydrationState; queries: DehydratedState };

const elementId = 'hbw-page-data';

/** The data element; `<` escaped so that no text of the data can close it. */
export function pageDataElement(data: RenderedPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

/**
 * The data of the page the server rendered, undefined for a page the browser draws alone. The data is
 * as fresh as the page, which the server drops when what it shows changes (decision 031), so it counts
 * as fetched now rather than when the page was first rendered.
 */
export function readPageData(now = Date.now()): RenderedPageData | undefined {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  const data = JSON.parse(text) as RenderedPageData;
  for (const query of data.queries.queries) query.state.dataUpdatedAt = now;
  return data;
}
