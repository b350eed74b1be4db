/**
 * The screen module of every page of the contract's route table, loaded when the page is first shown.
 * Adding a page means adding it to the table and a module here; the type makes a missing one an error.
 */
import type { PagePath } from '@hbw/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export type ScreenModule = {
  default: ComponentType;
  /** Data the screen needs before it shows, or a redirect, given the app's query cache. */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

export const screens: Record<PagePath, () => Promise<ScreenModule>> = {
  '/': () => import('./routes/landing'),
  '/home': () => import('./routes/landing'),
  '/getting-started': () => import('./routes/getting-started'),
  '/roadmap': () => import('./routes/roadmap'),
  '/pricing': () => import('./routes/pricing'),
  '/privacy-policy': () => import('./routes/privacy-policy'),
  '/terms-of-use': () => import('./routes/terms-of-use'),
  '/logout': () => import('./routes/logout'),
  '/unsubscribe': () => import('./routes/unsubscribe'),
};
