/**
 * When a new code may be asked for: a minute after the last one (the server refuses sooner), counted
 * down to the second, then a "Send a new code" button.
 */
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

function secondsUntil(moment: number): number {
  return Math.max(0, Math.ceil((moment - Date.now()) / 1000));
}

type ResendCodeProps = {
  /** When the next code may be asked for, in milliseconds since the epoch. */
  availableAt: number;
  resending: boolean;
  onResend: () => void;
};

export function ResendCode({ availableAt, resending, onResend }: ResendCodeProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(availableAt));

  useEffect(() => {
    setSecondsLeft(secondsUntil(availableAt));
    const timer = setInterval(() => {
      const left = secondsUntil(availableAt);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [availableAt]);

  if (secondsLeft > 0) {
    return (
      <Text size="sm" c="dimmed">
        No email yet? Check your spam folder. You can ask for a new code in {secondsLeft} s.
      </Text>
    );
  }
  return (
    <Group gap={4}>
      <Text size="sm" c="dimmed">
        No email yet? Check your spam folder, or
      </Text>
      <Button variant="subtle" size="compact-sm" loading={resending} onClick={onResend}>
        Send a new code
      </Button>
    </Group>
  );
}
