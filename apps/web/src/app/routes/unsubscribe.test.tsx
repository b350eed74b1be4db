import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';

describe('/unsubscribe', () => {
  it('explains what to do when the link has no token', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByText('This link is incomplete')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('unsubscribes with the token from the email and confirms it', async () => {
    const { fetchStub } = renderApp('/unsubscribe?token=tok_123', (request) =>
      request.path === '/api/newsletter/unsubscribe'
        ? { status: 200, body: { data: { unsubscribed: true } } }
        : visitor(request),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText("You're unsubscribed")).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/newsletter/unsubscribe',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok_123' }) }),
    );
  });

  it("shows the server's message when unsubscribing fails", async () => {
    renderApp('/unsubscribe?token=tok_123', (request) =>
      request.path === '/api/newsletter/unsubscribe'
        ? { status: 429, body: { message: 'Too many attempts. Try again in a minute.' } }
        : visitor(request),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeVisible();
  });
});
