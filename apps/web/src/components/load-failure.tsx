/** A part of a page that could not load: what failed, the server's words, and a way to try again. */
import { Alert, Button, Stack, Text } from '@mantine/core';

type LoadFailureProps = { title: string; error: Error; onRetry: () => void };

export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
