/** Everything the screens rely on: theme and colour mode, toasts, modals and the query cache. */
import { localStorageColorSchemeManager, MantineProvider, useComputedColorScheme } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect } from 'react';
import { NotFoundSuggestions } from '@/components/not-found-suggestions';
import { ModalsHost } from './modals-host';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme, themeColors } from './theme';

// Loaded with the first 404: "Were you looking for…" under the error page.
const SearchSuggestions = lazy(() =>
  import('@/features/search/components/search-suggestions').then((module) => ({ default: module.SearchSuggestions })),
);

export const colorSchemeStorageKey = 'hbw-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

/** Keeps the browser's toolbar colour with the colour mode in use (public/first-paint.js sets it before the app starts). */
function ThemeColor() {
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = themeColors[scheme];
    }
  }, [scheme]);
  return null;
}

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals, for unit tests. */
  env?: 'default' | 'test';
};

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <ThemeColor />
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        <ModalsHost />
        <NotFoundSuggestions value={SearchSuggestions}>{children}</NotFoundSuggestions>
      </QueryClientProvider>
    </MantineProvider>
  );
}
