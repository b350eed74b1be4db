import type { Profile } from '@hbw/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, signedInAs } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { buyerProfile } from '@/test/profiles';

const dana: Profile = {
  ...buyerProfile({ hasQuestion: false, is_first_login: false, status: null, current_state: null }),
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'dana@example.com',
  role: 'professional',
};

/** The profile page's other calls (calendars, passkeys) answer as for an account with none. */
function profileApi(profile: Profile, onUpdate: (body: unknown) => void = () => {}): ApiHandler {
  return signedInAs(profile, ({ path, body }) => {
    if (path === '/api/wizard-tool/profile/update') {
      onUpdate(body);
      return { status: 200, body: { data: { ...profile, first_name: 'Dana Marie' } } };
    }
    if (path === '/api/passkeys') return { status: 200, body: { data: [] } };
    return { status: 404, body: { message: 'There is nothing at this address.' } };
  });
}

describe('/profile', () => {
  it("asks a professional for their name and phone only, never a buyer's date of birth or state", async () => {
    const sent: unknown[] = [];
    renderApp(
      '/profile',
      profileApi(dana, (body) => sent.push(body)),
    );
    const details = await screen.findByRole('form', { name: 'Your details' });
    expect(within(details).getByRole('textbox', { name: /First name/ })).toHaveValue('Dana');
    expect(within(details).getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    expect(within(details).queryByLabelText(/Date of birth/)).toBeNull();
    expect(within(details).queryByRole('combobox', { name: /State you live in/ })).toBeNull();
    expect(within(details).queryByRole('combobox', { name: /hear about us/ })).toBeNull();
    expect(screen.queryByText('Almost there')).toBeNull();

    const user = userEvent.setup();
    const firstName = within(details).getByRole('textbox', { name: /First name/ });
    await user.clear(firstName);
    await user.type(firstName, 'Dana Marie');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual([{ first_name: 'Dana Marie', last_name: 'Whitfield' }]));
    expect(await screen.findByText('Your profile is up to date.')).toBeInTheDocument();
  });

  it('asks a buyer for their date of birth, home state and where they heard about us', async () => {
    renderApp('/profile', profileApi(buyerProfile({ hasQuestion: true, is_first_login: false, status: 'completed' })));
    const details = await screen.findByRole('form', { name: 'Your details' });
    expect(within(details).getByLabelText(/Date of birth/)).toBeInTheDocument();
    expect(within(details).getByRole('combobox', { name: /State you live in/ })).toHaveValue('TX');
    expect(within(details).getByRole('combobox', { name: /hear about us/ })).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
  });
});
