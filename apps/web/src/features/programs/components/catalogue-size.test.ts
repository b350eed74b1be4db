import { describe, expect, it } from 'vitest';
import { catalogueSizeText } from './catalogue-size';

const catalogue = {
  programs: 246,
  states: 50,
  district_of_columbia: true,
  puerto_rico: true,
  providers: 120,
  places: 61,
};

describe('the size of the catalogue, in words', () => {
  it.each([
    [
      'every figure',
      catalogue,
      '246 programs from 120 providers in 50 states, DC and Puerto Rico, statewide and in 61 cities and counties',
    ],
    [
      'no DC, no Puerto Rico, no city',
      { ...catalogue, district_of_columbia: false, puerto_rico: false, places: 0 },
      '246 programs from 120 providers in 50 states, statewide',
    ],
    [
      'ones and thousands',
      { ...catalogue, programs: 2_600, providers: 1, states: 1, district_of_columbia: false, places: 1 },
      '2,600 programs from 1 provider in 1 state and Puerto Rico, statewide and in 1 city or county',
    ],
  ])('says %s', (_, stats, words) => {
    expect(catalogueSizeText(stats)).toBe(words);
  });
});
