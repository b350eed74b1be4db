import { describe, expect, it } from 'vitest';
import { chipFiltersFromSearch, chipQueryFromSearch, searchWithChipFilters } from './chip-search';

describe('chipQueryFromSearch', () => {
  it.each([
    ['the first page of every chip when nothing is asked', '', { page: 1, per_page: 12 }],
    [
      'every filter asked, and the page',
      '?search=heroes&state=tx&type=grant&first_time_buyer=required&occupation=teacher&min_amount=5000&page=2',
      {
        search: 'heroes',
        state: 'TX',
        type: 'grant',
        first_time_buyer: 'required',
        occupation: 'teacher',
        min_amount: '5000',
        page: 2,
        per_page: 12,
      },
    ],
    [
      'ignores values it does not know',
      '?state=XX&type=gift&first_time_buyer=maybe&occupation=pilot&min_amount=7&page=0',
      { page: 1, per_page: 12 },
    ],
    ['ignores a search of spaces', '?search=%20', { page: 1, per_page: 12 }],
    [
      'a county of the state and a city of it',
      '?state=OH&county=39049&city=Columbus',
      { state: 'OH', county: '39049', city: 'Columbus', page: 1, per_page: 12 },
    ],
    [
      'ignores a county of another state, and a city without its county',
      '?state=OH&county=48453&city=Austin',
      { state: 'OH', page: 1, per_page: 12 },
    ],
    ['ignores a county without its state', '?county=39049', { page: 1, per_page: 12 }],
  ])('%s', (_, address, query) => {
    expect(chipQueryFromSearch(new URLSearchParams(address))).toEqual(query);
  });
});

describe('searchWithChipFilters', () => {
  it('writes the set filters and no page', () => {
    const filters = chipFiltersFromSearch(new URLSearchParams('?state=CA&page=3&occupation=healthcare'));
    expect(searchWithChipFilters(filters).toString()).toBe('state=CA&occupation=healthcare');
  });
});
