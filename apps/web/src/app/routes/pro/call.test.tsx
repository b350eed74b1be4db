import type { ProCall } from '@hbw/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/test/api-stub';
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
      amount: 14_475,
      estimate: '5% of an estimated $289,500 FHA loan',
      wallet_group: 'counted',
      why_not_counted: null,
      warnings: ['The lender confirms your income against the county limit.'],
      blockers: [],
      wallet_total: 16_475,
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
    expect(outlook).toHaveTextContent('About $14,475');
    expect(outlook).toHaveTextContent('It is counted in their wallet, which comes to $16,475 in all.');
    expect(outlook).toHaveTextContent('The lender confirms your income against the county limit.');
    expect(screen.queryByRole('link', { name: 'Wallet Wizard Results' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Your callsYour hoursYour profile');
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
