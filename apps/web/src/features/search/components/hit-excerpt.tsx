/** A hit's excerpt, the words that matched the search marked. */
import type { ExcerptPart } from '@hbw/contract';
import { Text } from '@mantine/core';

export function HitExcerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return (
    <Text size="sm" c="dimmed" lineClamp={2}>
      {parts.map((part, index) =>
        part.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for a hit and have no identity of their own.
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
