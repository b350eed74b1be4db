/**
 * A document's Markdown on a page. The server renders it (`markdown-document.tsx`); a browser
 * hydrating a server-rendered page keeps that markup as it stands, and renders a document itself only
 * after a move within the app, with the rendering code loaded then. Parsing the Markdown again while
 * hydrating held a slow phone's main thread for one long task per document, and the parser was the
 * largest file of the help pages and the posts (decision 035).
 */
import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

const MarkdownDocument = lazy(() => import('./markdown-document'));

/**
 * The markup the server rendered for the document at `path`, while the browser hydrates the page
 * (until the app marks the page ready); a document rendered later in the browser is rendered afresh.
 */
function renderedByServer(path: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute('data-app-ready')) return undefined;
  return document.querySelector(`[data-document="${CSS.escape(path)}"]`)?.innerHTML;
}

/** A click that would open a page of the site in this tab. */
function ownPageOf(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  return href?.startsWith('/') && !link?.target ? href : undefined;
}

/** The Markdown `source` of the document at `path` (`/docs/booking`, say). */
export function Markdown({ path, source }: { path: string; source: string }) {
  // Kept with its source: the page may move on to another document and keep this component.
  const [rendered] = useState(() => {
    const html = renderedByServer(path);
    return html === undefined ? undefined : { source, html };
  });
  const navigate = useNavigate();
  if (rendered?.source === source) {
    // The server's links are plain links here: one to a page of the site moves within the app.
    const followOwnLinks = (event: MouseEvent) => {
      const href = ownPageOf(event);
      if (href === undefined) return;
      event.preventDefault();
      navigate(href);
    };
    // The same markup the server rendered, hydrated as one element: nothing in it is parsed again. A
    // link's Enter key sends the same click.
    return (
      <Typography
        data-document={path}
        onClick={followOwnLinks}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read from it above; the server rendered it from the Markdown with raw HTML dropped.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    );
  }
  return (
    <Typography data-document={path}>
      <Suspense fallback={null}>
        <MarkdownDocument source={source} />
      </Suspense>
    </Typography>
  );
}
