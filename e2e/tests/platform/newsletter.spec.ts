import { randomUUID } from 'node:crypto';
import { expect, holdRequests, test } from '../../fixtures.ts';

test('a visitor subscribes to the newsletter from the footer and receives the welcome email', async ({ page, app }) => {
  const address = `newsletter-${randomUUID()}@example.com`;
  const answer = await holdRequests(page, '**/api/newsletter');
  await page.goto('/');
  // The form loads as the footer comes near, as a visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Newsletter' });

  await form.getByRole('textbox', { name: 'Email' }).fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await expect(form.getByRole('button', { name: 'Subscribing' })).toBeVisible();
  answer();
  const toast = page.getByRole('alert').filter({ hasText: 'Subscribed!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("You've been subscribed to our newsletter.");

  const welcome = await app.mail.waitFor((mail) => mail.envelopeTo.includes(address), 30_000);
  expect(welcome.subject).toBe("You're subscribed to Homebuyer Wizard news");
  expect(welcome.to?.map((recipient) => recipient.address)).toEqual([address]);
});

test('a mistyped address gets its field error and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/newsletter') sent.push(request.postData() ?? '');
  });
  await page.goto('/');
  // The form loads as the footer comes near, as a visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Newsletter' });
  const email = form.getByRole('textbox', { name: 'Email' });

  await email.fill('buyer.example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await expect(form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Subscribed!' })).toHaveCount(0);
  expect(sent).toEqual([]);
});
