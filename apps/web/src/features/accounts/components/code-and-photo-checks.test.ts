import { PHOTO_MAX_BYTES } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { digitsOfCode } from '@/components/one-time-code-field';
import { photoProblem } from './profile-photo';

describe('digitsOfCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['Your code: 123456', '123456'],
    ['12-34-56', '123456'],
    ['1234567', '123456'],
    ['12ab', '12'],
    ['', ''],
  ])('keeps "%s" as "%s"', (typed, kept) => {
    expect(digitsOfCode(typed)).toBe(kept);
  });
});

describe('photoProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1_000 }, null],
    [{ type: 'image/jpeg', size: PHOTO_MAX_BYTES }, null],
    [{ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 }, 'This photo is larger than 5 MB. Choose a smaller one.'],
    [{ type: 'application/pdf', size: 1_000 }, 'Choose an image: a JPEG, PNG, WebP or GIF file.'],
    [{ type: '', size: 1_000 }, 'Choose an image: a JPEG, PNG, WebP or GIF file.'],
  ])('%o: %s', (file, problem) => {
    expect(photoProblem(file)).toBe(problem);
  });
});
