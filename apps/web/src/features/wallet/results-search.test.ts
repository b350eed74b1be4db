import { describe, expect, it } from 'vitest';
import { filtersFromSearch, resultsQueryFromSearch, searchWithFilters } from './results-search';

describe('resultsQueryFromSearch', () => {
  it.each([
    ['the first page by status when nothing is asked', '', false, { page: 1, sort: 'status' }],
    [
      'the page and filters asked',
      '?page=3&status=likely&type=grant&sort=amount',
      false,
      { page: 3, status: 'likely', type: 'grant', sort: 'amount' },
    ],
    [
      'every result, without a page, for the list on one page',
      '?page=3&search=texas',
      true,
      { all: '1', search: 'texas', sort: 'status' },
    ],
    [
      'ignores values it does not know',
      '?status=maybe&type=lottery&sort=name&page=-2',
      false,
      { page: 1, sort: 'status' },
    ],
    ['ignores a search of spaces', '?search=%20%20', false, { page: 1, sort: 'status' }],
  ])('%s', (_, address, all, query) => {
    expect(resultsQueryFromSearch(new URLSearchParams(address), all)).toEqual(query);
  });
});

describe('searchWithFilters', () => {
  it('writes only what differs from the defaults, and no page', () => {
    const filters = filtersFromSearch(new URLSearchParams('?page=4&status=possible&sort=amount'));
    expect(searchWithFilters(filters).toString()).toBe('status=possible&sort=amount');
  });

  it('writes nothing for the defaults', () => {
    expect(searchWithFilters(filtersFromSearch(new URLSearchParams())).toString()).toBe('');
  });
});
