import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';

const providers = (kind: 'off' | 'recaptcha') => ({
  status: 200,
  body: {
    data: { google: false, microsoft: false, bot_check: { kind, site_key: kind === 'recaptcha' ? 'site-key' : null } },
  },
});

describe('the reCAPTCHA notice', () => {
  it('says, on a form reCAPTCHA guards, that Google’s privacy policy and terms apply, since its badge is hidden', async () => {
    renderApp('/login', (request) =>
      request.path === '/api/auth/providers' ? providers('recaptcha') : visitor(request),
    );
    expect(await screen.findByText(/This site is protected by reCAPTCHA and the Google/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://policies.google.com/terms',
    );
  });
});
