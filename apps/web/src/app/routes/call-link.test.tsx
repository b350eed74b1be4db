import type { Appointment } from '@hbw/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';

const call: Appointment = {
  id: 12,
  appointment_date: '2026-12-04 15:00:00',
  starts_at: '2026-12-04T20:00:00.000Z',
  ends_at: '2026-12-04T20:30:00.000Z',
  status: 'booked',
  program_administrative_information_id: 3,
  program: { id: 3, name: 'My First Texas Home' },
  professional_detail_id: 1,
  professional: { id: 1, name: 'Dana Whitfield', company: 'Lone Star Home Lending', kind: 'lender' },
  buyer: { name: 'Sam Buyer', email: 'sam@example.com' },
  meet_link: null,
  microsoft_meeting_id: null,
  description: '',
  cancellation_note: null,
  created_at: '2026-11-25T08:00:00.000Z',
};

describe('/call/:id/cancel, from the email, without signing in', () => {
  it('shows the call and cancels it with the token of the link, sent in a header', async () => {
    const { fetchStub } = renderApp('/call/12/cancel#tok_abc', (request) => {
      if (request.path === '/api/call-link/12')
        return { status: 200, body: { data: { purpose: 'cancel', call, proposal: null } } };
      if (request.path === '/api/call-link/12/cancel')
        return { status: 200, body: { data: { ...call, status: 'cancelled' } } };
      return visitor(request);
    });
    expect(await screen.findByText(/30 minutes with Dana Whitfield/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the call' }));
    expect(await screen.findByRole('heading', { name: 'Your call is cancelled' })).toHaveFocus();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/call-link/12/cancel',
      expect.objectContaining({ method: 'PUT', headers: expect.objectContaining({ 'call-link': 'tok_abc' }) }),
    );
  });

  it('says why a link no longer works', async () => {
    renderApp('/call/12/cancel#tok_abc', (request) =>
      request.path === '/api/call-link/12'
        ? { status: 410, body: { message: 'This call was cancelled, so the links of its emails no longer work.' } }
        : visitor(request),
    );
    expect(
      await screen.findByText('This call was cancelled, so the links of its emails no longer work.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This link no longer works');
  });

  it('asks for the link again when the address lost its token, without asking the API', async () => {
    const { fetchStub } = renderApp('/call/12/cancel');
    expect(await screen.findByText(/lost the end of the link/)).toBeVisible();
    expect(fetchStub).not.toHaveBeenCalledWith(expect.stringContaining('/api/call-link'), expect.anything());
  });
});
