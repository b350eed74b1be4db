import { readFile } from 'node:fs/promises';
import { countiesOf, usStates } from '@hbw/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hudFileOf, hudHeader, hudRow } from '../../../../test/support/hud-file.ts';
import { areaMedianIncomes, countyIncomeLimits } from '../../src/db/schema/index.ts';
import { HudFileError, readHudFile } from '../../src/modules/income-limits/hud-file.ts';
import { incomeLimitsRepository } from '../../src/modules/income-limits/repository.ts';
import {
  describeHudImport,
  importHudIncomeLimits,
  loadPublishedIncomeLimits,
} from '../../src/modules/income-limits/service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

const alabama = hudFileOf([hudRow('0100199999'), hudRow('0100399999'), hudRow('0100599999')]);
const rowCount = async () => (await app.db.select({ rows: count() }).from(countyIncomeLimits))[0]?.rows;
const limitOf = async (table: string, countyFips: string, householdSize: number) =>
  (await incomeLimitsRepository(app.db).limitsOfCounty(countyFips)).find(
    (limit) => limit.table === table && limit.householdSize === householdSize,
  );
/** A limit of one fiscal year: FY2026's are there from the start, so an FY2025 import is read by year. */
const limitIn = async (fiscalYear: number, table: string, countyFips: string, householdSize: number) =>
  (
    await app.db
      .select()
      .from(countyIncomeLimits)
      .where(
        and(
          eq(countyIncomeLimits.fiscalYear, fiscalYear),
          eq(countyIncomeLimits.tableName, table),
          eq(countyIncomeLimits.countyFips, countyFips),
          eq(countyIncomeLimits.householdSize, householdSize),
        ),
      )
  )[0];

describe('the published income limits', () => {
  it('are loaded at start, each row with its source, and loading them again changes nothing', async () => {
    const before = await rowCount();
    expect(await limitOf('dsha-welcome-home', '10003', 3)).toMatchObject({
      maxIncome: 141_105,
      fiscalYear: 2026,
      derived: false,
      source: expect.stringContaining('homepaird.com (2026)'),
    });
    expect(await limitOf('fl-hometown-heroes', '12086', 5)).toMatchObject({ maxIncome: 130_800, amiPercent: 150 });
    // Any North Dakota county not listed has the "other counties" limits.
    expect(await limitOf('ndhfa-dca', '38101', 8)).toMatchObject({ maxIncome: 113_150 });
    expect(await limitOf('hud-80', '01001', 4)).toMatchObject({
      maxIncome: 71_050,
      fiscalYear: 2026,
      derived: false,
      source: expect.stringContaining('HUD Section 8 income limits FY2026'),
    });
    // Towns of several HUD areas: the figure is the median of the towns', approximate.
    expect(await limitOf('hud-80', '25017', 4)).toMatchObject({
      fiscalYear: 2026,
      derived: true,
      source: expect.stringContaining('Middlesex County spans'),
    });

    await loadPublishedIncomeLimits(app.db);
    expect(await rowCount()).toBe(before);
  });

  it('are read for one county in one query, the latest year of each table', async () => {
    const limits = await incomeLimitsRepository(app.db).limitsOfCounty('10001');
    expect(limits.map((limit) => `${limit.table} ${limit.householdSize} ${limit.maxIncome}`)).toEqual([
      'dsha-open-door 1 133680',
      'dsha-open-door 2 133680',
      ...[3, 4, 5, 6, 7, 8].map((size) => `dsha-open-door ${size} 167100`),
      'dsha-welcome-home 1 111400',
      'dsha-welcome-home 2 111400',
      ...[3, 4, 5, 6, 7, 8].map((size) => `dsha-welcome-home ${size} 128110`),
      ...['hud-30', 'hud-50', 'hud-80'].flatMap((table) =>
        [1, 2, 3, 4, 5, 6, 7, 8].map((size) => expect.stringMatching(`^${table} ${size} `)),
      ),
    ]);
  });

  it('hold HUD’s FY2026 limits of every county a buyer can choose, in the 50 states, DC and Puerto Rico', async () => {
    const rows = await app.db
      .select({ countyFips: countyIncomeLimits.countyFips })
      .from(countyIncomeLimits)
      .where(
        and(
          eq(countyIncomeLimits.tableName, 'hud-80'),
          eq(countyIncomeLimits.fiscalYear, 2026),
          eq(countyIncomeLimits.householdSize, 4),
        ),
      );
    const held = new Set(rows.map((row) => row.countyFips));
    const counties = usStates.flatMap((state) => countiesOf(state.code));
    expect(counties).toHaveLength(3_222);
    expect(counties.filter((county) => !held.has(county.fips))).toEqual([]);
    // HUD's file has 3,229 rows: the territories other than Puerto Rico (6) and HUD's "Sullivan part" (29056) are left out.
    expect(held.size).toBe(3_222);
  });
});

