/**
 * HUD's income limits file in the console: checked first (what it would change, by line),
 * then imported in one transaction with its audit row, and the limits browsed by state and county.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hudFileOf, hudRow } from '../../../../test/support/hud-file.ts';
import { auditEvents, countyIncomeLimits } from '../../src/db/schema/index.ts';
import { importHudIncomeLimits } from '../../src/modules/income-limits/service.ts';
import { newBuyer } from '../support/booking.ts';
import { accountWithRole, refusalsOf, whileAuditRefuses } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let staff: Record<string, string>;
let buyer: Record<string, string>;
let professional: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  staff = await accountWithRole(app, 'limits.staff@example.com', 'admin');
  professional = await accountWithRole(app, 'limits.pro@example.com', 'professional');
  buyer = (await newBuyer(app, 'limits')).headers;
  // Every county has HUD's FY2026 limits from the start; FY2025 holds these three, as a year imported before.
  await importHudIncomeLimits(
    app.db,
    hudFileOf([hudRow('0100199999'), hudRow('0100399999'), hudRow('0100599999')]),
    'HUD Section8-FY25',
  );
});

/** Autauga and Baldwin (AL) have FY2025 limits stored; Bibb (01007) has not. */
const alabama = hudFileOf([hudRow('0100199999'), hudRow('0100399999'), hudRow('0100799999')]);

const postFile = (text: string, step?: 'check' | 'import', headers = staff) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/income-limits${step ? `?step=${step}` : ''}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: text,
  });

const hudRowsOf = async (countyFips: string) =>
  (
    await app.db
      .select({ rows: count() })
      .from(countyIncomeLimits)
      .where(
        and(
          eq(countyIncomeLimits.countyFips, countyFips),
          eq(countyIncomeLimits.fiscalYear, 2025),
          like(countyIncomeLimits.tableName, 'hud-%'),
        ),
      )
  )[0]?.rows;
const importAudits = () => app.db.$count(auditEvents, eq(auditEvents.action, 'income_limits.import'));

describe('who may use the income-limit calls', () => {
  const calls = [
    { method: 'POST', url: '/api/admin/income-limits', payload: alabama },
    { method: 'GET', url: '/api/admin/income-limits?state=AL' },
    { method: 'GET', url: '/api/admin/income-limits/01001' },
  ] as const;

  it.each(calls)('$method $url: 401 without a session, 403 for a buyer and a professional', async (call) => {
    const csv = 'payload' in call ? { payload: call.payload, headers: { 'content-type': 'text/csv' } } : {};
    expect(await refusalsOf(app, { method: call.method, url: call.url, ...csv }, buyer, professional)).toEqual([
      401, 403, 403,
    ]);
  });

  it.each([
    ['a step that is neither check nor import', () => postFile(alabama, 'later' as 'check'), 'step'],
    ['a file that is not HUD’s', () => postFile('county,limit\nTravis,80000\n'), 'file'],
    ['no file at all', () => postFile(''), 'file'],
    [
      'JSON instead of a file',
      () => app.inject({ method: 'POST', url: '/api/admin/income-limits', headers: staff, payload: { file: 'x' } }),
      'file',
    ],
    [
      'a state that is none',
      () => app.inject({ method: 'GET', url: '/api/admin/income-limits?state=XX', headers: staff }),
      'state',
    ],
    [
      'a county code that is not 5 digits',
      () => app.inject({ method: 'GET', url: '/api/admin/income-limits/1001', headers: staff }),
      'county_fips',
    ],
  ])('answers 422 on its field for %s', async (_case, call, field) => {
    const response = await call();
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('lists the calls in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/admin/income-limits', '/api/admin/income-limits/{county_fips}']),
    );
  });
});

