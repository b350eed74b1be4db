/**
 * The public pages rendered on the server (decision 031), kept per address: a page is drawn once by
 * the web app's server build and sent to every visitor until what it shows changes. The catalogue
 * is in PostgreSQL, so the change feed says when (topic `catalogue`, decision 010), whichever process
 * made the change; the blog and docs change only with a deploy, unless the content is read on every
 * query, when nothing is kept. Only visitors get these pages: a signed-in page is nobody else's.
 */

import { changeTopics } from '../../db/change-topics.ts';
import type { ChangeSource } from '../../lib/change-cache.ts';

/** A page as the web app's renderer draws it: the root element's content and the data element after it. */
export type RenderedPage = { html: string; data: string };

/** A drawing as sent: `kept` when the same one (the same object) goes to the next visitors too. */
export type DrawnPage = { page: RenderedPage; kept: boolean };

/**
 * Draws the page at an absolute address as a visitor sees it, or as the signed-in caller whose
 * session its calls carry sees it (`caller`); undefined for one it does not draw.
 */
export type RenderPage = (url: string, drawnFor?: 'visitor' | 'caller') => Promise<RenderedPage | undefined>;

/** The route-table paths of the pages rendered on the server: the public pages a visit starts on. */
export const renderedPaths: ReadonlySet<string> = new Set([
  '/',
  '/marketplace',
  '/marketplace/products/:id',
  '/questionaire',
  '/login',
  '/blog',
  '/blog/:slug',
  '/docs',
  '/docs/*',
]);

/**
 * The route-table paths of the pages drawn on the server for the buyer who asks (decision 033): where
 * a buyer's visits start, each drawn for them alone and never kept.
 */
export const drawnForTheirBuyer: ReadonlySet<string> = new Set([
  '/dashboard',
  '/app/dashboard',
  '/app/book-appointment/:id',
]);

/** Pages are as many as the catalogue and the content, not the addresses; this bounds the rest (queries). */
const MAX_KEPT_PAGES = 1000;

type Options = { render: RenderPage; changes: ChangeSource; keep: boolean };

export function renderedPages({ render, changes, keep }: Options) {
  const kept = new Map<string, Promise<DrawnPage | undefined>>();
  /** Counts what was dropped, so that a page drawn while a change arrived is not kept. */
  let drops = 0;
  const drop = () => {
    drops += 1;
    kept.clear();
  };
  changes.subscribe(changeTopics.catalogue, { onChange: drop, onLost: drop });

  return {
    /** The page at `url` (absolute) as rendered for visitors; visitors asking at once share one drawing. */
    page(url: string): Promise<DrawnPage | undefined> {
      const known = kept.get(url);
      if (known) return known;
      if (!keep || !changes.live) return render(url).then((page) => page && { page, kept: false });
      if (kept.size >= MAX_KEPT_PAGES) kept.clear();
      const dropsBefore = drops;
      const drawing = render(url).then((page) => page && { page, kept: true });
      kept.set(url, drawing);
      drawing.then(
        (page) => {
          if (page === undefined || drops !== dropsBefore) forget(url, drawing);
        },
        () => forget(url, drawing),
      );
      return drawing;
    },
  };

  function forget(url: string, drawing: Promise<DrawnPage | undefined>) {
    if (kept.get(url) === drawing) kept.delete(url);
  }
}

export type RenderedPages = ReturnType<typeof renderedPages>;

/** Drawings for signed-in callers under way at once in a process (decision 033). */
const CALLER_DRAWINGS_AT_ONCE = 4;

/**
 * The pages drawn for their caller (`drawnForTheirBuyer`): one drawing per visit, never kept, as the
 * caller's data is in it. A drawing holds the process's one thread for tens of milliseconds; past
 * `atOnce` drawings under way, a caller's page goes out to draw in the browser, as before decision
 * 033, rather than every call waiting behind drawings.
 */
export function pagesForCallers<Caller>({
  render,
  atOnce = CALLER_DRAWINGS_AT_ONCE,
}: {
  /** Draws the page at an absolute address with the calls of `caller`. */
  render: (url: string, caller: Caller) => Promise<RenderedPage | undefined>;
  atOnce?: number;
}) {
  let underWay = 0;
  return {
    async page(url: string, caller: Caller): Promise<DrawnPage | undefined> {
      if (underWay >= atOnce) return undefined;
      underWay += 1;
      try {
        const page = await render(url, caller);
        return page && { page, kept: false };
      } finally {
        underWay -= 1;
      }
    },
  };
}
