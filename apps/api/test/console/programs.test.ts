/**
 * Programs in the console (decision 028): console staff only, input checked by the catalogue's
 * schemas (422 per field), every change with its audit row in one transaction, only published
 * programs reaching buyers, a preview on sample households, and the catalogue exported and imported
 * as its files without overwriting a console edit.
 */
import type { CatalogueProgram } from '@hbw/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, programs } from '../../src/db/schema/index.ts';
import { newBuyer } from '../support/booking.ts';
import { accountWithRole, refusalsOf, whileAuditRefuses } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { finishQuestionnaire } from '../support/wizard.ts';

let app: TestApp;
let staff: Record<string, string>;
let professional: Record<string, string>;
let buyer: Awaited<ReturnType<typeof newBuyer>>;

/** Made-up programs live in Puerto Rico, beside its own two (decision 017). */
const firstHomeGrant = (slug: string): CatalogueProgram => ({
  slug,
  name: `Puerto Rico First Home Grant ${slug.slice(-4)}`,
  administrator: 'fannie-freddie',
  type: 'grant',
  summary: 'A $10,000 grant toward the down payment.',
  description: 'A grant for first-time buyers under the income cap.',
  amountSummary: '$10,000',
  benefit: { kind: 'fixed', amount: 10_000 },
  income: { kind: 'income_cap', byHouseholdSize: [60_000, 60_000, 75_000] },
  firstMortgage: { lender: 'any' },
  stacking: { combinableWith: [], notWithTypes: [], notOnBondFinancedFirst: false },
  notCombinableWith: [],
  eligibility: [{ kind: 'primary_residence' }],
  fundingStatus: 'open',
  confidence: 'A',
  sourceUrl: 'https://example.org/pr-first-home-grant',
  sources: [
    { name: 'example.org', url: 'https://example.org/pr-first-home-grant', kind: 'administrator', date: '2026-11' },
  ],
  lastChecked: '2026-11-20',
});

