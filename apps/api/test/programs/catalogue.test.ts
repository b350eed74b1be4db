import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type UsStateCode, usStateCodes } from '@hbw/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators, programs } from '../../src/db/schema/index.ts';
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/catalogue-files.ts';
import { importCatalogue } from '../../src/modules/programs/catalogue-import.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let folder: string;

beforeAll(async () => {
  app = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'hbw-catalogue-'));
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

async function statePrograms(state: UsStateCode) {
  const response = await app.inject({ method: 'GET', url: `/api/programs?state=${state}&per_page=100` });
  expect(response.statusCode).toBe(200);
  return response.json().data.data as { slug: string; state: string | null }[];
}

/** A copy of one catalogue file, changed, in a folder of its own. */
async function changedCopy(name: string, change: (file: Record<string, unknown>) => void): Promise<string> {
  const file = JSON.parse(await readFile(path.join(defaultCatalogueDir, name), 'utf8'));
  change(file);
  await writeFile(path.join(folder, name), JSON.stringify(file));
  return path.join(folder, name);
}

async function storedProgram(slug: string) {
  const [row] = await app.db.select().from(programs).where(eq(programs.slug, slug));
  return row;
}

describe('the catalogue in the database', () => {
  // The 50 states, DC and Puerto Rico: every place the questionnaire offers.
  it.each(usStateCodes)('lists at least one program of %s’s own', async (state) => {
    expect((await statePrograms(state)).filter((program) => program.state === state).length).toBeGreaterThan(0);
  });

  it('counts its programs and states from the database, as its files have them', async () => {
    const { files } = await readCatalogue(defaultCatalogueDir);
    const count = (scope?: string) =>
      files
        .filter(({ catalogue }) => scope === undefined || catalogue.scope === scope)
        .reduce((sum, { catalogue }) => sum + catalogue.programs.length, 0);
    // An administrator is one slug across the files.
    const providers = new Set(
      files.flatMap(({ catalogue }) => catalogue.programs.map((program) => program.administrator)),
    );
    const places = new Set(
      files.flatMap(({ catalogue }) =>
        catalogue.programs.flatMap((program) =>
          program.eligibility.flatMap((rule) =>
            rule.kind === 'area' && rule.local ? [`${catalogue.scope}:${rule.place}`] : [],
          ),
        ),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/api/programs/stats' });
    expect(response.json().data).toEqual({
      programs: count(),
      states: 50,
      district_of_columbia: true,
      puerto_rico: true,
      providers: providers.size,
      places: places.size,
      national_programs: count('national'),
    });
  });

  it('keeps the programs of the old seed under their slugs, with their sources and dates', async () => {
    const myFirstTexasHome = await storedProgram('tdhca-my-first-texas-home');
    expect(myFirstTexasHome).toMatchObject({
      name: 'My First Texas Home',
      firstMortgage: { lender: 'own', families: ['tdhca'], label: 'TDHCA' },
      confidence: 'B',
      lastChecked: '2026-04-23',
    });
    expect(myFirstTexasHome?.sources[0]).toEqual({
      name: 'tdhca.state.tx.us',
      url: 'https://tdhca.state.tx.us',
      kind: 'administrator',
      date: null,
      note: 'older',
    });
    for (const slug of ['calhfa-myhome', 'tsahc-homes-for-texas-heroes', 'homeready-home-possible-credit']) {
      expect(await storedProgram(slug)).toBeDefined();
    }
  });
});

describe('a program’s sources', () => {
  it('names each source of a program’s detail with its kind and date, and its best source in brief', async () => {
    const heroes = await storedProgram('tsahc-homes-for-texas-heroes');
    const response = await app.inject({ method: 'GET', url: `/api/programs/${heroes?.id}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.sources).toEqual([
      { name: 'tsahc.org', url: 'https://tsahc.org', kind: 'administrator', date: null },
      { name: 'kb.tsahc.org', url: 'https://kb.tsahc.org', kind: 'administrator', date: null },
      {
        name: 'firstresponderhomeprograms.com',
        url: 'https://firstresponderhomeprograms.com',
        kind: 'aggregator',
        date: '2026-04-22',
      },
    ]);
    expect(detail.source).toEqual({ kind: 'administrator', name: 'tsahc.org', date: null });
  });

  it('tells the buyer in every summary when a program stands on no page of its administrator', async () => {
    const delaware = await app.inject({ method: 'GET', url: '/api/programs?state=DE&per_page=100' });
    const keys4you = delaware.json().data.data.find((program: { slug: string }) => program.slug === 'dsha-keys4you');
    expect(keys4you.source).toEqual({ kind: 'aggregator', name: 'homepaird.com', date: '2026' });
    expect(keys4you.source_url).toBe('https://homepaird.com');
  });
});

describe('the kinds of the catalogue’s sources (decision 042)', () => {
  /** The administrators' addresses other than their website: older domains, co-administrators, their newsletter. */
  const otherAddresses: Record<string, string[]> = {
    tdhca: ['tdhca.state.tx.us'],
    lhc: ['lhfa.state.la.us'],
    lahd: ['housing2.lacity.org'],
    'sf-mohcd': ['sfmohcd.org'],
    ifa: ['iowafinanceauthority.gov', 'opportunityiowa.gov'],
    'dc-dhcd': ['dchfa.org'],
    dchfa: ['frontdoor.dc.gov'],
    phfa: ['phfa.net'],
    boston: ['mhp.net'],
    mhp: ['tbf.org'],
    'nevada-housing-division': ['ehousingplus.com', 'housing.nv.gov'],
    ihcda: ['state.in.us'],
    'fhlb-pgh': ['firstfrontdoor.com'],
    denver: ['metrodpa.org'],
    'phoenix-ida': ['mcida.com'],
    prdoh: ['cdbg-dr.pr.gov'],
    lacda: ['lacda-sitefinity.azurewebsites.net'],
    'baltimore-dhcd': ['mayor.baltimorecity.gov'],
    'columbus-housing': ['columbus.gov'],
    'travis-county-hfc': ['traviscountytx.gov'],
    'plano-neighborhood-services': ['planoneighborhoods.org'],
    // The City of Charlotte's homeownership page is kept on a public-input platform.
    'charlotte-housing': ['publicinput.com'],
    'tacoma-ced': ['cityoftacoma.org'],
    'san-diego-county-hcds': ['sdcounty.legistar.com'],
    // Riverside County's housing department's older address, and the Port that sponsors Communities First.
    'riverside-county-hws': ['rivcohhpws.org'],
    'port-of-greater-cincinnati': ['cincinnatiport.org'],
  };
  const site = (address: string) => new URL(address).hostname.replace(/^www\./, '');
  const onSite = (host: string, of: string) => host === of || host.endsWith(`.${of}`);

  it('calls a source the administrator’s exactly when it is on the administrator’s own site or addresses', async () => {
    const { files } = await readCatalogue(defaultCatalogueDir);
    const websites = new Map(
      files.flatMap(({ catalogue }) =>
        catalogue.administrators.map((agency) => [agency.slug, agency.website] as const),
      ),
    );
    const wrong: string[] = [];
    for (const { catalogue } of files) {
      for (const program of catalogue.programs) {
        const website = websites.get(program.administrator);
        const own = [...(website ? [site(website)] : []), ...(otherAddresses[program.administrator] ?? [])];
        for (const source of program.sources) {
          // A source without an address (our earlier research file, a newsletter's short link) is judged by hand.
          if (!source.url) continue;
          // fha.com is a private aggregator, even where a file names it as a program's website.
          const isOwn =
            own.some((address) => onSite(site(source.url as string), address)) && !source.url.includes('fha.com');
          if (isOwn !== (source.kind === 'administrator'))
            wrong.push(`${program.slug}: ${source.name} (${source.kind})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('importing catalogue files', () => {
  it('changes nothing when the same files are imported again, twice', async () => {
    for (let run = 0; run < 2; run++) {
      const { files, problems } = await readCatalogue(defaultCatalogueDir);
      expect(await importCatalogue(app.db, files, problems)).toEqual({
        created: [],
        updated: [],
        unchanged: files.reduce((sum, { catalogue }) => sum + catalogue.programs.length, 0),
        kept: [],
        refused: [],
      });
    }
  });

  it('creates a new program, updates a changed one, and leaves the rest alone', async () => {
    const file = await changedCopy('wy.json', (catalogue) => {
      const [first, second] = catalogue.programs as Record<string, unknown>[];
      (first as Record<string, unknown>).amountSummary = 'Up to $15,000 (checked again)';
      catalogue.programs = [first, second, { ...second, slug: 'wcda-test-new-program', name: 'A new WCDA program' }];
    });
    const { files, problems } = await readCatalogue(file);
    expect(await importCatalogue(app.db, files, problems)).toEqual({
      created: ['wcda-test-new-program'],
      updated: ['wcda-homestretch'],
      unchanged: 1,
      kept: [],
      refused: [],
    });
    expect((await storedProgram('wcda-homestretch'))?.amountSummary).toBe('Up to $15,000 (checked again)');
  });

  it('updates an administrator whose file changed, and keeps one console staff changed in the console', async () => {
    const [edited] = await app.db
      .update(administrators)
      .set({ contactEmail: 'homeownership@tsahc.example' })
      .where(eq(administrators.slug, 'tsahc'))
      .returning();
    const file = await changedCopy('tx.json', (catalogue) => {
      const [tdhca, tsahc] = catalogue.administrators as Record<string, unknown>[];
      (tdhca as Record<string, unknown>).website = 'https://www.tdhca.texas.gov/homebuyers';
      (tsahc as Record<string, unknown>).name = 'TSAHC, renamed in its file';
    });
    const { files, problems } = await readCatalogue(file);
    const report = await importCatalogue(app.db, files, problems);
    expect(report).toMatchObject({ updated: ['administrator tdhca'], kept: ['administrator tsahc'] });
    const [tsahc] = await app.db.select().from(administrators).where(eq(administrators.slug, 'tsahc'));
    expect(tsahc).toMatchObject({ name: edited?.name, contactEmail: 'homeownership@tsahc.example' });
  });

  it('lets an administrator follow its file again once the file says what the console says', async () => {
    const [edited] = await app.db.select().from(administrators).where(eq(administrators.slug, 'tsahc'));
    // The file as the last test left the database: TDHCA's new address taken, TSAHC's edit committed.
    const [tdhcaWebsite, tsahcEmail] = ['https://www.tdhca.texas.gov/homebuyers', edited?.contactEmail];
    const agreed = await changedCopy('tx.json', (catalogue) => {
      const [tdhca, tsahc] = catalogue.administrators as Record<string, unknown>[];
      (tdhca as Record<string, unknown>).website = tdhcaWebsite;
      (tsahc as Record<string, unknown>).contactEmail = tsahcEmail;
    });
    const committed = await readCatalogue(agreed);
    expect(await importCatalogue(app.db, committed.files, committed.problems)).toMatchObject({ kept: [], updated: [] });
    const [following] = await app.db.select().from(administrators).where(eq(administrators.slug, 'tsahc'));
    expect(following?.fileValues).toMatchObject({ contactEmail: 'homeownership@tsahc.example' });

    const later = await changedCopy('tx.json', (catalogue) => {
      const [tdhca, tsahc] = catalogue.administrators as Record<string, unknown>[];
      (tdhca as Record<string, unknown>).website = tdhcaWebsite;
      Object.assign(tsahc as Record<string, unknown>, {
        contactEmail: tsahcEmail,
        website: 'https://www.tsahc.org/homebuyers',
      });
    });
    const changed = await readCatalogue(later);
    expect(await importCatalogue(app.db, changed.files, changed.problems)).toMatchObject({
      kept: [],
      updated: ['administrator tsahc'],
    });
    const [updated] = await app.db.select().from(administrators).where(eq(administrators.slug, 'tsahc'));
    expect(updated).toMatchObject({
      website: 'https://www.tsahc.org/homebuyers',
      contactEmail: 'homeownership@tsahc.example',
    });
  });

  it('never overwrites a program edited in the console: it reports the file’s change as not applied', async () => {
    const slug = 'denver-metrodpa';
    const edited = 'Edited in the console';
    await app.db
      .update(programs)
      .set({ amountSummary: edited, editedInConsoleAt: new Date() })
      .where(eq(programs.slug, slug));
    const unchangedFile = await readCatalogue(path.join(defaultCatalogueDir, 'co.json'));
    const again = await importCatalogue(app.db, unchangedFile.files, unchangedFile.problems);
    expect(again.kept).toEqual([]);
    expect((await storedProgram(slug))?.amountSummary).toBe(edited);

    const changedFile = await changedCopy('co.json', (catalogue) => {
      for (const program of catalogue.programs as Record<string, unknown>[]) {
        if (program.slug === slug) program.summary = 'Changed in the file';
      }
    });
    const changed = await readCatalogue(changedFile);
    const report = await importCatalogue(app.db, changed.files, changed.problems);
    expect(report.kept).toEqual([slug]);
    expect(report.updated).toEqual([]);
    expect(await storedProgram(slug)).toMatchObject({
      amountSummary: edited,
      summary: expect.not.stringMatching('Changed in the file'),
    });
  });

  it('lets the file lead again once it says what the console says', async () => {
    const slug = 'denver-metrodpa';
    const agreed = await changedCopy('co.json', (catalogue) => {
      for (const program of catalogue.programs as Record<string, unknown>[]) {
        if (program.slug === slug) program.amountSummary = 'Edited in the console';
      }
    });
    const committed = await readCatalogue(agreed);
    expect((await importCatalogue(app.db, committed.files, committed.problems)).kept).toEqual([]);
    expect((await storedProgram(slug))?.editedInConsoleAt).toBeNull();

    const later = await changedCopy('co.json', (catalogue) => {
      for (const program of catalogue.programs as Record<string, unknown>[]) {
        if (program.slug === slug) program.amountSummary = 'Changed in the file later';
      }
    });
    const next = await readCatalogue(later);
    expect((await importCatalogue(app.db, next.files, next.problems)).updated).toEqual([slug]);
  });

  it('refuses a broken file, naming the file, the program and the field, and imports nothing', async () => {
    const broken = await changedCopy('tx.json', (catalogue) => {
      const [first] = catalogue.programs as { benefit: Record<string, unknown> }[];
      if (first) first.benefit = { kind: 'percent', of: 'loan', percent: 'five' };
    });
    await changedCopy('ut.json', (catalogue) => {
      const [first] = catalogue.programs as Record<string, unknown>[];
      if (first) first.amountSummary = 'Changed, but in a refused import';
    });
    const { files, problems } = await readCatalogue(folder);
    const report = await importCatalogue(app.db, files, problems);
    expect(report.refused).toEqual([
      `${broken}: program 1 (tdhca-my-first-texas-home) field benefit.percent: This field must be a number.`,
    ]);
    expect([report.created, report.updated]).toEqual([[], []]);
    expect((await storedProgram('uhc-dpa-second'))?.amountSummary).toBe('Up to 6% of the first mortgage');
  });

  it('refuses a program whose administrator or stacking partner does not exist', async () => {
    const file = await changedCopy('vt.json', (catalogue) => {
      const [first, second] = catalogue.programs as Record<string, unknown>[];
      if (first) first.administrator = 'nobody';
      if (second) second.notCombinableWith = ['no-such-program'];
    });
    const { files, problems } = await readCatalogue(file);
    expect((await importCatalogue(app.db, files, problems)).refused).toEqual([
      `${file}: program vhfa-assist field administrator: no administrator nobody in the file or the catalogue.`,
      `${file}: program vhfa-first-generation-grant field notCombinableWith: no program no-such-program.`,
    ]);
  });

  it('says so when there is nothing to read', async () => {
    expect((await readCatalogue(path.join(folder, 'missing'))).problems).toEqual([
      `${path.join(folder, 'missing')}: there is no such file or folder.`,
    ]);
  });
});
