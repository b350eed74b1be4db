/**
 * Mantine's `useId`, as every Mantine component gets it (vite.config.ts puts this module in place of
 * `@mantine/hooks`' own, decision 041). Mantine's replaces React's id with a random one in a layout
 * effect after the first render, so that on every server-rendered page, each form field was rendered
 * again at once, in one synchronous task, only to change ids the server had already written. React's
 * id is already the same on the server and in the browser, and unique within the page.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
