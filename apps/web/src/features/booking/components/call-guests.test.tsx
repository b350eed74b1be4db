import type { Appointment, Guest } from '@hbw/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { type ApiHandler, stubApi } from '@/test/api-stub';
import { CallGuests } from './call-guests';

const inAWeek = new Date(Date.now() + 7 * 86_400_000);
const call: Appointment = {
  id: 41,
  appointment_date: '2030-01-01 10:00:00',
  starts_at: inAWeek.toISOString(),
  ends_at: new Date(inAWeek.getTime() + 30 * 60_000).toISOString(),
  status: 'booked',
  program_administrative_information_id: 3,
  program: { id: 3, name: 'My First Texas Home' },
  professional_detail_id: 7,
  professional: { id: 7, name: 'Dana Whitfield', company: 'Lone Star Home Lending', kind: 'lender' },
  buyer: { name: 'Ana Buyer', email: 'ana@example.com' },
  meet_link: 'https://meet.example/room',
  microsoft_meeting_id: null,
  description: '',
  cancellation_note: null,
  created_at: new Date().toISOString(),
};

const guest = (name: string, email: string): Guest => ({ name, email, added_at: new Date().toISOString() });

function renderGuests(handler: ApiHandler, appointment: Appointment = call) {
  const fetchStub = stubApi(handler);
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <CallGuests appointment={appointment} />
    </AppProvider>,
  );
  return fetchStub;
}

const searchesSent = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search-microsoft.json')
    .map((url) => url.searchParams.get('name'));

describe('CallGuests', () => {
  it('searches for 2 letters or more, lists who it found and where from, and fills the form with the one chosen by keyboard', async () => {
    const user = userEvent.setup();
    const fetchStub = renderGuests(({ method, path }) => {
      if (method === 'GET' && path === '/api/microsoft.json') return { status: 200, body: { data: [] } };
      return {
        status: 200,
        body: {
          data: [
            { name: 'Dana Whitfield', email: 'dana@example.com', source: 'home_team' },
            { name: 'Dan Partner', email: 'dan@outlook.example', source: 'microsoft' },
          ],
        },
      };
    });
    const name = await screen.findByRole('combobox', { name: 'Name' });
    await user.type(name, 'D');
    await user.type(name, 'an');
    expect(await screen.findByRole('option', { name: /Dana Whitfield/ })).toHaveTextContent('Home team');
    const found = screen.getByRole('listbox', { name: 'People found' });
    expect(within(found).getByRole('option', { name: /Dan Partner/ })).toHaveTextContent('Microsoft contacts');
    // Typed at a person's pace, 'D' is never sent and 'Dan' is what the list shows.
    expect(searchesSent(fetchStub)).not.toContain('D');
    expect(searchesSent(fetchStub).at(-1)).toBe('Dan');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(name).toHaveValue('Dan Partner');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('dan@outlook.example');
  });

  it('says the server’s refusal on the address', async () => {
    const user = userEvent.setup();
    renderGuests(({ method }) =>
      method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'A call can have at most 3 guests: remove one to add another.',
              errors: { '0.email': ['A call can have at most 3 guests: remove one to add another.'] },
            },
          }
        : { status: 200, body: { data: [] } },
    );
    await user.type(await screen.findByRole('combobox', { name: 'Name' }), 'Pat Partner');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('A call can have at most 3 guests: remove one to add another.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no invitation once the call has its 3 guests, but each can be removed', async () => {
    renderGuests(() => ({
      status: 200,
      body: {
        data: [guest('One', 'one@example.com'), guest('Two', 'two@example.com'), guest('Three', 'three@example.com')],
      },
    }));
    const list = await screen.findByRole('list', { name: 'Guests of this call' });
    expect(within(list).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(screen.getByText('This call has its 3 guests: remove one to invite someone else.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite a guest' })).toBeNull();
  });

  it('shows a cancelled call’s guests with no way to change them', async () => {
    renderGuests(() => ({ status: 200, body: { data: [guest('One', 'one@example.com')] } }), {
      ...call,
      status: 'cancelled',
    });
    const list = await screen.findByRole('list', { name: 'Guests of this call' });
    expect(within(list).getByText('one@example.com')).toBeVisible();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a guest' })).toBeNull();
  });
});
