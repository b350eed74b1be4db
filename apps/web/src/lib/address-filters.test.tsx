import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { useAddressFilters } from './address-filters';

type Filters = { status: string; type: string; sort: string };

const filtersOf = (search: URLSearchParams): Filters => ({
  status: search.get('status') ?? '',
  type: search.get('type') ?? '',
  sort: search.get('sort') ?? '',
});

function searchFor(filters: Filters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  return search;
}

// The hook as the list rendered it last: its changes are called on it the way a component's handlers are.
let list: ReturnType<typeof useAddressFilters<Filters>>;

function List() {
  list = useAddressFilters(filtersOf, searchFor);
  return <p data-testid="shown">{list.searchParams.toString()}</p>;
}

function renderList(address: string) {
  const router = createMemoryRouter([{ path: '/list', Component: List }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Waits until the list shows this search, then checks the address holds it too. */
async function shown(router: ReturnType<typeof renderList>, search: string) {
  await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe(search));
  expect(router.state.location.search).toBe(search ? `?${search}` : '');
}

describe('useAddressFilters', () => {
  it('keeps two changes made before the first is rendered', async () => {
    const router = renderList('/list');
    act(() => {
      list.changeFilters({ status: 'open' });
      list.changeFilters({ type: 'grant' });
    });
    await shown(router, 'status=open&type=grant');
  });

  it('builds a change on the address once it is settled', async () => {
    const router = renderList('/list');
    act(() => list.changeFilters({ status: 'open' }));
    await shown(router, 'status=open');
    act(() => list.changeFilters({ type: 'grant' }));
    await shown(router, 'status=open&type=grant');
    act(() => list.changeFilters({ status: '' }));
    await shown(router, 'type=grant');
  });

  it('builds a change after the back button on the address rendered, not on the searches asked before', async () => {
    const router = renderList('/list?status=open');
    // A page turned, then a filter chosen before the page was rendered: the page is in the history, the filter replaces it.
    act(() => {
      list.changePage(2);
      list.changeFilters({ type: 'grant' });
    });
    await shown(router, 'status=open&type=grant');
    await act(() => router.navigate(-1));
    await shown(router, 'status=open');
    act(() => list.changeFilters({ sort: 'amount' }));
    await shown(router, 'status=open&sort=amount');
  });

  it('turns the page keeping the filters, in a new history entry', async () => {
    const router = renderList('/list?status=open&type=grant');
    act(() => list.changePage(2));
    await shown(router, 'status=open&type=grant&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    act(() => list.changePage(1));
    await shown(router, 'status=open&type=grant');
  });

  // paging.test checks which values are a page; these check the hook reads it from the address rendered.
  it.each([
    ['/list?status=open&page=3', 3],
    ['/list?status=open', 1],
    ['/list?page=two', 1],
  ])('gives the page of %s as %i', async (address, page) => {
    const router = renderList(address);
    await shown(router, address.slice('/list?'.length));
    expect(list.page).toBe(page);
  });

  it('gives the page turned to, then the first one on a change of filter', async () => {
    const router = renderList('/list?status=open');
    act(() => list.changePage(2));
    await shown(router, 'status=open&page=2');
    expect(list.page).toBe(2);
    act(() => list.changeFilters({ type: 'grant' }));
    await shown(router, 'status=open&type=grant');
    expect(list.page).toBe(1);
  });

  it('goes back to the first page on a change of filter, replacing the address', async () => {
    const router = renderList('/list?status=open&page=3');
    act(() => list.changeFilters({ sort: 'amount' }));
    await shown(router, 'status=open&sort=amount');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(list.filters).toEqual({ status: 'open', type: '', sort: 'amount' });
  });

  it('clears the filters, and builds a change made at once on the cleared address', async () => {
    const router = renderList('/list?status=open&type=grant&page=2');
    act(() => {
      list.clearFilters();
      list.changeFilters({ sort: 'amount' });
    });
    await shown(router, 'sort=amount');
  });
});
