/**
 * The header's search: a button that says how to open it from the keyboard (Ctrl+K or ⌘K, and /),
 * and the search dialog, loaded the first time it opens so that no page pays for it before.
 */
import '@mantine/core/styles/Kbd.css';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { lazy, Suspense, useState } from 'react';
import classes from './site-search.module.css';

const SearchDialog = lazy(() => import('./search-dialog').then((module) => ({ default: module.SearchDialog })));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SiteSearch() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  // Not while typing in a field: "/" is a character there, and Ctrl+K some browsers' own.
  useHotkeys([
    ['mod+K', open],
    ['/', open],
  ]);

  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        className={classes.wide}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        // The shortcut is told to assistive technology by aria-keyshortcuts, not read out as text.
        rightSection={
          <Kbd size="xs" aria-hidden="true">
            {isMac() ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K /"
      >
        Search
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="xl"
        hiddenFrom="sm"
        onClick={open}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <IconSearch size={22} aria-hidden="true" />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
