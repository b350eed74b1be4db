import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { type ApiAnswer, stubApi } from '@/test/api-stub';
import { NewsletterForm } from './newsletter-form';

function renderForm(answer: (email: string) => ApiAnswer | Promise<ApiAnswer>) {
  const fetchStub = stubApi(({ path, body }) => {
    if (path !== '/api/newsletter') return { status: 404, body: { message: 'Not here.' } };
    return answer((body as { email: string }).email);
  });
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <NewsletterForm />
    </AppProvider>,
  );
  return fetchStub;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('NewsletterForm', () => {
  it('has a required email field with autocomplete off', () => {
    renderForm(() => ({ status: 200, body: { data: { email: '' } } }));
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(form).toContainElement(email);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'off');
  });

  it('reads "Subscribing" while sending, then shows the toast and clears the form', async () => {
    const user = userEvent.setup();
    const answer = deferred<ApiAnswer>();
    const fetchStub = renderForm(() => answer.promise);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing' })).toHaveAttribute('aria-busy', 'true');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ana@example.com' }) }),
    );

    answer.resolve({ status: 200, body: { data: { email: 'ana@example.com' } } });
    expect(await screen.findByText('Subscribed!')).toBeVisible();
    expect(screen.getByText("You've been subscribed to our newsletter.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('does not flag the emptied field with a check that was still waiting', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ status: 200, body: { data: { email: 'ana@example.com' } } }));
    const email = screen.getByRole('textbox', { name: 'Email' });

    await user.type(email, 'ana@example.co');
    await user.tab();
    await user.type(email, 'm');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Subscribed!')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Enter your email address.')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's message under the field when it refuses the address", async () => {
    const user = userEvent.setup();
    renderForm(() => ({
      status: 422,
      body: { message: 'Check the highlighted field.', errors: { email: ['This domain does not receive email.'] } },
    }));

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('This domain does not receive email.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Subscribed!')).toBeNull();
  });

  it('shows a toast with the message when the server fails otherwise', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ status: 429, body: { message: 'Too many attempts. Try again in a minute.' } }));

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeVisible();
  });

  it('checks the address when the field is left, and again as the user types', async () => {
    const user = userEvent.setup();
    const fetchStub = renderForm(() => ({ status: 200, body: { data: { email: '' } } }));
    const email = screen.getByRole('textbox', { name: 'Email' });

    await user.type(email, 'ana@');
    expect(screen.queryByText('Enter a valid email address, like name@example.com.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();

    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address, like name@example.com.')).toBeNull());
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
