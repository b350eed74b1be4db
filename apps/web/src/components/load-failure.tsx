/**
 * A part of a page that could not load: what failed, the server's words (or the screen's, when it knows
 * better ones), and a way to try again when trying again can help.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';

type LoadFailureProps = {
  /** What could not load, in the screen's words: "We couldn't load your calls". */
  title: string;
  error: Error;
  /** Said instead of the error's own message. */
  message?: string;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
};

export function LoadFailure({ title, error, message, onRetry }: LoadFailureProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? error.message}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
