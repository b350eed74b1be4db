import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, pageRange } from './paging';

describe('paging', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['two', 1],
  ])('reads ?page=%s as page %i', (value, page) => {
    expect(pageFromSearch(value)).toBe(page);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 10, 3],
  ])('counts %i items at %i a page as %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it('gives the positions of the items on a page', () => {
    expect(pageRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(4, 10, 25)).toBeNull();
    expect(pageRange(1, 10, 0)).toBeNull();
  });
});
