import type { ConsoleAgency, IncomeLimitImportReport } from '@hbw/contract';
import { screen, waitFor, within } from '@testing-library/react';
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

const page = <T,>(data: T[]) => ({
  data: { data, total: data.length, per_page: 25, current_page: 1, last_page: 1 },
});

const refusedReport: IncomeLimitImportReport = {
  fiscal_year: 2025,
  rows_read: 2,
  imported: false,
  new_counties: [],
  changed_counties: [],
  unchanged_counties: 1,
  removed_counties: [],
  refused: [{ line: 3, reason: 'l80_2 is empty, not a whole number of dollars.' }],
  left_out: [],
};

describe('the console’s income limits', () => {
  it('shows the refused lines of a file and offers no import until they are fixed', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    renderApp(
      '/admin/income-limits?state=DE',
      signedInAs(staff, (request) => {
        if (request.method === 'GET' && request.path === '/api/admin/income-limits') {
          return { status: 200, body: { data: { state: 'DE', counties: [] } } };
        }
        if (request.method === 'POST' && request.path === '/api/admin/income-limits') {
          steps.push(request.query?.get('step') ?? '');
          return { status: 200, body: { data: refusedReport } };
        }
        return visitor(request);
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Income limits' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The page has no file input.');
    await user.upload(input, new File(['fips,...'], 'Section8-FY25.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const refused = await screen.findByRole('region', { name: 'Table of refused rows' });
    expect(within(refused).getByRole('row', { name: /3 l80_2 is empty/ })).toBeInTheDocument();
    expect(steps).toEqual(['check']);
    expect(screen.queryByRole('button', { name: /Import FY2025/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Correct the refused lines/)).toBeInTheDocument();
  });
});

describe('the console’s agencies', () => {
  const agency: ConsoleAgency = {
    id: 4,
    slug: 'tsahc',
    name: 'Texas State Affordable Housing Corporation',
    short_name: 'TSAHC',
    state: 'TX',
    website: 'https://www.tsahc.org',
    contact_email: null,
    program_count: 3,
    kept_by: 'catalogue_file',
  };

  it('shows the server’s word under the field, then saves the address', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp(
      '/admin/agencies',
      signedInAs(staff, (request) => {
        if (request.method === 'GET' && request.path === '/api/admin/agencies') {
          return { status: 200, body: page([agency]) };
        }
        if (request.method === 'PATCH' && request.path === '/api/admin/agencies/4') {
          const body = request.body as { contact_email: string };
          sent.push(body.contact_email);
          if (!body.contact_email.includes('@')) {
            return {
              status: 422,
              body: { message: 'Enter an email address.', errors: { contact_email: ['Enter an email address.'] } },
            };
          }
          return {
            status: 200,
            body: { data: { ...agency, contact_email: body.contact_email, kept_by: 'console_edit' } },
          };
        }
        return visitor(request);
      }),
    );
    const table = await screen.findByRole('region', { name: 'Table of agencies' });
    expect(within(table).getByText('The Homebuyer Wizard team')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Change ${agency.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change this agency' });
    const address = within(dialog).getByRole('textbox', { name: /Contact address for expert requests/ });

    await user.type(address, 'homebuyers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an email address.')).toBeInTheDocument();

    await user.type(address, '@tsahc.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual(['homebuyers', 'homebuyers@tsahc.example']));
    expect(await screen.findByText('Agency saved')).toBeInTheDocument();
  });
});
