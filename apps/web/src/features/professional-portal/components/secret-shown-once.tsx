/**
 * A secret shown this once (an API key, a webhook's signing secret): a warning, the secret to select
 * or copy, and a button the professional presses once they have it. The keyboard and a screen reader
 * go to its heading when it appears.
 */
import { Alert, Button, CopyButton, Group, Stack, TextInput, Title } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function SecretShownOnce(props: {
  title: string;
  /** The label of the field that holds the secret. */
  label: string;
  copyLabel: string;
  value: string;
  warning: ReactNode;
  onDone: () => void;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} ref={heading} tabIndex={-1}>
        {props.title}
      </Title>
      <Alert color="yellow" variant="light" radius="md" icon={<IconAlertTriangle aria-hidden="true" />}>
        {props.warning}
      </Alert>
      <TextInput
        label={props.label}
        readOnly
        value={props.value}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm" wrap="wrap">
        <CopyButton value={props.value}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : props.copyLabel}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={props.onDone}>
          I have copied it
        </Button>
      </Group>
      {props.children}
    </Stack>
  );
}
