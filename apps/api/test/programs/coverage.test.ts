/**
 * What the catalogue covers in a state (decision 056): the sentence of a state's page, its programs by
 * whose they are, and how many programs reach each county, counted as the county filter counts them.
 */
import { countiesOf, type StateCoverage, usStateCodes } from '@hbw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function coverageOf(state: string): Promise<StateCoverage> {
  const response = await app.inject({ method: 'GET', url: `/api/programs/coverage?state=${state}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The programs `GET programs?county=` lists for a county that are not closed: what its count counts. */
async function openProgramsOfCounty(county: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/programs?county=${county}&per_page=500` });
  const programs = response.json().data.data as { funding_status: string }[];
  return programs.filter((program) => program.funding_status !== 'closed').length;
}

describe('what the catalogue covers in a state', () => {
  it('tells Ohio’s buyers what we list: the state’s programs, its cities’ and counties’, and those of several states', async () => {
    const ohio = await coverageOf('OH');

    expect(ohio.state_name).toBe('Ohio');
    expect(ohio.sentence).toMatch(/^We list the statewide programs of Ohio, those of .*the City of Columbus/);
    expect(ohio.sentence).toMatch(/; other city and county programs are not in our catalogue yet\.$/);
    expect(ohio.programs).toContainEqual(
      expect.objectContaining({ name: expect.any(String), reach: 'local', place: 'the City of Columbus' }),
    );
    // Each bank or lender whose program of several states is open in Ohio is named; a closed one is listed, never counted.
    const severalStates = ohio.programs.filter((program) => program.reach === 'several_states');
    expect(severalStates.length).toBeGreaterThan(0);
    for (const program of severalStates.filter((each) => each.funding_status !== 'closed')) {
      expect(ohio.sentence).toContain(program.administrator);
    }
    const everywhere = ohio.programs.filter(
      (program) => program.reach === 'every_state' && program.funding_status !== 'closed',
    );
    expect(ohio.sentence).toContain(`and ${everywhere.length} programs offered in every state`);
  });

  it('lists the Federal Home Loan Bank of Cincinnati’s grant in Ohio as closed, and leaves it out of what it counts', async () => {
    const ohio = await coverageOf('OH');
    const grant = ohio.programs.find((program) => program.name === 'Welcome Home Program (WHP)');

    expect(grant).toMatchObject({ reach: 'several_states', funding_status: 'closed', place: null });
    expect(ohio.sentence).not.toContain(grant?.administrator);
  });

  it('says Puerto Rico’s own programs', async () => {
    const puertoRico = await coverageOf('PR');

    expect(puertoRico.sentence).toMatch(
      /^We list Puerto Rico's own programs?, those the Federal Home Loan Bank of New York offers in Puerto Rico and other states/,
    );
    expect(puertoRico.programs.some((program) => program.reach === 'statewide')).toBe(true);
  });

  it.each([
    ['Franklin County, OH', 'OH', '39049'],
    ['Cuyahoga County, OH', 'OH', '39035'],
    ['Travis County, TX', 'TX', '48453'],
    ['Harris County, TX', 'TX', '48201'],
    ['Los Angeles County, CA', 'CA', '06037'],
    ['San Juan, PR', 'PR', '72127'],
  ])('counts for %s the programs the county filter lists, closed ones left out', async (_, state, fips) => {
    const county = (await coverageOf(state)).counties.find((each) => each.fips === fips);

    expect(county?.programs).toBe(await openProgramsOfCounty(fips));
  });

  it('counts more programs where a city or county has its own', async () => {
    const ohio = await coverageOf('OH');
    const programsIn = (fips: string) => ohio.counties.find((county) => county.fips === fips)?.programs ?? 0;

    // Franklin County (Columbus, and the county outside it) against Adams County, which has none of its own.
    expect(programsIn('39049')).toBeGreaterThan(programsIn('39001'));
  });

  it.each(usStateCodes)(
    'gives %s every county of the questionnaire with its count and a map to draw it on',
    async (state) => {
      const coverage = await coverageOf(state);

      expect(coverage.counties.map((county) => county.fips)).toEqual(countiesOf(state).map((county) => county.fips));
      expect(coverage.map.width).toBeGreaterThan(0);
      expect(coverage.map.height).toBeGreaterThan(0);
      expect(coverage.map.outline).toMatch(/^M\d+ \d+l/);
      // The map's shapes are of 2017: the Census's later counties are listed without a shape.
      const unshaped = coverage.counties.filter((county) => county.path === null).map((county) => county.fips);
      const madeSince2017 = state === 'CT' ? countiesOf('CT').map((county) => county.fips) : ['02063', '02066'];
      expect(
        unshaped.every((fips) => madeSince2017.includes(fips)),
        unshaped.join(', '),
      ).toBe(true);
      // A home anywhere can get at least the programs offered in every state that are open.
      const everywhere = coverage.programs.filter(
        (program) => program.reach === 'every_state' && program.funding_status !== 'closed',
      ).length;
      expect(Math.min(...coverage.counties.map((county) => county.programs))).toBeGreaterThanOrEqual(everywhere);
    },
  );

  it('refuses a state that is not one, on its field', async () => {
    for (const state of ['XX', 'ohio', '']) {
      const response = await app.inject({ method: 'GET', url: `/api/programs/coverage?state=${state}` });
      expect(response.statusCode, state).toBe(422);
      expect(Object.keys(response.json().errors), state).toEqual(['state']);
    }
    const response = await app.inject({ method: 'GET', url: '/api/programs/coverage' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ state: ['Choose a state.'] });
  });
});
