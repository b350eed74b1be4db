/**
 * Registering a webhook endpoint: its address and the events it receives, then its signing secret,
 * shown this once (docs/decisions/054-signed-webhooks-of-a-professional.md).
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import {
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  webhookEventLabels,
  webhookEventTypes,
} from '@hbw/contract';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { SecretShownOnce } from './secret-shown-once';

export function NewWebhookEndpointForm() {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const wasShown = useRef(false);

  useEffect(() => {
    if (!created && wasShown.current) urlInput.current?.focus();
    wasShown.current = created !== null;
  }, [created]);

  const problems = create.error instanceof ApiError ? create.error.errors : {};
  const problemOf = (field: string) =>
    problems[field]?.[0] ?? Object.entries(problems).find(([path]) => path.startsWith(`${field}.`))?.[1][0];
  const otherProblem = create.error && !problemOf('url') && !problemOf('events') ? create.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The events come from the checkboxes, each an event's type.
    create.mutate(
      { url, events: events as WebhookEventType[] },
      {
        onSuccess: (endpoint) => {
          setCreated(endpoint);
          setUrl('');
          setEvents([]);
        },
      },
    );
  };

  if (created) {
    return (
      <SecretShownOnce
        title={`The signing secret of ${created.url}`}
        label="Signing secret"
        copyLabel="Copy secret"
        value={created.secret}
        warning="Copy this secret now into the system that receives the deliveries: it checks each delivery’s signature with it. It will not be shown again; if you lose it, rotate it."
        onDone={() => setCreated(null)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Stack gap="md">
        {otherProblem && <FormAlert title="No endpoint was added">{otherProblem}</FormAlert>}
        <TextInput
          ref={urlInput}
          label="Address"
          description="Where we send the deliveries: an https:// address of your system."
          required
          type="url"
          maxLength={2000}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={problemOf('url')}
        />
        <Checkbox.Group label="Events to send" required value={events} onChange={setEvents} error={problemOf('events')}>
          <Stack gap="xs" mt="xs">
            {webhookEventTypes.map((type) => (
              <Checkbox key={type} value={type} label={`${webhookEventLabels[type]} (${type})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" c="dimmed">
          A call’s delivery names the call, its times and status, never the buyer; a lead’s carries the details the
          buyer agreed to share with you.
        </Text>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
