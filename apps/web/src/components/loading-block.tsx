/** A part of a page still loading: grey blocks where it will be, announced once to screen readers. */
import { Skeleton, Stack } from '@mantine/core';

export function LoadingBlock({ label, rows = 3, height = 96 }: { label: string; rows?: number; height?: number }) {
  const placeholders = Array.from({ length: rows }, (_, index) => `placeholder-${index + 1}`);
  return (
    <Stack gap="md" role="status" aria-label={label}>
      {placeholders.map((placeholder) => (
        <Skeleton key={placeholder} height={height} radius="md" />
      ))}
    </Stack>
  );
}
