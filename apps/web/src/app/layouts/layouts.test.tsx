import { layouts } from '@hbw/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { useStepperSteps } from '@/components/stepper-steps';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { AppProvider } from '../provider';
import { layoutModules } from '.';

async function renderInLayout(layout: (typeof layouts)[number], Page: () => React.ReactNode = () => <p>The page</p>) {
  stubApi();
  const { Component: Layout } = await layoutModules[layout]();
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', Component: Page },
          { path: '/pricing', element: <p>Pricing page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}

function StepPage() {
  useStepperSteps([{ label: 'Your details' }, { label: 'Your home' }, { label: 'Done' }], 1);
  return <p>The page</p>;
}

describe('layouts', () => {
  it.each(layouts)('%s wraps the page in an element marked data-layout', async (layout) => {
    const { container } = await renderInLayout(layout);
    expect(await screen.findByText('The page')).toBeVisible();
    const root = container.querySelector(`[data-layout="${layout}"]`);
    expect(root).not.toBeNull();
    expect(root).toContainElement(screen.getByText('The page'));
  });

  it.each(['auth', 'default', 'empty-layout', 'login-lay', 'mp-blank', 'side-nav', 'stepper'] as const)(
    '%s shows the logo linking home',
    async (layout) => {
      await renderInLayout(layout);
      expect(await screen.findByRole('link', { name: 'Homebuyer Wizard home' })).toHaveAttribute('href', '/');
    },
  );

  it('default shows the header, the main content and the footer', async () => {
    await renderInLayout('default');
    expect(await screen.findByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'GET MONEY' })).toHaveAttribute('href', '/playground');
  });

  it('mp-blank offers a visitor a sign-in that comes back to the marketplace', async () => {
    await renderInLayout('mp-blank');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/marketplace/login');
  });

  it('side-nav lists the buyer’s areas', async () => {
    await renderInLayout('side-nav');
    const areas = await screen.findByRole('navigation', { name: 'Your areas' });
    expect(areas).toHaveTextContent('Appointments');
    expect(screen.getByRole('link', { name: 'Chip marketplace' })).toHaveAttribute('href', '/app/chip-marketplace');
  });

  it('stepper shows the steps its page gives it', async () => {
    await renderInLayout('stepper', StepPage);
    expect(await screen.findByText('Your details')).toBeVisible();
    expect(screen.getByText('Your home')).toBeVisible();
  });
});

describe('the header', () => {
  it('shows "Homebuyer" and a way to sign in to a visitor', async () => {
    await renderInLayout('default');
    expect(await screen.findByText('Homebuyer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('opens the menu panel, and closes it on Escape and on a change of page', async () => {
    const user = userEvent.setup();
    const { router } = await renderInLayout('default');
    const toggle = await screen.findByRole('button', { name: 'Open Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(panel).toHaveTextContent('How it works');
    expect(screen.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open Menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await router.navigate('/pricing');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('lets the visitor choose a colour mode, and remembers it', async () => {
    const user = userEvent.setup();
    await renderInLayout('default');
    const [control] = await screen.findAllByRole('button', { name: 'Colour mode' });
    await user.click(control as HTMLElement);
    const dark = await screen.findByRole('menuitemradio', { name: 'Dark' });
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await user.click(dark);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(window.localStorage.getItem('hbw-color-scheme')).toBe('dark');
  });
});
