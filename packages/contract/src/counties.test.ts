import { describe, expect, it } from 'vitest';
import { countiesOf, countyByFips, countyFipsFromName, countyIssue, countyOf, withCountyCode } from './counties.ts';
import { questionnaireAnswersSchema } from './questionnaire.ts';
import { stateFipsCodes, usStates } from './us-states.ts';

describe('counties', () => {
  it('lists the Census county-equivalents of today: 3,144 for the 50 states and DC, 78 for Puerto Rico', () => {
    const count = (codes: string[]) => codes.reduce((sum, code) => sum + countiesOf(code as 'TX').length, 0);
    expect(count(usStates.map((state) => state.code).filter((code) => code !== 'PR'))).toBe(3144);
    expect(countiesOf('CT')).toHaveLength(9);
    expect(countiesOf('PR')).toHaveLength(78);
    expect(countiesOf('DC')).toEqual([{ fips: '11001', name: 'District of Columbia', label: 'District of Columbia' }]);
  });

  it.each([
    ['48453', 'TX', 'Travis County'],
    ['22071', 'LA', 'Orleans Parish'],
    ['51600', 'VA', 'Fairfax city'],
    ['51059', 'VA', 'Fairfax County'],
    ['51095', 'VA', 'James City County'],
    ['24510', 'MD', 'Baltimore city'],
    ['32510', 'NV', 'Carson City'],
    ['02020', 'AK', 'Anchorage'],
    ['09110', 'CT', 'Capitol Planning Region'],
    ['09190', 'CT', 'Western Connecticut Planning Region'],
    ['02063', 'AK', 'Chugach'],
    ['02066', 'AK', 'Copper River'],
  ] as const)('names %s in %s %j', (fips, state, label) => {
    expect(countyOf(state, fips)?.label).toBe(label);
    expect(countyByFips(fips)).toMatchObject({ fips, state, label });
  });

  it('has each state’s FIPS code as its counties do', () => {
    for (const state of usStates) {
      expect(countiesOf(state.code).every((county) => county.fips.startsWith(stateFipsCodes[state.code]))).toBe(true);
    }
  });

  it('knows no county of another state', () => {
    expect(countyOf('CA', '48453')).toBeUndefined();
    expect(countyByFips('99001')).toBeUndefined();
  });

  it.each([
    ['09001', 'Fairfield County, one of Connecticut’s old counties'],
    ['02261', 'Valdez-Cordova, split into Chugach and Copper River'],
  ])('no longer lists %s, %s', (fips) => {
    expect(countyByFips(fips)).toBeUndefined();
  });

  it.each([
    ['TX', 'Travis', '48453'],
    ['TX', '  travis   county ', '48453'],
    ['LA', 'Orleans Parish', '22071'],
    ['VA', 'Fairfax', '51059'],
    ['VA', 'Fairfax City', '51600'],
    ['VA', 'James City County', '51095'],
    ['MD', 'Saint Mary’s County', '24037'],
    ['NM', 'Dona Ana', '35013'],
    ['CT', 'Capitol Planning Region', '09110'],
    ['CT', 'naugatuck valley', '09140'],
    ['TX', 'Atlantis', undefined],
    ['CA', 'Travis', undefined],
  ] as const)('finds the code of %s county %j: %s', (state, text, fips) => {
    expect(countyFipsFromName(state, text)).toBe(fips);
  });
});

describe('the county answer', () => {
  it.each([
    ['a code of the state', { state: 'TX', county: '48453' }, true],
    ['no county', { state: 'TX', county: null }, true],
    ['a code of another state', { state: 'CA', county: '48453' }, false],
    ['a name', { state: 'TX', county: 'Travis' }, false],
    // Wrong types are refused by the fields' own checks, never thrown on by the county's (issue 40).
    ['a number', { state: 'TX', county: 48453 }, false],
    ['an object', { state: 'TX', county: { fips: '48453' } }, false],
    ['a state of the wrong type', { state: 48, county: '48453' }, true],
  ])('is checked by the questionnaire’s schema: %s %j', (_case, answers, valid) => {
    const result = questionnaireAnswersSchema.safeParse(answers);
    const countyIssues = result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'county');
    expect(countyIssues.length === 0).toBe(valid);
  });

  it.each([
    ['a county of the state', { state: 'TX', county: '48453' }, undefined],
    [
      'a code the state does not have',
      { state: 'TX', county: '48999' },
      'Choose a county of Texas from the list, or leave it empty.',
    ],
    [
      'a county of another state',
      { state: 'CA', county: '48453' },
      'Choose a county of California from the list, or leave it empty.',
    ],
    ['no state yet', { county: '48453' }, undefined],
  ] as const)('is checked against the state’s list: %s', (_case, answers, issue) => {
    expect(countyIssue(answers)).toBe(issue);
  });

  it.each([
    ['a matching name becomes its code', { state: 'TX', county: 'Travis County' }, { state: 'TX', county: '48453' }],
    ['an unknown name becomes no county', { state: 'TX', county: 'Atlantis' }, { state: 'TX', county: null }],
    ['a name without a state becomes no county', { county: 'Travis' }, { county: null }],
    ['a code stays', { state: 'TX', county: '48453' }, { state: 'TX', county: '48453' }],
    [
      'a code the list no longer has becomes no county',
      { state: 'CT', county: '09001' },
      { state: 'CT', county: null },
    ],
    ['a code without a state stays', { county: '09001' }, { county: '09001' }],
    ['no county stays', { state: 'TX' }, { state: 'TX' }],
  ])('reads saved answers: %s', (_case, saved, read) => {
    expect(withCountyCode(saved)).toEqual(read);
  });
});
