/**
 * A key's widget: the sites whose pages may show it, one origin a line, and, once there is one, the
 * one-line snippet to put on a listing page (docs/decisions/061-leads-and-the-partner-widget.md).
 */
import '@mantine/core/styles/Code.css';
import type { ApiKey } from '@hbw/contract';
import { Button, Code, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSetWidgetOrigins } from '../api/set-widget-origins';

/** The tag a partner page carries: the home's price in dollars and its county's FIPS code are the listing's. */
export function widgetSnippet(appOrigin: string, publicId: string): string {
  return `<script src="${appOrigin}/widget.js" data-key="${publicId}" data-price="300000" data-county="48453" async></script>`;
}

export function KeyWidget({ apiKey }: { apiKey: ApiKey }) {
  const save = useSetWidgetOrigins();
  const [text, setText] = useState(apiKey.widget_origins.join('\n'));
  const problems = save.error instanceof ApiError ? save.error.errors : {};
  const problem = Object.entries(problems)
    .map(([field, messages]) => {
      const line = /^origins\.(\d+)$/.exec(field)?.[1];
      return line === undefined ? messages[0] : `Line ${Number(line) + 1}: ${messages[0]}`;
    })
    .join(' ');
  const snippet = widgetSnippet(window.location.origin, apiKey.public_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const origins = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate({ id: apiKey.id, origins });
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label={`Sites that may show the widget of ${apiKey.name}`}>
        <Stack gap="xs">
          <Textarea
            label="Sites that may show the widget"
            description="One origin a line, such as https://www.your-lending.com. With none, the widget shows nowhere."
            autosize
            minRows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem || (save.error && !(save.error instanceof ApiError) ? save.error.message : undefined)}
          />
          <Group gap="sm">
            <Button type="submit" variant="light" size="sm" loading={save.isPending}>
              Save sites
            </Button>
            {save.isSuccess && (
              <Text size="sm" role="status">
                Saved.
              </Text>
            )}
          </Group>
        </Stack>
      </form>
      {apiKey.widget_origins.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">
            Put this line where the widget goes, with the listing’s price in dollars and its county’s 5-digit code:
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label="Widget snippet">
            {snippet}
          </Code>
          <CopyButton value={snippet}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                {copied ? 'Copied' : 'Copy snippet'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
    </Stack>
  );
}
