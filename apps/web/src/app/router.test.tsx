import { layouts, pages, redirects } from '@hbw/contract';
import { screen, waitFor } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type ApiHandler, signedInAs, stubApi, visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { buyerProfile } from '@/test/profiles';
import { layoutModules } from './layouts';
import { requireAccess } from './router';
import { screens } from './screens';

const sampleBuyer = buyerProfile({
  hasQuestion: true,
  is_first_login: false,
  status: 'completed',
  current_state: null,
});

/** Someone each page lets in: anyone sees a public page, the guards send everyone else to sign in. */
const allowedOn: Record<(typeof pages)[number]['access'], ApiHandler> = {
  public: visitor,
  account: signedInAs(sampleBuyer),
  'signed-in': signedInAs(sampleBuyer),
  professional: signedInAs({ ...sampleBuyer, role: 'professional' }),
  admin: signedInAs({ ...sampleBuyer, role: 'admin' }),
};

/**
 * Pages built from the blog and help content or from one record (a program, a state's coverage) show
 * the error page when the stubbed API has none; the browser tests open them on the real app with its content and demo data.
 */
const pagesOfOneRecord = new Set<string>([
  '/blog',
  '/blog/:slug',
  '/docs',
  '/docs/*',
  '/app/lender/:id',
  '/app/lender-details/:id',
  '/app/appointment-lender-details/:id',
  '/marketplace/products/:id',
  '/marketplace/states/:state',
]);

describe('the route table', () => {
  it.each(pages.map((page) => [page.path, page]))('%s has a screen module', async (_path, page) => {
    const module = await screens[page.path]();
    expect(module.default).toBeTypeOf('function');
  });

  it.each(layouts)('layout %s has a component', async (layout) => {
    const { Component } = await layoutModules[layout]();
    expect(Component).toBeTypeOf('function');
  });

  it.each(pages.filter((page) => !pagesOfOneRecord.has(page.path)).map((page) => [page.path, page]))(
    '%s renders its screen inside its layout, with its title',
    async (_path, page) => {
      const samplePath = page.path.replace(/:[^/]+/g, '1').replace('*', 'a/b');
      const { container } = renderApp(samplePath, allowedOn[page.access]);
      await waitFor(() => expect(container.querySelector(`[data-layout="${page.layout}"]`)).not.toBeNull());
      await waitFor(() => expect(document.title).toBe(`${page.title} | Homebuyer Wizard`));
    },
  );
});

describe('addresses outside the table', () => {
  it('shows the error page with 404 for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: "This is not the page you're looking for." })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('We are sorry but this page could not be found.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page Not Found: /no-such-page | Homebuyer Wizard'));
  });

  it.each(redirects.map((old) => [old.path, old.to]))('sends the old address %s to %s', async (from, to) => {
    const target = pages.find((page) => page.path === to);
    const { router } = renderApp(from, allowedOn[target?.access ?? 'public']);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });
});

describe('the landing page', () => {
  it('sends a signed-in buyer to the dashboard', async () => {
    const { router } = renderApp('/', signedInAs(sampleBuyer));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('welcomes a visitor with the way to their number', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find out how much help you could get to buy your home' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'See how much you could get' })[0]).toHaveAttribute(
      'href',
      '/questionaire',
    );
  });
});

describe('signed-in pages', () => {
  it('send a visitor to sign in, to come back afterwards', async () => {
    stubApi();
    const loader = requireAccess('signed-in', createQueryClient());
    const request = new Request('http://localhost/app/my-pals?page=2');
    const args = {
      request,
      url: new URL(request.url),
      pattern: '/app/my-pals',
      params: {},
      context: new RouterContextProvider(),
    };
    const answer = await Promise.resolve(loader(args)).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/login?redirect=%2Fapp%2Fmy-pals%3Fpage%3D2');
  });
});

describe('pages of another role', () => {
  const professional = signedInAs({ ...sampleBuyer, first_name: 'Dana', role: 'professional' });

  it.each(['/app/wizard-results', '/app/favorites-chips', '/dashboard'])(
    'send a professional opening %s to their calls, saying why',
    async (path) => {
      const { router } = renderApp(path, professional);
      await waitFor(() => expect(router.state.location.pathname).toBe('/pro/calls'));
      expect(
        await screen.findByText('That page is for home buyers, so we brought you to the calls booked with you.'),
      ).toBeVisible();
    },
  );

  it('send a buyer opening the portal to their dashboard, saying why', async () => {
    const { router } = renderApp('/pro/availability', signedInAs(sampleBuyer));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByText('That page is for lenders and housing experts, so we brought you to your dashboard.'),
    ).toBeVisible();
  });

  it('let a professional open their profile, which is every role’s', async () => {
    const { router } = renderApp('/profile', professional);
    await waitFor(() => expect(document.title).toBe('Your profile | Homebuyer Wizard'));
    expect(router.state.location.pathname).toBe('/profile');
  });
});
