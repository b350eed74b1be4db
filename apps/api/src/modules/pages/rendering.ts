/**
 * The public pages rendered on the server (decision 031; `serverRendered` in the contract's table of
 * pages), cached per address: a page is rendered once
 * by the web app's server build and sent to every visitor until what it shows changes. The catalogue
 * is in PostgreSQL, so the change feed says when (topic `catalogue`, decision 010), whichever process
 * made the change; the blog and docs change only with a deploy, unless the content is read on every
 * query, when nothing is cached. Only visitors get these pages: a signed-in page is nobody else's.
 */

import { changeTopics } from '../../db/change-topics.ts';
import type { ChangeSource } from '../../lib/change-cache.ts';

/** A page as the web app's renderer renders it: the root element's content and the data element after it. */
export type RenderedPage = { html: string; data: string };

/** A render as sent: `cached` when the same one (the same object) goes to the next visitors too. */
export type PageRender = { page: RenderedPage; cached: boolean };

/**
 * Renders the page at an absolute address as a visitor sees it, or as the signed-in caller whose
 * session its calls carry sees it (`caller`); undefined for one it does not render.
 */
export type RenderPage = (url: string, renderedFor?: 'visitor' | 'caller') => Promise<RenderedPage | undefined>;

/** Pages are as many as the catalogue and the content, not the addresses; this bounds the rest (queries). */
const MAX_CACHED_PAGES = 1000;

type Options = { render: RenderPage; changes: ChangeSource; cache: boolean };

export function renderedPages({ render, changes, cache }: Options) {
  const cached = new Map<string, Promise<PageRender | undefined>>();
  /** Counts what was dropped, so that a page rendered while a change arrived is not cached. */
  let drops = 0;
  const drop = () => {
    drops += 1;
    cached.clear();
  };
  changes.subscribe(changeTopics.catalogue, { onChange: drop, onLost: drop });

  return {
    /** The page at `url` (absolute) as rendered for visitors; visitors asking at once share one render. */
    page(url: string): Promise<PageRender | undefined> {
      const known = cached.get(url);
      if (known) return known;
      if (!cache || !changes.live) return render(url).then((page) => page && { page, cached: false });
      if (cached.size >= MAX_CACHED_PAGES) cached.clear();
      const dropsBefore = drops;
      const rendering = render(url).then((page) => page && { page, cached: true });
      cached.set(url, rendering);
      rendering.then(
        (page) => {
          if (page === undefined || drops !== dropsBefore) forget(url, rendering);
        },
        () => forget(url, rendering),
      );
      return rendering;
    },
  };

  function forget(url: string, rendering: Promise<PageRender | undefined>) {
    if (cached.get(url) === rendering) cached.delete(url);
  }
}

export type RenderedPages = ReturnType<typeof renderedPages>;

/** Renders for signed-in callers under way at once in a process (decision 033). */
const CALLER_RENDERS_AT_ONCE = 4;

/**
 * The pages rendered for their caller (`serverRendered: 'their-buyer'`): one render per visit, never cached,
 * as the caller's data is in it. A render holds the process's one thread for tens of milliseconds;
 * past `atOnce` renders under way, a caller's page goes out to be rendered in the browser, as before
 * decision 033, rather than every call waiting behind renders.
 */
export function pagesForCallers<Caller>({
  render,
  atOnce = CALLER_RENDERS_AT_ONCE,
}: {
  /** Renders the page at an absolute address with the calls of `caller`. */
  render: (url: string, caller: Caller) => Promise<RenderedPage | undefined>;
  atOnce?: number;
}) {
  let underWay = 0;
  return {
    async page(url: string, caller: Caller): Promise<PageRender | undefined> {
      if (underWay >= atOnce) return undefined;
      underWay += 1;
      try {
        const page = await render(url, caller);
        return page && { page, cached: false };
      } finally {
        underWay -= 1;
      }
    },
  };
}
