/**
 * The programs of a buyer's own place (decision 053): the county filter of the catalogue, and the
 * cities of a county the questionnaire asks about.
 */
import { countyByFips } from '@hbw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function programsOfCounty(county: string) {
  const response = await app.inject({ method: 'GET', url: `/api/programs?county=${county}&per_page=500` });
  expect(response.statusCode).toBe(200);
  return (response.json().data.data as { slug: string; state: string | null }[]).map((program) => program.slug);
}

describe('the programs that reach a county', () => {
  it.each([
    ['Travis County, TX', '48453', ['austin-dpa', 'travis-county-hill-country-dpa']],
    ['Los Angeles County, CA', '06037', ['lahd-mipa', 'lahd-lipa', 'lacda-hop80', 'lacda-hop120']],
    ['King County, WA', '53033', ['seattle-downpayment-assistance']],
    ['Baltimore City, MD', '24510', ['baltimore-fthb-incentive', 'baltimore-live-near-your-work']],
    ['Miami-Dade County, FL', '12086', ['miami-dade-homebuyer-loan', 'hfa-miami-dade-dpa-second']],
    ['Franklin County, OH', '39049', ['columbus-addi', 'franklin-county-dpa']],
  ])('%s includes the local programs of that place', async (_, county, local) => {
    const slugs = await programsOfCounty(county);
    expect(slugs).toEqual(expect.arrayContaining(local));
  });

  it('leaves out other places’ programs and other states’, and keeps the state’s and the national ones', async () => {
    const harris = await programsOfCounty('48201');
    expect(harris).toEqual(expect.arrayContaining(['houston-hap', 'tdhca-my-first-texas-home']));
    expect(harris).not.toContain('austin-dpa');
    expect(harris).not.toContain('travis-county-hill-country-dpa');
    expect(harris).not.toContain('lacda-hop80');
    const baltimoreCounty = await programsOfCounty('24005');
    expect(baltimoreCounty).not.toContain('baltimore-fthb-incentive');
    expect(baltimoreCounty).toContain('mmp-1st-time-advantage-dpa');
    // Named by county, as the older rules are: Maricopa's program is Maricopa's alone.
    expect(await programsOfCounty('04013')).toContain('home-in-five-advantage');
    expect(await programsOfCounty('04019')).not.toContain('home-in-five-advantage');
    // Every national program offered in Arizona (those naming no states, or naming Arizona) reaches Pima.
    const nationalIn = (programs: { slug: string; state: string | null }[]) =>
      programs.filter((program) => program.state === null).map((program) => program.slug);
    const arizona = (await app.inject({ method: 'GET', url: '/api/programs?state=AZ&per_page=500' })).json().data.data;
    const pima = (await app.inject({ method: 'GET', url: '/api/programs?county=04019&per_page=500' })).json().data.data;
    expect(nationalIn(pima).sort()).toEqual(nationalIn(arizona).sort());
    expect(nationalIn(pima)).toContain('fhlbsf-wish');
  });

  it.each([
    ['a code of no county', '48999'],
    ['a name', 'Travis'],
    ['too short a code', '4845'],
  ])('refuses %s with a message on the county', async (_, county) => {
    const response = await app.inject({ method: 'GET', url: `/api/programs?county=${county}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      county: ['Choose a county by its 5-digit FIPS code, such as 48453 for Travis County, Texas.'],
    });
  });
});

describe('the cities of a county that have programs of their own', () => {
  it.each([
    ['48453', 'Travis County', ['Austin']],
    ['48201', 'Harris County', ['Baytown', 'Houston', 'Pasadena']],
    ['06037', 'Los Angeles County', ['Long Beach', 'Los Angeles']],
    ['39049', 'Franklin County', ['Columbus']],
    ['24510', 'Baltimore city', []],
    ['48245', 'Jefferson County', []],
  ])('lists those of %s (%s)', async (county, label, cities) => {
    const response = await app.inject({ method: 'GET', url: `/api/programs/places?county=${county}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ county, county_label: label, cities });
  });

  it('refuses a county that is not one, on its field', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/programs/places?county=00000' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['county']);
  });
});

describe('the places of the catalogue’s files', () => {
  it('names each place by a county of the program’s own state, or of a state a program of several names', async () => {
    const { files } = await readCatalogue(defaultCatalogueDir);
    const wrong = files.flatMap(({ catalogue }) =>
      catalogue.programs.flatMap((program) => {
        const states = program.eligibility.flatMap((rule) => (rule.kind === 'states' ? rule.states : []));
        const own = (state: string | undefined) =>
          catalogue.scope === 'national'
            ? states.includes(state as (typeof states)[number])
            : state === catalogue.scope;
        return program.eligibility.flatMap((rule) =>
          rule.kind === 'area' && rule.places
            ? rule.places
                .filter((place) => !own(countyByFips(place.county)?.state))
                .map((place) => `${program.slug}: ${place.county}`)
            : [],
        );
      }),
    );
    expect(wrong).toEqual([]);
  });
});