describe('importing HUD’s file from the console', () => {
  it('reports what would change, by county and line, and changes nothing on a check', async () => {
    const before = await hudRowsOf('01007');
    const response = await postFile(alabama);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ fiscal_year: 2025, rows_read: 3, imported: false, refused: [], left_out: [] });
    expect(report.new_counties).toEqual([
      expect.objectContaining({ line: 4, county_fips: '01007', county_name: 'Bibb County', median_before: null }),
    ]);
    expect(report.changed_counties.length + report.unchanged_counties).toBe(2);
    // Barbour County has FY2025 limits too, and the file does not list it.
    expect(report.removed_counties).toEqual([{ county_fips: '01005', county_name: 'Barbour County' }]);
    expect(await hudRowsOf('01007')).toBe(before);
    expect(await importAudits()).toBe(0);
  });

  it('names each refused line, and imports nothing even when asked to', async () => {
    const broken = hudFileOf([hudRow('0100199999'), hudRow('0100799999', { l80_2: '' }), hudRow('0100199999')]);
    const report = (await postFile(broken, 'import')).json().data;
    expect(report.imported).toBe(false);
    expect(report.refused).toEqual([
      { line: 3, reason: 'l80_2 is empty, not a whole number of dollars.' },
      { line: 4, reason: 'County 01001 is already on line 2.' },
    ]);
    expect(await hudRowsOf('01007')).toBe(0);
    expect(await importAudits()).toBe(0);
  });

  it('leaves no change and no audit row when the audit row cannot be written', async () => {
    await whileAuditRefuses(app, 'hud-2025', async () => {
      expect((await postFile(alabama, 'import')).statusCode).toBe(500);
    });
    expect(await hudRowsOf('01007')).toBe(0);
    expect(await importAudits()).toBe(0);
  });

  it('imports the year in one transaction with its audit row, and then finds nothing left to change', async () => {
    const report = (await postFile(alabama, 'import')).json().data;
    expect(report).toMatchObject({ imported: true, fiscal_year: 2025 });
    expect(await hudRowsOf('01007')).toBe(7 * 8);
    const [audit] = await app.db.select().from(auditEvents).where(eq(auditEvents.action, 'income_limits.import'));
    expect(audit).toMatchObject({
      actorEmail: 'limits.staff@example.com',
      objectKind: 'income_limits',
      objectId: 'hud-2025',
      after: expect.objectContaining({ counties: 3, new: 1, removed: 1 }),
    });

    const again = (await postFile(alabama)).json().data;
    expect(again).toMatchObject({
      new_counties: [],
      changed_counties: [],
      unchanged_counties: 3,
      removed_counties: [],
    });
  });

  it('reads a file as large as HUD’s (1.5 MB), above the 1 MB other calls accept', async () => {
    const large = hudFileOf(Array.from({ length: 7_000 }, () => hudRow('0100199999')));
    expect(large.length).toBeGreaterThan(1_500_000);
    const report = (await postFile(large)).json().data;
    expect(report).toMatchObject({ rows_read: 7_000, imported: false });
    expect(report.refused).toHaveLength(6_999);
  });

  it('takes the file as a multipart upload too, and names it in the source', async () => {
    const boundary = 'hud-file-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="Section8-FY25.csv"',
      'Content-Type: text/csv',
      '',
      alabama,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/income-limits?step=import',
      headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ imported: true, unchanged_counties: 3 });
    const county = (await app.inject({ method: 'GET', url: '/api/admin/income-limits/01007', headers: staff })).json()
      .data;
    expect(county.limits[0].source).toContain('file Section8-FY25.csv');
  });
});

describe('browsing income limits', () => {
  it('lists a state’s counties with their tables and HUD’s median', async () => {
    const state = (await app.inject({ method: 'GET', url: '/api/admin/income-limits?state=AL', headers: staff })).json()
      .data;
    expect(state.counties).toHaveLength(67);
    expect(state.counties).toContainEqual({
      county_fips: '01001',
      county_name: 'Autauga County',
      median_fiscal_year: 2026,
      median: 88_800,
      tables: ['hud-100', 'hud-115', 'hud-120', 'hud-140', 'hud-30', 'hud-50', 'hud-80'],
    });
    expect(state.counties).toContainEqual(
      expect.objectContaining({
        county_fips: '01009',
        median_fiscal_year: 2026,
        tables: ['hud-30', 'hud-50', 'hud-80'],
      }),
    );
  });

  it('shows every limit of a county by table, year and household size', async () => {
    const county = (await app.inject({ method: 'GET', url: '/api/admin/income-limits/01001', headers: staff })).json()
      .data;
    expect(county).toMatchObject({ county_fips: '01001', county_name: 'Autauga County', state: 'AL' });
    expect(county.medians.map((median: { fiscal_year: number; median: number }) => median.median)).toEqual([
      88_800, 83_600,
    ]);
    expect(county.limits).toContainEqual(
      expect.objectContaining({
        table: 'hud-50',
        fiscal_year: 2025,
        household_size: 4,
        max_income: 41_800,
        derived: false,
      }),
    );
  });

  it('answers 404 for a code that is no county', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/income-limits/99999', headers: staff });
    expect(response.statusCode).toBe(404);
  });
});
