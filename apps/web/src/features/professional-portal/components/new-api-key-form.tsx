/**
 * Creating an API key: a name and what it may do (its scopes), then the whole key, shown this once
 * with a copy button and a warning, until the professional says they have it.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { type ApiKeyScope, apiKeyScopeLabels, apiKeyScopes, type NewApiKey } from '@hbw/contract';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import { SecretShownOnce } from './secret-shown-once';

export function NewApiKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const wasShown = useRef(false);

  // The key appears where the form was, and the keyboard goes back to the form once it is put away.
  useEffect(() => {
    if (!created && wasShown.current) nameInput.current?.focus();
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
      <SecretShownOnce
        title={`Your new key “${created.name}”`}
        label="API key"
        copyLabel="Copy key"
        value={created.key}
        warning="Copy this key now and keep it in your system’s secret store. We keep only a fingerprint of it, so it will never be shown again; if you lose it, revoke it and create another."
        onDone={() => setCreated(null)}
      >
        <Text size="sm" c="dimmed">
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </Text>
      </SecretShownOnce>
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