let sequence = 0;
async function createProgram(status?: 'draft' | 'published') {
  sequence += 1;
  const program = firstHomeGrant(`pr-test-grant-${1000 + sequence}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/programs',
    headers: staff,
    payload: { scope: 'PR', program, ...(status ? { status } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: string; origin: string; program: CatalogueProgram };
}

const changeStatus = (id: number, status: string) =>
  app.inject({ method: 'PATCH', url: `/api/admin/programs/${id}`, headers: staff, payload: { status } });

/** Where a buyer in Puerto Rico can meet a program: every public reader of the catalogue. */
async function whatBuyersSee(id: number, name: string) {
  const listed = (await app.inject({ method: 'GET', url: '/api/programs?state=PR&per_page=500' })).json().data.data;
  const results = (await app.inject({ method: 'GET', url: '/api/wizard/results?all=1', headers: buyer.headers })).json()
    .data.data;
  const hits = (
    await app.inject({ method: 'GET', url: `/api/search.json?q=${encodeURIComponent(name)}&limit=20` })
  ).json().data;
  const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  return {
    marketplace: listed.some((program: { id: number }) => program.id === id),
    chipPage: (await app.inject({ method: 'GET', url: `/api/programs/${id}` })).statusCode,
    page: (await app.inject({ method: 'GET', url: `/marketplace/products/${id}` })).statusCode,
    results: results.some((result: { program: { id: number } }) => result.program.id === id),
    search: JSON.stringify(hits).includes(name),
    sitemap: sitemap.includes(`/marketplace/products/${id}<`),
    favorite: (await app.inject({ method: 'PUT', url: `/api/favorites/${id}`, headers: buyer.headers })).statusCode,
  };
}

beforeAll(async () => {
  app = await createTestApp();
  staff = await accountWithRole(app, 'programs.staff@example.com', 'admin');
  professional = await accountWithRole(app, 'pro.programs@example.com', 'professional');
  buyer = await newBuyer(app, 'puerto.rico');
  await finishQuestionnaire(app, buyer.headers, { state: 'PR', county: null, household_income: 52_000 });
});

describe('who may edit programs', () => {
  const calls = [
    { method: 'POST', url: '/api/admin/programs', payload: { scope: 'PR', program: firstHomeGrant('pr-a') } },
    { method: 'GET', url: '/api/admin/programs/1' },
    { method: 'PATCH', url: '/api/admin/programs/1', payload: { status: 'paused' } },
    { method: 'POST', url: '/api/admin/programs/1/preview', payload: {} },
    { method: 'GET', url: '/api/admin/programs/export' },
    { method: 'POST', url: '/api/admin/programs/import', payload: { files: [] } },
  ] as const;

  it.each(calls)('$method $url: 401 without a session, 403 for a buyer and a professional', async (call) => {
    const payload = 'payload' in call ? call.payload : undefined;
    expect(await refusalsOf(app, { method: call.method, url: call.url, payload }, buyer.headers, professional)).toEqual(
      [401, 403, 403],
    );
  });

  it('lists the program calls in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/programs/{id}',
        '/api/admin/programs/{id}/preview',
        '/api/admin/programs/export',
        '/api/admin/programs/import',
      ]),
    );
  });
});

describe('bad input', () => {
  const errorsOf = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => {
    const before = await app.db.$count(auditEvents);
    const response = await app.inject({ method, url, headers: staff, payload: payload as object });
    expect(response.statusCode).toBe(422);
    expect(await app.db.$count(auditEvents)).toBe(before);
    return Object.keys(response.json().errors);
  };

  it('refuses a program the catalogue’s schema refuses, on each field', async () => {
    const { income: _income, ...withoutIncome } = firstHomeGrant('pr-test-broken');
    expect(
      await errorsOf('POST', '/api/admin/programs', {
        scope: 'PR',
        program: { ...withoutIncome, benefit: { kind: 'fixed', amount: -5 }, slug: 'Not A Slug' },
      }),
    ).toEqual(expect.arrayContaining(['program.income', 'program.benefit.amount', 'program.slug']));
  });

  it('refuses an administrator or a partner program that does not exist, and a slug already taken', async () => {
    const unknown = {
      ...firstHomeGrant('pr-test-unknown'),
      administrator: 'no-such-agency',
      notCombinableWith: ['nope'],
    };
    expect(await errorsOf('POST', '/api/admin/programs', { scope: 'PR', program: unknown })).toEqual([
      'program.administrator',
      'program.notCombinableWith',
    ]);
    const taken = { ...firstHomeGrant('tdhca-my-first-texas-home') };
    expect(await errorsOf('POST', '/api/admin/programs', { scope: 'TX', program: taken })).toEqual(['program.slug']);
  });

  it('refuses a bad status, household or catalogue file', async () => {
    const { id } = await createProgram();
    expect(await errorsOf('PATCH', `/api/admin/programs/${id}`, { status: 'archived' })).toEqual(['status']);
    expect(await errorsOf('PATCH', `/api/admin/programs/${id}`, {})).toEqual(['status']);
    expect(
      await errorsOf('POST', `/api/admin/programs/${id}/preview`, {
        households: [{ label: '', answers: { state: 'PR' } }],
      }),
    ).toEqual(expect.arrayContaining(['households.0.label', 'households.0.answers.household_income']));
    expect(
      await errorsOf('POST', '/api/admin/programs/import', {
        files: [{ name: 'pr.json', catalogue: { scope: 'PR', programs: [] } }],
      }),
    ).toEqual(['files.0.catalogue.programs']);
  });

  it('keeps the slug of a program of the catalogue files, which the files know it by', async () => {
    const [texasProgram] = await app.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.slug, 'tdhca-my-choice-texas-home'));
    const stored = (
      await app.inject({ method: 'GET', url: `/api/admin/programs/${texasProgram?.id}`, headers: staff })
    ).json().data;
    expect(
      await errorsOf('PATCH', `/api/admin/programs/${texasProgram?.id}`, {
        program: { ...stored.program, slug: 'tdhca-renamed' },
      }),
    ).toEqual(['program.slug']);
  });

  it('answers 404 for a program that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/programs/999999', headers: staff });
    expect(response.statusCode).toBe(404);
  });
});

describe('drafts, publishing and pausing', () => {
  it('keeps a new program a draft that no buyer sees, anywhere', async () => {
    const created = await createProgram();
    expect(created).toMatchObject({ status: 'draft', origin: 'console' });
    expect(await whatBuyersSee(created.id, created.program.name)).toEqual({
      marketplace: false,
      chipPage: 404,
      page: 404,
      results: false,
      search: false,
      sitemap: false,
      favorite: 404,
    });
    const list = await app.inject({ method: 'GET', url: '/api/admin/programs?state=PR&status=draft', headers: staff });
    expect(list.json().data.data.map((program: { id: number }) => program.id)).toContain(created.id);
  });

  it('shows a published program to the buyers of its state, and hides it again when paused', async () => {
    const { id, program } = await createProgram();
    expect((await changeStatus(id, 'published')).json().data.status).toBe('published');
    expect(await whatBuyersSee(id, program.name)).toEqual({
      marketplace: true,
      chipPage: 200,
      page: 200,
      results: true,
      search: true,
      sitemap: true,
      favorite: 200,
    });
    await changeStatus(id, 'paused');
    expect(await whatBuyersSee(id, program.name)).toMatchObject({ marketplace: false, chipPage: 404, results: false });
  });

  it('records each change with its before and after, publishing as such', async () => {
    const { id } = await createProgram();
    await changeStatus(id, 'published');
    const edited = {
      ...firstHomeGrant(`pr-test-grant-${1000 + sequence}`),
      amountSummary: '$12,000',
      benefit: { kind: 'fixed', amount: 12_000 },
    };
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${id}`,
      headers: staff,
      payload: { program: edited },
    });
    expect(changed.json().data).toMatchObject({ origin: 'console', program: { amountSummary: '$12,000' } });
    const audit = (
      await app.inject({ method: 'GET', url: `/api/admin/audit?object_kind=program&object_id=${id}`, headers: staff })
    ).json().data.data;
    expect(audit.map((event: { action: string }) => event.action)).toEqual([
      'program.update',
      'program.publish',
      'program.create',
    ]);
    expect(audit[0]).toMatchObject({
      actor: { email: 'programs.staff@example.com' },
      before: { status: 'published', program: { amountSummary: '$10,000' } },
      after: { status: 'published', program: { amountSummary: '$12,000' } },
    });
  });

  it('leaves no change and no audit row when the audit row cannot be written', async () => {
    const { id } = await createProgram();
    const before = await app.db.$count(auditEvents);
    await whileAuditRefuses(app, id, async () => {
      expect((await changeStatus(id, 'published')).statusCode).toBe(500);
    });
    const [row] = await app.db.select().from(programs).where(eq(programs.id, id));
    expect(row?.status).toBe('draft');
    expect(await app.db.$count(auditEvents)).toBe(before);
  });
});

