import { describe, expect, it } from 'vitest';
import { wordsOfAddress } from './words-of-address';

describe('the words of a mistyped address', () => {
  it.each([
    ['/blog/down-paymnt_help', 'down paymnt help'],
    ['/marketplace/products/homes-for-texs-heros', 'homes for texs heros'],
    ['/marketplace/products/999999', 'marketplace products'],
    ['/docs/booking/cancelation.html', 'booking cancelation'],
    ['/pricng', 'pricng'],
    ['/Privacy%20Policy', 'privacy policy'],
    ['/%E0%A4%A', 'e0 a4 a'],
    ['/', ''],
    ['/a/b/c/d/e/f/g/h/i/j', 'a b c d e f g h'],
  ])('%s searches for “%s”', (pathname, words) => {
    expect(wordsOfAddress(pathname)).toBe(words);
  });
});
