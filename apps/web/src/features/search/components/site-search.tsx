/**
 * The header's search: a button that says how to open it from the keyboard (Ctrl+K or ⌘K, and /),
 * and the search dialog, loaded the first time it opens so that no page pays for it before.
 */
import { Button, Kbd, UnstyledButton } from '@mantine/core';
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
        className={classes.wide}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={<Kbd size="xs">{isMac() ? '⌘ K' : 'Ctrl K'}</Kbd>}
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K /"
      >
        Search
      </Button>
      <UnstyledButton
        className={`${classes.narrow} mantine-focus-auto`}
        onClick={open}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <IconSearch size={22} aria-hidden="true" />
      </UnstyledButton>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
