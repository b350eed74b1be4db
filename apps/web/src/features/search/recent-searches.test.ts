import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRecentSearches, recentSearches, rememberSearch } from './recent-searches';

beforeEach(() => forgetRecentSearches());

describe('recent searches', () => {
  it('are remembered newest first, once each whatever the case and spaces, five at most', () => {
    for (const search of ['texas', 'grants', '  Texas  ', 'a', 'b', 'c', 'd']) rememberSearch(search);
    expect(recentSearches()).toEqual(['d', 'c', 'b', 'a', 'Texas']);
  });

  it('leave out empty searches, and survive what another script wrote in their place', () => {
    rememberSearch('   ');
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem('hbw:recent-searches', '{not json');
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem('hbw:recent-searches', JSON.stringify(['ok', 3, null]));
    expect(recentSearches()).toEqual(['ok']);
  });
});
