import type { Lead } from '@hbw/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { LeadList } from './lead-list';

const lead: Lead = {
  id: 3,
  buyer_name: 'Rosa Díaz',
  buyer_email: 'rosa@example.com',
  buyer_phone: '+1 512 555 0142',
  home_price: 300_000,
  county: '48453',
  county_name: 'Travis',
  wallet_total: 17_500,
  wallet_up_to_total: 21_000,
  program_count: 3,
  consent_text: 'I agree that Homebuyer Wizard shares my name … with Pat Lender, and only with them …',
  consented_at: '2026-11-28T10:00:00.000Z',
  source_origin: 'https://lending.example',
  created_at: '2026-11-28T10:00:00.000Z',
};

function renderLeads(leads: Lead[]) {
  stubApi(({ path }) =>
    path === '/api/pro/leads' ? { status: 200, body: { data: leads } } : { status: 404, body: { message: 'No.' } },
  );
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <LeadList />
    </AppProvider>,
  );
}

describe('the leads of the portal', () => {
  it('says there are none yet, and where they come from', async () => {
    renderLeads([]);
    expect(await screen.findByText(/No leads yet\. Once your widget is on a site you allow/)).toBeInTheDocument();
  });

  it('lists each buyer with their contact links, the home, the assistance they saw and what they agreed to', async () => {
    renderLeads([lead]);
    const item = within(await screen.findByRole('list', { name: 'Your leads' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'rosa@example.com' })).toHaveAttribute(
      'href',
      'mailto:rosa@example.com',
    );
    expect(within(item).getByRole('link', { name: '+1 512 555 0142' })).toHaveAttribute('href', 'tel:+1 512 555 0142');
    expect(item).toHaveTextContent(
      'A home of $300,000 in Travis County: $17,500 at closing from 3 programs, up to $21,000.',
    );
    expect(item).toHaveTextContent('from https://lending.example');
    expect(item).toHaveTextContent('with Pat Lender, and only with them');
  });
});
