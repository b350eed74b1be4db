import type { ApiKey } from '@hbw/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { type ApiHandler, stubApi } from '@/test/api-stub';
import { ApiKeyList } from './api-key-list';
import { NewApiKeyForm } from './new-api-key-form';

const WHOLE_KEY = `hbw_0123456789abcdef_${'s'.repeat(43)}`;

/** The portal's API keys as the server keeps them: created, listed without their secret, revoked. */
function keyServer() {
  let keys: ApiKey[] = [];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const handler: ApiHandler = ({ method, path, body }) => {
    sent.push({ method, path, body });
    if (method === 'GET' && path === '/api/pro/api-keys') return { status: 200, body: { data: keys } };
    if (method === 'POST' && path === '/api/pro/api-keys') {
      const { name, scopes } = body as { name: string; scopes: ApiKey['scopes'] };
      if (!name.trim())
        return { status: 422, body: { message: 'Check the fields.', errors: { name: ['Name the key.'] } } };
      const key: ApiKey = {
        id: 7,
        public_id: '0123456789abcdef',
        name,
        scopes,
        created_at: new Date().toISOString(),
        last_used_at: null,
        widget_origins: [],
      };
      keys = [...keys, key];
      return { status: 201, body: { data: { ...key, key: WHOLE_KEY } } };
    }
    if (method === 'PUT' && path === '/api/pro/api-keys/7/widget-origins') {
      const { origins } = body as { origins: string[] };
      const wrong = origins.findIndex((origin) => !/^https?:\/\/[^/]+$/.test(origin));
      if (wrong >= 0)
        return {
          status: 422,
          body: { message: 'Check the fields.', errors: { [`origins.${wrong}`]: ['Give an origin.'] } },
        };
      keys = keys.map((key) => (key.id === 7 ? { ...key, widget_origins: origins } : key));
      return { status: 200, body: { data: keys.find((key) => key.id === 7) } };
    }
    if (method === 'DELETE' && path === '/api/pro/api-keys/7') {
      keys = keys.filter((key) => key.id !== 7);
      return { status: 204 };
    }
    return { status: 404, body: { message: 'There is nothing at this address.' } };
  };
  return { handler, sent };
}

function renderKeys(handler: ApiHandler) {
  stubApi(handler);
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <ApiKeyList />
      <NewApiKeyForm />
    </AppProvider>,
  );
}

describe('the API keys of the portal', () => {
  it('creates a key with a name and scopes, shows it once with a copy button and a warning, then lists it without it', async () => {
    const user = userEvent.setup();
    const server = keyServer();
    renderKeys(server.handler);

    expect(await screen.findByText(/You have no API keys/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Our CRM');
    await user.click(screen.getByRole('checkbox', { name: /calls:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('heading', { name: 'Your new key “Our CRM”' });
    expect(shown).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue(WHOLE_KEY);
    expect(screen.getByText(/it will never be shown again/)).toBeInTheDocument();
    expect(server.sent.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Our CRM',
      scopes: ['calls:read'],
    });

    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(WHOLE_KEY);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('Our CRM')).toBeInTheDocument();
    expect(within(list).getByText('Read calls')).toBeInTheDocument();
    expect(within(list).getByText(/not used yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(WHOLE_KEY)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(WHOLE_KEY);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    renderKeys(keyServer().handler);
    await user.click(await screen.findByRole('checkbox', { name: /availability:write/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name the key.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
  });

  it('revokes a key only once the professional confirms', async () => {
    const user = userEvent.setup();
    const server = keyServer();
    renderKeys(server.handler);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Old CRM');
    await user.click(screen.getByRole('checkbox', { name: /calls:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await user.click(await screen.findByRole('button', { name: 'I have copied it' }));

    await user.click(await screen.findByRole('button', { name: 'Revoke the key Old CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “Old CRM”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.sent.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke the key Old CRM' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(/You have no API keys/)).toBeInTheDocument();
    expect(server.sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/pro/api-keys/7',
    ]);
  });

  it('lists the sites that may show a key’s widget, says which line is wrong, and then gives the snippet', async () => {
    const user = userEvent.setup();
    const server = keyServer();
    renderKeys(server.handler);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Listings');
    await user.click(screen.getByRole('checkbox', { name: /calls:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await user.click(await screen.findByRole('button', { name: 'I have copied it' }));

    await user.click(await screen.findByText('Widget for partner sites'));
    const sites = screen.getByRole('textbox', { name: /Sites that may show the widget/ });
    expect(screen.queryByLabelText('Widget snippet')).not.toBeInTheDocument();
    await user.type(sites, 'https://www.lending.example{Enter}lending.example/listings');
    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    expect(await screen.findByText('Line 2: Give an origin.')).toBeInTheDocument();

    await user.clear(sites);
    await user.type(sites, 'https://www.lending.example');
    await user.click(screen.getByRole('button', { name: 'Save sites' }));
    expect(await screen.findByText('Widget for partner sites (on 1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Widget snippet')).toHaveTextContent(
      `<script src="${window.location.origin}/widget.js" data-key="0123456789abcdef" data-price="300000" data-county="48453" async></script>`,
    );
    expect(server.sent.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { origins: ['https://www.lending.example', 'lending.example/listings'] },
      { origins: ['https://www.lending.example'] },
    ]);
  });
});
