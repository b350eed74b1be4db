/**
 * Sets the document title, "<title> | Homebuyer Wizard". A screen may render its own PageTitle with a
 * more precise title; being deeper in the tree, its effect runs last and wins.
 */
import { useEffect } from 'react';

export const siteName = 'Homebuyer Wizard';

export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

export function PageTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
  return null;
}
