import { describe, expect, it } from 'vitest';
import { nameMatches, PEOPLE_FOUND_MAX, peopleFound } from './people-search.ts';

const ann = { name: 'Ann-Marie O’Neil', email: 'amo@example.com' };

describe('finding a person by what the buyer typed', () => {
  it.each([
    ['an', true],
    ['ANN', true],
    ['marie', true],
    ['neil', true],
    ['ann o', true],
    ['amo', true],
    ['example', true],
    ['nn', false],
    ['ann smith', false],
  ])('"%s" finds Ann-Marie O’Neil: %s', (typed, found) => {
    expect(nameMatches(typed, ann)).toBe(found);
  });
});

describe('the people of several sources', () => {
  it('keeps each address once, from its first source, in the order of the sources', () => {
    const found = peopleFound([
      [{ name: 'Lena Lender', email: 'lena@example.com', source: 'home_team' }],
      [
        { name: 'Lena L.', email: 'LENA@example.com', source: 'microsoft' },
        { name: 'Sam Partner', email: 'sam@example.com', source: 'microsoft' },
      ],
    ]);
    expect(found).toEqual([
      { name: 'Lena Lender', email: 'lena@example.com', source: 'home_team' },
      { name: 'Sam Partner', email: 'sam@example.com', source: 'microsoft' },
    ]);
  });

  it(`answers at most ${PEOPLE_FOUND_MAX} people`, () => {
    const many = Array.from({ length: 15 }, (_, index) => ({
      name: `Person ${index}`,
      email: `p${index}@example.com`,
      source: 'microsoft' as const,
    }));
    expect(peopleFound([many])).toHaveLength(PEOPLE_FOUND_MAX);
  });
});
