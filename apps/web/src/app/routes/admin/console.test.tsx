import type { ConsoleExpertRequest, ConsoleUser } from '@hbw/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, signedInAs, visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { buyerProfile } from '@/test/profiles';

const buyer = buyerProfile({ hasQuestion: true, is_first_login: false, status: 'completed' });
const staff = { ...buyer, role: 'admin' as const, email: 'staff@example.com' };

const request: ConsoleExpertRequest = {
  id: 7,
  status: 'new',
  note: '',
  expert_type: 'housing_counselor',
  email: 'ana@example.com',
  mobile_number: '+15554010001',
  household_income: 64_000,
  buyer: { id: 1, name: 'Ana Lopez', email: 'ana@example.com' },
  program: { id: 3, name: 'My First Texas Home', administrator_name: 'TDHCA' },
  created_at: '2026-11-25T15:00:00.000Z',
  updated_at: '2026-11-25T15:00:00.000Z',
};

const page = <T,>(data: T[]) => ({
  data: { data, total: data.length, per_page: 25, current_page: 1, last_page: 1 },
});

function asStaff(requests: ConsoleExpertRequest[], onPatch?: (body: unknown) => void): ApiHandler {
  return signedInAs(staff, ({ method, path, body }) => {
    if (method === 'GET' && path === '/api/admin/expert-requests') return { status: 200, body: page(requests) };
    if (method === 'PATCH' && path === '/api/admin/expert-requests/7') {
      onPatch?.(body);
      return { status: 200, body: { data: { ...request, ...(body as object) } } };
    }
    return visitor({ method, path, body });
  });
}

describe('the console', () => {
  it('sends a visitor to sign in, to come back afterwards', async () => {
    const { router } = renderApp('/admin/bookings', visitor);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/login?redirect=${encodeURIComponent('/admin/bookings')}`,
      ),
    );
  });

  it.each([
    ['buyer', '/dashboard', 'your dashboard'],
    ['professional', '/pro/calls', 'the calls booked with you'],
  ] as const)('sends a %s to their own home, saying why', async (role, home, homeName) => {
    const { router } = renderApp('/admin', signedInAs({ ...buyer, role }));
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(
      await screen.findByText(`That page is for administrators, so we brought you to ${homeName}.`),
    ).toBeInTheDocument();
  });

  it('says when no buyer has asked for an expert', async () => {
    renderApp('/admin', asStaff([]));
    expect(await screen.findByText('No buyer has asked for an expert yet.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
  });

  it('says when the requests could not load, and offers to try again', async () => {
    renderApp(
      '/admin',
      signedInAs(staff, ({ path }) =>
        path === '/api/admin/expert-requests'
          ? { status: 500, body: { message: 'Something went wrong on our side.' } }
          : { status: 404, body: { message: 'Not here.' } },
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the expert requests");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('handles a request: its status and the team’s note are saved', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderApp(
      '/admin',
      asStaff([request], (body) => saved.push(body)),
    );
    const table = await screen.findByRole('region', { name: 'Table of expert requests' });
    expect(within(table).getByText('Ana Lopez')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );

    await user.click(within(table).getByRole('button', { name: 'Handle the request from Ana Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handle this request' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'contacted');
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the team/ }), 'Called on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toEqual([{ status: 'contacted', note: 'Called on Monday.' }]));
    expect(await screen.findByText('Request saved')).toBeInTheDocument();
  });
});

describe('the console’s users', () => {
  const account: ConsoleUser = {
    id: 12,
    email: 'ben@example.com',
    name: 'Ben Ortiz',
    role: 'buyer',
    locked_at: null,
    sign_in_count: 3,
    created_at: '2026-11-01T15:00:00.000Z',
  };

  it('locks an account once confirmed, and mails a reset link without showing it', async () => {
    const user = userEvent.setup();
    const calls: { method: string; path: string; body: unknown }[] = [];
    renderApp(
      '/admin/users',
      signedInAs(staff, (request) => {
        const { method, path } = request;
        if (method === 'GET' && path === '/api/admin/users') return { status: 200, body: page([account]) };
        calls.push(request);
        if (method === 'PATCH' && path === '/api/admin/users/12') {
          return { status: 200, body: { data: { ...account, locked_at: '2026-11-25T15:00:00.000Z' } } };
        }
        if (method === 'POST' && path === '/api/admin/users/12/reset-link') {
          return { status: 200, body: { data: { message: 'A link was mailed to ben@example.com.' } } };
        }
        return visitor(request);
      }),
    );
    const table = await screen.findByRole('region', { name: 'Table of accounts' });
    await user.click(within(table).getByRole('button', { name: 'Lock ben@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock this account?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Lock the account' }));
    expect(await screen.findByText('Account locked')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Send reset link to ben@example.com' }));
    expect(await screen.findByText('A link was mailed to ben@example.com.')).toBeInTheDocument();
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/api/admin/users/12', { locked: true }],
      ['POST', '/api/admin/users/12/reset-link', undefined],
    ]);
  });
});

describe('the console’s programs', () => {
  it('finds the programs not reviewed for a number of days, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const { router } = renderApp(
      '/admin/programs',
      signedInAs(staff, (request) => {
        if (request.method === 'GET' && request.path === '/api/admin/programs') {
          asked.push(request.path);
          return { status: 200, body: page([]) };
        }
        return visitor(request);
      }),
    );
    expect(await screen.findByText('No program matches these filters.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Not reviewed for (days)' }), '180');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unchecked_days=180'));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('lists the programs whose sources are weak or old, with the reasons, when asked', async () => {
    const user = userEvent.setup();
    const keys4you = {
      id: 7,
      slug: 'dsha-keys4you',
      name: 'Keys4You Home Loan',
      administrator: {
        id: 3,
        name: 'Delaware State Housing Authority',
        short_name: 'DSHA',
        state: 'DE',
        website: null,
      },
      state: 'DE',
      states: ['DE'],
      type: 'deferred_second',
      summary: 'A 0% deferred second loan.',
      amount_summary: '4% of the first mortgage',
      max_amount: null,
      funding_status: 'open',
      status: 'published',
      first_time_buyer_required: false,
      occupations: [],
      source_url: 'https://homepaird.com',
      last_checked: '2026-04-23',
      source: { kind: 'aggregator', name: 'homepaird.com', date: '2026' },
      professional_count: 0,
      source_concerns: [{ kind: 'no_administrator_source', text: 'No source of the administrator’s own' }],
    };
    const { router } = renderApp(
      '/admin/programs',
      signedInAs(staff, (request) => {
        if (request.method === 'GET' && request.path === '/api/admin/programs') {
          return { status: 200, body: page(request.query?.get('sources') === 'weak_or_old' ? [keys4you] : []) };
        }
        return visitor(request);
      }),
    );
    expect(await screen.findByText('No program matches these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sources' }), 'weak_or_old');
    await waitFor(() => expect(router.state.location.search).toBe('?sources=weak_or_old'));
    expect(await screen.findByText('No source of the administrator’s own')).toBeInTheDocument();
    expect(screen.getByText('Site that collects programs, 2026')).toBeInTheDocument();
  });
});
