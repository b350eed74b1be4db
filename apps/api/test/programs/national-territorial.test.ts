/**
 * The research table of national, multi-state and territorial programs in the catalogue (decision
 * 051): each of its rows is a program or a reason it is not listed; each Federal Home Loan Bank's
 * grants reach every state its bank serves and no other; a closed program is listed as closed, found
 * as closed, and never counted.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SearchHit, type UsStateCode, usStateCodes } from '@hbw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/catalogue-files.ts';
import { newBuyer } from '../support/booking.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';
import { finishQuestionnaire, walletOf } from '../support/wizard.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type ResearchRow = { section: string; scope: string; program: string; listedAs?: string[]; notListed?: string };
const researchRows: { rows: ResearchRow[] } = JSON.parse(
  await readFile(path.join(defaultCatalogueDir, 'research/programs-national-territorial.json'), 'utf8'),
);
const { files } = await readCatalogue(defaultCatalogueDir);
const catalogue = files.flatMap(({ catalogue }) =>
  catalogue.programs.map((program) => ({ ...program, scope: catalogue.scope })),
);

/** The programs of the national file that name the states they are offered in, with those states. */
function statesOf(program: (typeof catalogue)[number]): readonly string[] {
  const rule = program.eligibility.find((candidate) => candidate.kind === 'states');
  return rule?.kind === 'states' ? rule.states : [];
}
const federalHomeLoanBanks = new Set([
  'fhlbank-atlanta',
  'fhlbboston',
  'fhlbc',
  'fhlbcin',
  'fhlb-dallas',
  'fhlbdm',
  'fhlbi',
  'fhlbny',
  'fhlb-pgh',
  'fhlbsf',
  'fhlbtopeka',
]);
const bankGrants = catalogue.filter((program) => federalHomeLoanBanks.has(program.administrator));

type Listed = { slug: string; state: string | null; states: string[] | null; funding_status: string };
async function listedIn(state: UsStateCode): Promise<Listed[]> {
  const response = await app.inject({ method: 'GET', url: `/api/programs?state=${state}&per_page=500` });
  expect(response.statusCode).toBe(200);
  return response.json().data.data;
}

describe('the rows of research/programs-national-territorial.md', () => {
  it('are all accounted for: 23 bank grants, 18 lenders’ and GSE items, 5 of Puerto Rico, 15 state credits', () => {
    const bySection = new Map<string, number>();
    for (const row of researchRows.rows) bySection.set(row.section, (bySection.get(row.section) ?? 0) + 1);
    expect(researchRows.rows).toHaveLength(61);
    expect([...bySection.values()]).toEqual([23, 18, 5, 15]);
  });

  it('each went to the catalogue under slugs it holds, or is not listed with its reason', () => {
    const slugs = new Set(catalogue.map((program) => program.slug));
    const named = researchRows.rows.flatMap((row) => row.listedAs ?? []);
    for (const row of researchRows.rows) {
      expect(Boolean(row.listedAs?.length) !== Boolean(row.notListed?.trim()), row.program).toBe(true);
    }
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });
});

describe('the Federal Home Loan Banks’ grants', () => {
  it('are listed by all eleven banks, each grant for the states its bank serves', () => {
    expect(new Set(bankGrants.map((program) => program.administrator))).toEqual(federalHomeLoanBanks);
    expect(bankGrants.every((program) => program.scope === 'national' && statesOf(program).length > 0)).toBe(true);
    // Between them the eleven districts cover every state, DC and Puerto Rico.
    expect(new Set(bankGrants.flatMap(statesOf))).toEqual(new Set(usStateCodes));
  });

  it.each(usStateCodes)('in %s, shows every grant of the bank that serves it, and no other bank’s', async (state) => {
    const listed = new Set((await listedIn(state)).map((program) => program.slug));
    const serving = bankGrants.filter((program) => statesOf(program).includes(state)).map((program) => program.slug);
    const elsewhere = bankGrants.filter((program) => !statesOf(program).includes(state)).map((program) => program.slug);
    expect(serving.length).toBeGreaterThan(0);
    expect(serving.filter((slug) => !listed.has(slug))).toEqual([]);
    expect(elsewhere.filter((slug) => listed.has(slug))).toEqual([]);
  });

  it('shows FHLBank Atlanta’s three grants in each of its eight states and DC, Georgia as much as Florida', async () => {
    const atlanta = [
      'fhlbank-atlanta-dpa',
      'fhlbank-atlanta-community-partners',
      'fhlbank-atlanta-workforce-housing-plus',
    ];
    for (const state of ['AL', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA'] as const) {
      const slugs = (await listedIn(state)).map((program) => program.slug);
      expect(slugs, state).toEqual(expect.arrayContaining(atlanta));
    }
    expect((await listedIn('TX')).map((program) => program.slug)).not.toContain('fhlbank-atlanta-dpa');
    // Its summary says where it is offered, for the marketplace's card.
    const grant = (await listedIn('FL')).find((program) => program.slug === 'fhlbank-atlanta-dpa');
    expect(grant).toMatchObject({ state: null, states: ['AL', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA'] });
  });
});

describe('a closed program', () => {
  it('is listed as closed in its state', async () => {
    const homeCredit = (await listedIn('MD')).find((program) => program.slug === 'mmp-maryland-homecredit');
    expect(homeCredit).toMatchObject({ state: 'MD', funding_status: 'closed' });
    const help = (await listedIn('TX')).find((program) => program.slug === 'fhlb-dallas-help');
    expect(help).toMatchObject({ state: null, funding_status: 'closed' });
  });

  it('is found by the search as closed, with the day we saw it so', async () => {
    const hits = await eventually(async () => {
      const answer = await app.inject({ method: 'GET', url: '/api/search.json?q=maryland+homecredit' });
      const found: SearchHit[] = answer.json().data;
      expect(found[0]?.title).toBe('Maryland HomeCredit (MCC)');
      return found;
    });
    expect(hits[0]?.context).toBe('MMP · Maryland · Closed, as we saw it on 28 November 2026');
  });

  it('is never counted in a wallet, though the buyer meets its rules', async () => {
    const buyer = await newBuyer(app);
    // A first-time buyer in Baltimore City of modest income: Maryland HomeCredit’s buyer, were it open.
    await finishQuestionnaire(app, buyer.headers, {
      state: 'MD',
      county: '24510',
      household_income: 60_000,
      occupation: 'none',
      loan_type: 'conventional',
    });
    const wallet = await walletOf(app, buyer.headers);
    const closed = new Set(catalogue.filter((program) => program.fundingStatus === 'closed').map((p) => p.slug));
    const counted = [...wallet.chips, ...wallet.alternatives, ...wallet.might_add].map(
      (result: { program: { slug: string } }) => result.program.slug,
    );
    expect(closed.has('mmp-maryland-homecredit')).toBe(true);
    expect(counted.filter((slug: string) => closed.has(slug))).toEqual([]);
    const results = await app.inject({ method: 'GET', url: '/api/wizard/results?all=1', headers: buyer.headers });
    expect(results.json().data.data.map((result: { program: { slug: string } }) => result.program.slug)).not.toContain(
      'mmp-maryland-homecredit',
    );
  });
});
