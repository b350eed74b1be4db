/**
 * The site's search box, in a dialog (full screen on phones): type, move with ↑ and ↓, open with
 * Enter, close with Escape. Opened empty it offers the recent searches of this browser. Every state
 * says so: nothing typed yet, searching, nothing found, search unavailable.
 */
import { Button, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { hasWords, useSiteSearch } from '../api/search-site';
import { forgetRecentSearches, recentSearches, rememberSearch } from '../recent-searches';
import { HitExcerpt } from './hit-excerpt';
import classes from './search-dialog.module.css';

/** Long enough to let a word be typed, short enough to feel immediate. */
const TYPING_PAUSE_MS = 150;

type Option = { key: string; kind: 'hit'; address: string } | { key: string; kind: 'recent'; search: string };

export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search Homebuyer Wizard"
      closeButtonProps={{ 'aria-label': 'Close the search' }}
      size="lg"
      fullScreen={phone}
      yOffset="10vh"
      transitionProps={{ duration: phone ? 0 : 150 }}
    >
      {opened && <SearchBox onDone={onClose} />}
    </Modal>
  );
}

function SearchBox({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, TYPING_PAUSE_MS);
  const [recent, setRecent] = useState(recentSearches);
  const [active, setActive] = useState(0);
  const listId = useId();
  const searching = hasWords(query);
  const hits = useSiteSearch(debounced);
  const shownHits = searching && hasWords(debounced) ? (hits.data ?? []) : [];

  const options: Option[] = searching
    ? shownHits.map((hit) => ({ key: hit.address, kind: 'hit', address: hit.address }))
    : recent.map((search) => ({ key: search, kind: 'recent', search }));
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'recent') {
      setQuery(option.search);
      setActive(0);
      return;
    }
    setRecent(rememberSearch(query));
    onDone();
    navigate(option.address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(activeIndex, 0) + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        type="search"
        aria-label="Search programs, help pages and posts"
        placeholder="Search programs, help pages and posts"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={searching && hits.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length > 0 && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {!searching && recent.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" fw={600} id={`${listId}-label`}>
            Recent searches
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              forgetRecentSearches();
              setRecent([]);
            }}
          >
            Clear
          </Button>
        </Group>
      )}
      <div id={listId} role="listbox" aria-label={searching ? 'Results' : 'Recent searches'} className={classes.list}>
        {options.map((option, index) => {
          const hit = option.kind === 'hit' ? shownHits[index] : undefined;
          return (
            <UnstyledButton
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className={classes.option}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {hit ? (
                <>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={600}>{hit.title}</Text>
                    <Text size="xs" c="dimmed" className={classes.context}>
                      {hit.context}
                    </Text>
                  </Group>
                  <HitExcerpt parts={hit.excerpt} />
                </>
              ) : (
                option.kind === 'recent' && <Text>{option.search}</Text>
              )}
            </UnstyledButton>
          );
        })}
      </div>
      <SearchState
        searching={searching}
        pending={hits.isPending || query !== debounced}
        failed={hits.isError && shownHits.length === 0}
        found={shownHits.length}
        query={debounced}
        recent={recent.length}
      />
    </Stack>
  );
}

function SearchState(props: {
  searching: boolean;
  pending: boolean;
  failed: boolean;
  found: number;
  query: string;
  recent: number;
}) {
  let message: string | null = null;
  if (!props.searching) {
    message = props.recent > 0 ? null : 'Type a program, a state, an agency or a question.';
  } else if (props.failed) {
    message = 'Search is not available right now. Please try again in a moment.';
  } else if (props.pending && props.found === 0) {
    message = 'Searching…';
  } else if (props.found === 0) {
    message = `Nothing found for “${props.query.trim()}”. Try other or fewer words.`;
  }
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" className={classes.state}>
      {message ?? (props.searching ? `${props.found} results. Use ↑ and ↓ to choose, Enter to open.` : '')}
    </Text>
  );
}
