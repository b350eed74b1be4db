import type { ConsoleProgram } from '@hbw/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAs, visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { buyerProfile } from '@/test/profiles';

const staff = {
  ...buyerProfile({ hasQuestion: true, is_first_login: false, status: 'completed' }),
  role: 'admin' as const,
  email: 'staff@example.com',
};

const saved: ConsoleProgram = {
  id: 12,
  status: 'draft',
  scope: 'PR',
  origin: 'console',
  updated_at: '2026-11-25T15:00:00.000Z',
  program: {
    slug: 'isla-first-home-grant',
    name: 'Isla First Home Grant',
    administrator: 'fannie-freddie',
    type: 'grant',
    summary: 'A $9,000 grant.',
    description: 'A grant for buyers under the income cap.',
    amountSummary: '$9,000',
    benefit: { kind: 'fixed', amount: 9000 },
    income: { kind: 'income_cap', byHouseholdSize: [60_000, 60_000, 75_000] },
    firstMortgage: { lender: 'any' },
    stacking: { combinableWith: [], notWithTypes: [], notOnBondFinancedFirst: false },
    notCombinableWith: [],
    eligibility: [{ kind: 'primary_residence' }],
    fundingStatus: 'open',
    confidence: 'A',
    sourceUrl: 'https://example.org/isla-grant',
    sources: [{ name: 'example.org', url: 'https://example.org/isla-grant', kind: 'administrator', date: '2026-11' }],
    lastChecked: '2026-11-20',
  },
};

describe('a program in the console', () => {
  it('checks a new program with the catalogue’s schema, on its fields, before sending anything', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderApp(
      '/admin/programs/new',
      signedInAs(staff, (request) => {
        if (request.method === 'POST') sent.push(request.path);
        return visitor(request);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create the draft' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/./);
    expect(screen.getByRole('textbox', { name: /^Best source’s address/ })).toBeInvalid();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal on the field it names, and sends the whole program', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    renderApp(
      '/admin/programs/12',
      signedInAs(staff, (request) => {
        if (request.method === 'GET' && request.path === '/api/admin/programs/12') {
          return { status: 200, body: { data: saved } };
        }
        if (request.method === 'PATCH' && request.path === '/api/admin/programs/12') {
          patches.push(request.body);
          return {
            status: 422,
            body: {
              message: 'There is no administrator fannie-freddie.',
              errors: { 'program.administrator': ['There is no administrator fannie-freddie.'] },
            },
          };
        }
        return visitor(request);
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Isla First Home Grant' });
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Administrator/ })).toHaveAccessibleDescription(
        /There is no administrator fannie-freddie\./,
      ),
    );
    expect(patches).toEqual([{ scope: 'PR', program: saved.program }]);
  });

  it('publishes a draft', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    let current = saved;
    renderApp(
      '/admin/programs/12',
      signedInAs(staff, (request) => {
        if (request.method === 'GET' && request.path === '/api/admin/programs/12') {
          return { status: 200, body: { data: current } };
        }
        if (request.method === 'PATCH' && request.path === '/api/admin/programs/12') {
          patches.push(request.body);
          current = { ...saved, status: 'published' };
          return { status: 200, body: { data: current } };
        }
        return visitor(request);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'published' }]);
  });
});
