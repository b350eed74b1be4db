import type { WebhookDelivery, WebhookEndpoint } from '@hbw/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { type ApiHandler, stubApi } from '@/test/api-stub';
import { NewWebhookEndpointForm } from './new-webhook-endpoint-form';
import { WebhookEndpointList } from './webhook-endpoint-list';

const SECRET = `whsec_${'A'.repeat(43)}=`;
const NEW_SECRET = `whsec_${'B'.repeat(43)}=`;

/** The portal's webhook endpoints as the server keeps them: registered, listed without their secret, rotated, removed. */
function webhookServer() {
  let endpoints: WebhookEndpoint[] = [];
  const failed: WebhookDelivery = {
    id: 31,
    message_id: 'msg_1',
    event_type: 'call.booked',
    status: 'failed',
    attempts: 8,
    last_response_code: 500,
    last_attempt_at: '2026-11-29T09:00:00.000Z',
    next_attempt_at: null,
    created_at: '2026-11-28T09:00:00.000Z',
  };
  const sent: { method: string; path: string; body: unknown }[] = [];
  const handler: ApiHandler = ({ method, path, body }) => {
    sent.push({ method, path, body });
    if (method === 'GET' && path === '/api/pro/webhooks') return { status: 200, body: { data: endpoints } };
    if (method === 'POST' && path === '/api/pro/webhooks') {
      const { url, events } = body as { url: string; events: WebhookEndpoint['events'] };
      if (!url.startsWith('https://'))
        return { status: 422, body: { message: 'Check the fields.', errors: { url: ['Use an https:// address.'] } } };
      const endpoint: WebhookEndpoint = {
        id: 5,
        url,
        events,
        created_at: new Date().toISOString(),
        disabled_at: '2026-11-29T09:00:00.000Z',
        disabled_reason: 'every delivery to it failed for a day (24 hours).',
        previous_secret_until: null,
      };
      endpoints = [...endpoints, endpoint];
      return { status: 201, body: { data: { ...endpoint, secret: SECRET } } };
    }
    if (method === 'POST' && path === '/api/pro/webhooks/5/secret') {
      endpoints = endpoints.map((one) => ({ ...one, previous_secret_until: '2026-11-30T09:00:00.000Z' }));
      return { status: 201, body: { data: { ...endpoints[0], secret: NEW_SECRET } } };
    }
    if (method === 'GET' && path === '/api/pro/webhooks/5/deliveries') return { status: 200, body: { data: [failed] } };
    if (method === 'POST' && path === '/api/pro/webhooks/5/deliveries/31/redeliver')
      return { status: 202, body: { data: { ...failed, status: 'pending' } } };
    if (method === 'DELETE' && path === '/api/pro/webhooks/5') {
      endpoints = [];
      return { status: 204 };
    }
    return { status: 404, body: { message: 'There is nothing at this address.' } };
  };
  return { handler, sent };
}

function renderWebhooks(handler: ApiHandler) {
  stubApi(handler);
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <WebhookEndpointList />
      <NewWebhookEndpointForm />
    </AppProvider>,
  );
}

async function addEndpoint(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Address/ }), 'https://crm.example.com/hooks');
  await user.click(screen.getByRole('checkbox', { name: /call\.booked/ }));
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
}

describe('the webhooks of the portal', () => {
  it('adds an endpoint with its events, shows its secret once, then lists it without it', async () => {
    const user = userEvent.setup();
    const server = webhookServer();
    renderWebhooks(server.handler);

    expect(await screen.findByText(/You have no webhook endpoints/)).toBeInTheDocument();
    await addEndpoint(user);
    expect(await screen.findByRole('heading', { name: /The signing secret of/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(server.sent.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://crm.example.com/hooks',
      events: ['call.booked'],
    });

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(document.body.textContent).not.toContain(SECRET);
    const list = await screen.findByRole('list', { name: 'Your webhook endpoints' });
    expect(within(list).getByText('https://crm.example.com/hooks')).toBeInTheDocument();
    expect(within(list).getByText('call.booked')).toBeInTheDocument();
    expect(within(list).getByText(/failed for a day/)).toBeInTheDocument();
  });

  it('shows the server’s refusal under the address', async () => {
    const user = userEvent.setup();
    renderWebhooks(webhookServer().handler);
    await user.type(await screen.findByRole('textbox', { name: /Address/ }), 'http://crm.example.com');
    await user.click(screen.getByRole('checkbox', { name: /call\.cancelled/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Use an https:// address.')).toBeInTheDocument();
  });

  it('shows the deliveries, sends a failed one again, rotates the secret and removes the endpoint once confirmed', async () => {
    const user = userEvent.setup();
    const server = webhookServer();
    renderWebhooks(server.handler);
    await addEndpoint(user);
    await user.click(await screen.findByRole('button', { name: 'I have copied it' }));

    const deliveriesButton = await screen.findByRole('button', { name: 'Deliveries' });
    await user.click(deliveriesButton);
    expect(deliveriesButton).toHaveAttribute('aria-expanded', 'true');
    const log = await screen.findByRole('list', { name: 'Latest deliveries' });
    expect(within(log).getByText('Failed')).toBeInTheDocument();
    expect(within(log).getByText(/8 attempts/)).toBeInTheDocument();
    expect(within(log).getByText(/answered 500/)).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: /Send again the call.booked delivery/ }));
    expect(server.sent.some((call) => call.path === '/api/pro/webhooks/5/deliveries/31/redeliver')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Rotate secret of https://crm.example.com/hooks' }));
    expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveValue(NEW_SECRET);
    expect(await screen.findByText(/The previous secret signs too until/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the endpoint https://crm.example.com/hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this webhook endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove endpoint' }));
    expect(await screen.findByText(/You have no webhook endpoints/)).toBeInTheDocument();
    expect(server.sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/pro/webhooks/5',
    ]);
  });
});