describe('preview', () => {
  it('runs the engine on the default households of the program’s state, before and after a change', async () => {
    const { id, program } = await createProgram();
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/programs/${id}/preview`,
      headers: staff,
      payload: { program: { ...program, income: { kind: 'income_cap', byHouseholdSize: [45_000] } } },
    });
    expect(response.statusCode).toBe(200);
    const verdicts = Object.fromEntries(
      response
        .json()
        .data.households.map((row: { label: string; before: { status: string }; after: { status: string } }) => [
          row.label,
          [row.before.status, row.after.status],
        ]),
    );
    expect(verdicts).toMatchObject({
      'Single first-time buyer, $42,000': ['likely', 'likely'],
      'First-generation couple, $64,000': ['not_eligible', 'not_eligible'],
      'Teacher, family of four, $85,000': ['not_eligible', 'not_eligible'],
    });
    expect(verdicts['Veteran, household of three, $95,000']).toEqual(['not_eligible', 'not_eligible']);
    const [single] = response.json().data.households;
    expect(single).toMatchObject({ before: { amount: 10_000 }, after: { amount: 10_000 } });
  });

  it('takes the staff member’s own households, and tells who the change turns away', async () => {
    const { id, program } = await createProgram();
    const household = (label: string, household_income: number) => ({
      label,
      answers: {
        state: 'PR',
        county: null,
        household_size: 2,
        household_income,
        owned_home_last_3_years: false,
        owned_home_last_7_years: false,
        parents_owned_home: true,
        veteran: false,
        occupation: 'none',
        primary_residence: true,
        property_type: 'condo',
        target_price: 180_000,
        credit_score_band: '640_659',
        savings: 5_000,
        loan_type: 'fha',
        timeline: '0_3_months',
        student_debt: false,
        targeted_area: 'no',
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/programs/${id}/preview`,
      headers: staff,
      payload: {
        program: { ...program, income: { kind: 'income_cap', byHouseholdSize: [50_000] } },
        households: [household('Nurse, $55,000', 55_000), household('Clerk, $48,000', 48_000)],
      },
    });
    expect(response.json().data.households).toEqual([
      expect.objectContaining({
        label: 'Nurse, $55,000',
        before: expect.objectContaining({ status: 'likely', amount: 10_000 }),
        after: expect.objectContaining({ status: 'not_eligible', blockers: [expect.any(String)] }),
      }),
      expect.objectContaining({
        label: 'Clerk, $48,000',
        before: expect.objectContaining({ status: 'likely' }),
        after: expect.objectContaining({ status: 'likely' }),
      }),
    ]);
    const [row] = await app.db.select().from(programs).where(eq(programs.id, id));
    expect(row?.eligibility[0]).toEqual({ kind: 'income_cap', byHouseholdSize: [60_000, 60_000, 75_000] });
  });
});