describe('HUD’s real FY2025 file (fixtures/section8-fy2025.csv, HUD’s Section8-FY25 unchanged)', () => {
  it('is read whole, nothing refused, and imports 3,203 counties', async () => {
    const text = await readFile(new URL('fixtures/section8-fy2025.csv', import.meta.url), 'utf8');
    const file = readHudFile(text);
    expect(file).toMatchObject({ fiscalYear: 2025, rowsRead: 4_764, refused: [] });
    // 4,764 rows: 3,161 whole counties (99999) and 1,603 New England towns. Of the counties, the 6 of
    // the territories other than Puerto Rico (AS, GU, MP and VI's 3) are left out: 3,155, with Puerto
    // Rico's 78 and HUD's "Sullivan part" (29056). New England's 68 counties by town: 48 whose towns
    // share their limits are kept, 20 whose towns differ (CT 6, ME 3, MA 7, NH 2, RI 2) are left out.
    // 3,155 + 48 = 3,203.
    expect(file.leftOut).toHaveLength(6 + 20);
    const report = await importHudIncomeLimits(app.db, text, 'HUD Section8-FY25');
    expect(report).toMatchObject({ countiesImported: 3_203, rowsImported: 3_203 * 7 * 8 });
    expect(await limitIn(2025, 'hud-50', '48453', 4)).toMatchObject({ maxIncome: 66_900, derived: false });
  });
});

describe('importing HUD’s income limits file', () => {
  it('replaces the year’s HUD limits with the file’s, published and derived', async () => {
    const report = await importHudIncomeLimits(app.db, alabama, 'HUD Section8-FY25');
    expect(report).toMatchObject({ fiscalYear: 2025, rowsRead: 3, countiesImported: 3, rowsImported: 3 * 7 * 8 });
    expect(describeHudImport(report)).toBe(
      "Read 3 rows of HUD's FY2025 income limits.\nImported the limits of 3 counties (168 limits).",
    );
    expect(await limitIn(2025, 'hud-50', '01001', 4)).toMatchObject({
      maxIncome: 41_800,
      derived: false,
      source: 'HUD Section8-FY25',
    });
    expect(await limitIn(2025, 'hud-120', '01001', 4)).toMatchObject({ maxIncome: 100_350, derived: true });
    const [median] = await app.db
      .select()
      .from(areaMedianIncomes)
      .where(and(eq(areaMedianIncomes.countyFips, '01003'), eq(areaMedianIncomes.fiscalYear, 2025)));
    expect(median).toMatchObject({
      fiscalYear: 2025,
      medianFamilyIncome: 93_000,
      hudAreaName: 'Daphne-Fairhope-Foley, AL MSA',
    });
    // Agencies’ tables are not HUD’s: they stay.
    expect(await limitOf('dsha-welcome-home', '10003', 3)).toMatchObject({ maxIncome: 141_105 });
  });

  it('imports nothing when a row is refused, and says which lines and why', async () => {
    await importHudIncomeLimits(app.db, alabama, 'HUD Section8-FY25');
    const before = await rowCount();
    const broken = hudFileOf([
      hudRow('0100199999', { median2025: '90000', l50_4: '45000' }),
      hudRow('0100399999', { l80_2: '' }),
      hudRow('0100599999'),
      hudRow('0100199999'),
    ]);
    const report = await importHudIncomeLimits(app.db, broken, 'HUD Section8-FY25, broken');
    expect(report.refused).toEqual([
      { line: 3, reason: 'l80_2 is empty, not a whole number of dollars.' },
      { line: 5, reason: 'County 01001 is already on line 2.' },
    ]);
    expect(report).toMatchObject({ rowsRead: 4, countiesImported: 0, rowsImported: 0 });
    expect(describeHudImport(report)).toBe(
      [
        "Read 4 rows of HUD's FY2025 income limits.",
        'Refused 2 rows, so nothing was imported:',
        '  line 3: l80_2 is empty, not a whole number of dollars.',
        '  line 5: County 01001 is already on line 2.',
      ].join('\n'),
    );
    expect(await rowCount()).toBe(before);
    expect(await limitIn(2025, 'hud-50', '01001', 4)).toMatchObject({ maxIncome: 41_800, source: 'HUD Section8-FY25' });
  });

  it('refuses a file whose header is not HUD’s, naming the column, and changes nothing', async () => {
    const before = await rowCount();
    const header = hudHeader.map((name) => (name === 'l50_4' ? 'L50_four' : name));
    await expect(importHudIncomeLimits(app.db, `${header.join(',')}\n`, 'not HUD')).rejects.toThrow(
      new HudFileError('The header lacks the column l50_4.'),
    );
    expect(await rowCount()).toBe(before);
  });

  it('keeps earlier years: a county’s limits are the latest year’s', async () => {
    await importHudIncomeLimits(app.db, alabama, 'HUD Section8-FY25');
    // HUD's own FY2026 file, imported by console staff, wins over the FY2026 limits loaded at start.
    const nextYear = alabama.replace('median2025', 'median2026').replace(/,83600,/, ',88000,');
    await importHudIncomeLimits(app.db, nextYear, 'HUD Section8-FY26');
    expect(await limitOf('hud-50', '01001', 4)).toMatchObject({ fiscalYear: 2026, source: 'HUD Section8-FY26' });
    await loadPublishedIncomeLimits(app.db);
    expect(await limitOf('hud-50', '01001', 4)).toMatchObject({ fiscalYear: 2026, source: 'HUD Section8-FY26' });
    const years = await app.db
      .selectDistinct({ year: areaMedianIncomes.fiscalYear })
      .from(areaMedianIncomes)
      .where(eq(areaMedianIncomes.countyFips, '01001'));
    expect(years.map((row) => row.year).sort()).toEqual([2025, 2026]);
  });
});
