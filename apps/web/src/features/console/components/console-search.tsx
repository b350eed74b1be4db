/**
 * A console list's search box: the words are kept as typed and applied on Enter or the button, and
 * follow the address when it changes (the back button, a link).
 */
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

type ConsoleSearchProps = {
  /** The form's name for assistive technology: "Search the accounts". */
  name: string;
  /** The box's label: "Email contains". */
  label: string;
  /** The words the list is searched with now, from the address. */
  words: string | undefined;
  onSearch: (words: string | undefined) => void;
};

export function ConsoleSearch({ name, label, words, onSearch }: ConsoleSearchProps) {
  const [search, setSearch] = useState(words ?? '');
  useEffect(() => setSearch(words ?? ''), [words]);
  return (
    <form
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={label}
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button type="submit" variant="light">
          Search
        </Button>
      </Group>
    </form>
  );
}
