import type { SearchHit } from '@hbw/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandler, visitor } from '@/test/api-stub';
import { renderApp } from '@/test/app';
import { forgetRecentSearches } from '../recent-searches';

const heroes: SearchHit = {
  kind: 'program',
  title: 'Homes for Texas Heroes',
  address: '/marketplace/products/7',
  context: 'TSAHC · Texas',
  excerpt: [
    { text: 'For ', highlighted: false },
    { text: 'Texas', highlighted: true },
    { text: ' teachers and first responders.', highlighted: false },
  ],
};
const pricing: SearchHit = { ...heroes, kind: 'page', title: 'Pricing', address: '/pricing', context: 'Page' };

function searching(answer: (query: string) => { status: number; body: unknown }): ApiHandler {
  return (request) => (request.path === '/api/search.json' ? answer(request.query?.get('q') ?? '') : visitor(request));
}

describe('the header’s search', () => {
  it('opens with Ctrl+K, chooses with the arrows and opens the chosen hit with Enter', async () => {
    forgetRecentSearches();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/getting-started',
      searching(() => ({ status: 200, body: { data: [heroes, pricing] } })),
    );
    await screen.findByRole('button', { name: 'Search' });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Search programs, help pages and posts' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('texs heros');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Homes for Texas Heroes'),
      expect.stringContaining('Pricing'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Texas', { selector: 'mark' })[0]).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(JSON.parse(window.localStorage.getItem('hbw:recent-searches') ?? '[]')).toEqual(['texs heros']);
  }, 20_000);

  it('says when nothing was found, and when search is unavailable', async () => {
    const user = userEvent.setup();
    renderApp(
      '/getting-started',
      searching((query) =>
        query.includes('broken')
          ? { status: 500, body: { message: 'Something went wrong.' } }
          : { status: 200, body: { data: [] } },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox'), 'zzqxw');
    expect(await screen.findByText('Nothing found for “zzqxw”. Try other or fewer words.')).toBeVisible();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'broken');
    expect(await screen.findByText('Search is not available right now. Please try again in a moment.')).toBeVisible();
  }, 20_000);
});

describe('the error page', () => {
  it('suggests what the words of a mistyped address find, as links', async () => {
    const asked: string[] = [];
    renderApp(
      '/marketplace/homes-for-texs-heros',
      searching((query) => {
        asked.push(query);
        return { status: 200, body: { data: [heroes] } };
      }),
    );
    expect(await screen.findByText('Page Not Found: /marketplace/homes-for-texs-heros')).toBeVisible();
    const suggestions = await screen.findByRole('region', { name: 'Were you looking for…' });
    expect(suggestions).toContainElement(screen.getByRole('link', { name: 'Homes for Texas Heroes' }));
    expect(screen.getByRole('link', { name: 'Homes for Texas Heroes' })).toHaveAttribute(
      'href',
      '/marketplace/products/7',
    );
    expect(asked).toEqual(['homes for texs heros']);
  }, 20_000);
});
