import type { ProCall } from '@hbw/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, signedInAs } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { buyerProfile } from '@/test/profiles';

const dana = {
  ...buyerProfile({ hasQuestion: false, is_first_login: false, status: null }),
  first_name: 'Dana',
  last_name: 'Whitfield',
  role: 'professional' as const,
};

const call: ProCall = {
  id: 12,
  appointment_date: '2026-12-02 10:00:00',
  starts_at: '2026-12-02T15:00:00.000Z',
  ends_at: '2026-12-02T15:30:00.000Z',
  status: 'booked',
  program_administrative_information_id: 3,
  program: { id: 3, name: 'My First Texas Home' },
  professional_detail_id: 1,
  professional: { id: 1, name: 'Dana Whitfield', company: 'Lone Star Home Lending (demo)', kind: 'lender' },
  buyer: { name: 'Ana Lopez', email: 'ana@example.com' },
  meet_link: null,
  microsoft_meeting_id: null,
  description: 'We found a house in Austin.',
  cancellation_note: null,
  created_at: '2026-11-25T10:00:00.000Z',
  buyer_details: {
    name: 'Ana Lopez',
    email: 'ana@example.com',
    photo: null,
    mobile_number: '+15125550142',
    note: 'We found a house in Austin.',
    program_outlook: {
      answers_complete: true,
      status: 'likely',
      amount: 5_790,
      up_to: 14_475,
      money: 'repay',
      estimate: '2% to 5% of an estimated $289,500 FHA loan: $5,790 to $14,475.',
      wallet_group: 'counted',
      why_not_counted: null,
      warnings: ['The lender confirms your income against the county limit.'],
      blockers: [],
      wallet_total: 5_790,
    },
  },
};

describe('/pro/calls/:id', () => {
  it('shows the professional the buyer of their call: how to reach them, their note and their estimate', async () => {
    renderApp(
      '/pro/calls/12',
      signedInAs(dana, ({ path }) =>
        path === '/api/pro/appointments/12'
          ? { status: 200, body: { data: call } }
          : { status: 404, body: { message: 'There is nothing at this address.' } },
      ),
    );
    const buyer = await screen.findByRole('region', { name: 'Ana Lopez' });
    expect(within(buyer).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(within(buyer).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(screen.getByRole('region', { name: 'Their note' })).toHaveTextContent('We found a house in Austin.');
    const outlook = screen.getByRole('region', { name: 'What they may get from My First Texas Home' });
    expect(outlook).toHaveTextContent('Likely');
    expect(outlook).toHaveTextContent('$5,790 to $14,475');
    expect(outlook).toHaveTextContent('It is counted in their wallet, which comes to $5,790 in all.');
    expect(outlook).toHaveTextContent('The lender confirms your income against the county limit.');
    expect(screen.queryByRole('link', { name: 'Wallet Wizard Results' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent(
      'Your callsYour hoursYour directory entryYour profile',
    );
  });

  it('says a call that is not theirs is not among theirs', async () => {
    renderApp(
      '/pro/calls/99',
      signedInAs(dana, () => ({ status: 404, body: { message: 'There is no such appointment.' } })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such call among yours');
    expect(screen.getByRole('link', { name: 'All your calls' })).toHaveAttribute('href', '/pro/calls');
  });
});

/** The call's page against an API holding this call, which a PUT changes as the server would, or refuses. */
function callApi(start: ProCall, refusal?: { status: number; message: string }) {
  let current = start;
  const changes: unknown[] = [];
  const handler: ApiHandler = signedInAs(dana, ({ method, path, body }) => {
    if (path !== '/api/pro/appointments/12')
      return { status: 404, body: { message: 'There is nothing at this address.' } };
    if (method === 'PUT') {
      changes.push(body);
      if (refusal) {
        current = { ...current, status: 'cancelled', cancellation_note: 'The buyer cancelled.' };
        return { status: refusal.status, body: { message: refusal.message } };
      }
      const { action, note } = body as { action: 'cancel' | 'complete' | 'no_show'; note?: string };
      const status = { cancel: 'cancelled', complete: 'completed', no_show: 'no_show' } as const;
      current = { ...current, status: status[action], cancellation_note: action === 'cancel' ? (note ?? '') : null };
      const { buyer_details: _, ...appointment } = current;
      return { status: 200, body: { data: appointment } };
    }
    return { status: 200, body: { data: current } };
  });
  return { handler, changes };
}

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();
const startedCall: ProCall = { ...call, starts_at: minutes(-10), ends_at: minutes(20) };

describe('/pro/calls/:id, what the professional can do', () => {
  it('cancels a call ahead with a note for the buyer, then shows it cancelled with the note', async () => {
    const api = callApi(call);
    renderApp('/pro/calls/12', api.handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cancel the call of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'A note for Ana Lopez' }), 'I am ill, sorry.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the call' }));

    expect(await screen.findByText('Cancellation note: I am ill, sorry.')).toBeInTheDocument();
    expect(api.changes).toEqual([{ action: 'cancel', note: 'I am ill, sorry.' }]);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel the call of / })).toBeNull();
    expect(await screen.findByText(/We let Ana Lopez know, with your note/)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Cancellation note: I am ill, sorry.'));
  });

  it('marks a call that has started completed, and offers nothing more', async () => {
    const api = callApi(startedCall);
    renderApp('/pro/calls/12', api.handler);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: /^Mark the call of .* as a no-show$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel the call of / })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Mark the call of .* completed$/ }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark the call of / })).toBeNull());
    expect(screen.getByText('Completed')).toBeInTheDocument();
    // The button pressed is gone: the keyboard is on the call's new state.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Completed'));
    expect(api.changes).toEqual([{ action: 'complete', note: '' }]);
    expect(await screen.findByText('Marked as completed.')).toBeInTheDocument();
  });

  it('says what to do when the buyer cancelled first, and shows the call as it now stands', async () => {
    const api = callApi(startedCall, { status: 409, message: 'This call is not booked any more.' });
    renderApp('/pro/calls/12', api.handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark the call of .* completed$/ }));

    expect(
      await screen.findByText(
        'This call is not booked any more. The call now shows where it stands: choose again from what it offers.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancellation note: The buyer cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark the call of / })).toBeNull();
  });
});