describe('the catalogue as its files', () => {
  it('exports the published programs in the files’ format, drafts left out', async () => {
    const draft = await createProgram();
    const published = await createProgram('published');
    const { files } = (await app.inject({ method: 'GET', url: '/api/admin/programs/export', headers: staff })).json()
      .data;
    expect(files).toHaveLength(53);
    const puertoRico = files.find((file: { name: string }) => file.name === 'pr.json').catalogue;
    const slugs = puertoRico.programs.map((program: { slug: string }) => program.slug);
    expect(slugs).toContain(published.program.slug);
    expect(slugs).not.toContain(draft.program.slug);
    const texas = files.find((file: { name: string }) => file.name === 'tx.json').catalogue;
    expect(texas.programs[0]).toMatchObject({
      slug: 'tdhca-my-first-texas-home',
      income: { kind: 'income_percent_of_ami' },
    });
  });

  it('imports the exported files as they are, changing nothing, with an audit row', async () => {
    const { files } = (await app.inject({ method: 'GET', url: '/api/admin/programs/export', headers: staff })).json()
      .data;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/programs/import',
      headers: staff,
      payload: { files },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: [], updated: [], kept: [] });
    const [event] = (
      await app.inject({ method: 'GET', url: '/api/admin/audit?action=program.import', headers: staff })
    ).json().data.data;
    expect(event).toMatchObject({ object_kind: 'catalogue', after: { created: [], updated: [] } });
  });

  it('does not overwrite a program edited in the console: the file’s change is reported, not applied', async () => {
    const exported = (await app.inject({ method: 'GET', url: '/api/admin/programs/export', headers: staff })).json()
      .data.files;
    const texasFile = exported.find((file: { name: string }) => file.name === 'tx.json');
    const [texasProgram] = await app.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.slug, 'tdhca-my-first-texas-home'));
    const id = texasProgram?.id;
    const stored = (await app.inject({ method: 'GET', url: `/api/admin/programs/${id}`, headers: staff })).json().data;
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${id}`,
      headers: staff,
      payload: { program: { ...stored.program, amountSummary: 'Up to 5% (edited in the console)' } },
    });
    texasFile.catalogue.programs[0].amountSummary = 'Up to 5% (changed in the file)';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/programs/import',
      headers: staff,
      payload: { files: [texasFile] },
    });
    expect(response.json().data).toMatchObject({ updated: [], kept: ['tdhca-my-first-texas-home'] });
    const after = (await app.inject({ method: 'GET', url: `/api/admin/programs/${id}`, headers: staff })).json().data;
    expect(after).toMatchObject({ origin: 'edited', program: { amountSummary: 'Up to 5% (edited in the console)' } });
  });

  it('refuses files that name an unknown administrator, and writes nothing', async () => {
    const before = await app.db.$count(auditEvents);
    const program = { ...firstHomeGrant('pr-test-orphan'), administrator: 'no-such-agency' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/programs/import',
      headers: staff,
      payload: { files: [{ name: 'pr.json', catalogue: { scope: 'PR', programs: [program] } }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.files).toEqual([expect.stringContaining('no-such-agency')]);
    expect(await app.db.$count(auditEvents)).toBe(before);
  });
});
