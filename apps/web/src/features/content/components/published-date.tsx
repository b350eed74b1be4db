/** A post's date as people read it ("September 14, 2026"); the machine-readable one for assistive tech and search. */
import { Text } from '@mantine/core';

const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function PublishedDate({ date, author }: { date?: string; author?: string }) {
  if (!date) return null;
  return (
    <Text size="sm" c="dimmed">
      <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>
      {author ? ` · ${author}` : ''}
    </Text>
  );
}
