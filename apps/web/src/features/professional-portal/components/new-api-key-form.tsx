/**
 * Creating an API key: a name and what it may do (its scopes), then the whole key, shown this once
 * with a copy button and a warning, until the professional says they have it.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { type ApiKeyScope, apiKeyScopeLabels, apiKeyScopes, type NewApiKey } from '@hbw/contract';
import { Alert, Button, Checkbox, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';

export function NewApiKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const shownHeading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const wasShown = useRef(false);

  // The key appears where the form was: the keyboard and a screen reader go to it, and back to the
  // form once the key is put away.
  useEffect(() => {
    if (created) shownHeading.current?.focus();
    else if (wasShown.current) nameInput.current?.focus();
    wasShown.current = created !== null;
  }, [created]);

  const problems = create.error instanceof ApiError ? create.error.errors : {};
  const problemOf = (field: string) =>
    problems[field]?.[0] ?? Object.entries(problems).find(([path]) => path.startsWith(`${field}.`))?.[1][0];
  const otherProblem = create.error && !problemOf('name') && !problemOf('scopes') ? create.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The scopes come from the checkboxes, each a scope's value.
    create.mutate(
      { name, scopes: scopes as ApiKeyScope[] },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setScopes([]);
        },
      },
    );
  };

  if (created) {
    return (
      <Stack gap="sm" component="section" aria-labelledby="new-api-key-heading">
        <Title order={3} size="h4" id="new-api-key-heading" ref={shownHeading} tabIndex={-1}>
          Your new key “{created.name}”
        </Title>
        <Alert color="yellow" variant="light" radius="md" icon={<IconAlertTriangle aria-hidden="true" />}>
          Copy this key now and keep it in your system’s secret store. We keep only a fingerprint of it, so it will
          never be shown again; if you lose it, revoke it and create another.
        </Alert>
        <TextInput
          label="API key"
          readOnly
          value={created.key}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm" wrap="wrap">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={() => setCreated(null)}>
            I have copied it
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create an API key">
      <Stack gap="md">
        {otherProblem && <FormAlert title="No key was created">{otherProblem}</FormAlert>}
        <TextInput
          ref={nameInput}
          label="Name"
          description="The system that will use it, such as “Our CRM”."
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problemOf('name')}
        />
        <Checkbox.Group label="What it may do" required value={scopes} onChange={setScopes} error={problemOf('scopes')}>
          <Stack gap="xs" mt="xs">
            {apiKeyScopes.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={`${apiKeyScopeLabels[scope].label} (${scope})`}
                description={apiKeyScopeLabels[scope].description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
