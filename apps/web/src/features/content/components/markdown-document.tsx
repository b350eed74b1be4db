/**
 * Renders a document's Markdown (with tables and other GitHub additions). Raw HTML in a file is
 * dropped, so content cannot inject markup or scripts; links inside the site stay in the app. Loaded
 * only where a document is rendered: on the server, and in the browser after a move within the app
 * (`markdown.tsx`).
 */
import { Anchor } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

export default function MarkdownDocument({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={{ a: MarkdownLink }}>
      {source}
    </ReactMarkdown>
  );
}
