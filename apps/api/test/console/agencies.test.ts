/**
 * Agencies (program administrators) in the console: listed, created and changed with
 * their audit rows; an agency's contact address is where expert requests go, and a console change
 * survives the catalogue's next import. And the content drafts with their preview links.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { administrators, auditEvents } from '../../src/db/schema/index.ts';
import { defaultCatalogueDir, importCatalogue, readCatalogue } from '../../src/modules/programs/index.ts';
import { readLatestMail } from '../support/accounts.ts';
import { demoLender, newBuyer } from '../support/booking.ts';
import { accountWithRole, refusalsOf, whileAuditRefuses } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const previewToken = 'a preview token of the console tests';
let app: TestApp;
let staff: Record<string, string>;
let buyer: Awaited<ReturnType<typeof newBuyer>>;
let professional: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ CONTENT_PREVIEW_TOKEN: previewToken });
  staff = await accountWithRole(app, 'agencies.staff@example.com', 'admin');
  professional = await accountWithRole(app, 'agencies.pro@example.com', 'professional');
  buyer = await newBuyer(app, 'agencies');
});

const agencyOf = async (slug: string) => {
  const [row] = await app.db.select().from(administrators).where(eq(administrators.slug, slug));
  if (!row) throw new Error(`No administrator ${slug}.`);
  return row;
};
const patchAgency = (id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/admin/agencies/${id}`, headers: staff, payload });
const auditsOf = (id: number) =>
  app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectKind, 'agency'), eq(auditEvents.objectId, String(id))));

describe('who may use the agency calls', () => {
  const newAgency = { slug: 'who-may', name: 'Who May Agency', short_name: 'WMA', state: 'TX' };
  const calls = [
    { method: 'GET', url: '/api/admin/agencies' },
    { method: 'POST', url: '/api/admin/agencies', payload: newAgency },
    { method: 'PATCH', url: '/api/admin/agencies/1', payload: { short_name: 'X' } },
    { method: 'GET', url: '/api/admin/content-drafts' },
  ] as const;
  const badInput = [
    { method: 'GET', url: '/api/admin/agencies?state=XX' },
    { method: 'POST', url: '/api/admin/agencies', payload: { ...newAgency, slug: 'Not A Slug' } },
    { method: 'PATCH', url: '/api/admin/agencies/1', payload: { contact_email: 'nobody' } },
    // Empty means none; spaces are judged as sent, as the document's pattern says (issue 40).
    { method: 'PATCH', url: '/api/admin/agencies/1', payload: { contact_email: '   ' } },
    { method: 'PATCH', url: '/api/admin/agencies/1', payload: {} },
  ] as const;

  it.each(calls)('$method $url: 401 without a session, 403 for a buyer and a professional', async (call) => {
    expect(await refusalsOf(app, call, buyer.headers, professional)).toEqual([401, 403, 403]);
  });

  it.each(badInput)('$method $url: 422 with the field for bad input', async (call) => {
    const response = await app.inject({ ...call, headers: staff });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).not.toHaveLength(0);
  });

  it('lists the calls in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/admin/agencies', '/api/admin/agencies/{id}', '/api/admin/content-drafts']),
    );
  });
});

describe('agencies', () => {
  it('lists the catalogue’s agencies, found by name and state, with their programs counted', async () => {
    const page = (
      await app.inject({ method: 'GET', url: '/api/admin/agencies?q=tsahc&state=TX', headers: staff })
    ).json().data;
    expect(page.data).toEqual([
      expect.objectContaining({
        slug: 'tsahc',
        short_name: 'TSAHC',
        state: 'TX',
        contact_email: null,
        kept_by: 'catalogue_file',
        program_count: expect.any(Number),
      }),
    ]);
    expect(page.data[0].program_count).toBeGreaterThan(0);
  });

  it('creates an agency with its audit row, and refuses a slug that is taken', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/agencies',
      headers: staff,
      payload: {
        slug: 'williamson-county-hfc',
        name: 'Williamson County Housing Finance Corporation',
        short_name: 'Williamson HFC',
        state: 'TX',
        website: 'https://www.wilco.org/hfc',
        contact_email: 'hfc@williamson.example',
      },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ slug: 'williamson-county-hfc', program_count: 0, kept_by: 'console' });
    expect(await auditsOf(created.id)).toEqual([
      expect.objectContaining({
        action: 'agency.create',
        objectKind: 'agency',
        before: null,
        after: expect.objectContaining({ contact_email: 'hfc@williamson.example' }),
      }),
    ]);

    const taken = await app.inject({
      method: 'POST',
      url: '/api/admin/agencies',
      headers: staff,
      payload: { slug: 'tdhca', name: 'Another', short_name: 'Another' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['An agency with this slug exists: choose another.']);
  });

  it('changes an agency’s contact address with its audit row, and expert requests go there', async () => {
    const lender = await demoLender(app);
    const [program] = await app.db
      .execute<{ administrator_id: number }>(`select administrator_id from programs where id = ${lender.programId}`)
      .then((result) => result.rows);
    const id = program?.administrator_id as number;
    const response = await patchAgency(id, { contact_email: 'experts@agency.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      contact_email: 'experts@agency.example',
      kept_by: 'console_edit',
    });
    expect(await auditsOf(id)).toEqual([
      expect.objectContaining({
        action: 'agency.update',
        before: expect.objectContaining({ contact_email: null }),
        after: expect.objectContaining({ contact_email: 'experts@agency.example' }),
      }),
    ]);

    const request = await app.inject({
      method: 'POST',
      url: '/api/appointment/email-request',
      headers: buyer.headers,
      payload: {
        program_id: lender.programId,
        expert_type: 'housing_counselor',
        email: buyer.email,
        mobile_number: '(555) 401-0003',
        household_income: 61_000,
      },
    });
    expect(request.statusCode).toBe(200);
    const mail = await readLatestMail(app, 'experts@agency.example', /A buyer asks for a housing counselor/);
    expect(mail.text).toContain('Household income: $61,000 a year');
  });

  it('keeps a console change when the catalogue is imported again, and follows the file once they agree', async () => {
    const houston = await agencyOf('houston');
    await patchAgency(houston.id, { short_name: 'Houston (console)' });
    const { files, problems } = await readCatalogue(defaultCatalogueDir);
    expect((await importCatalogue(app.db, files, problems)).kept).toContain('administrator houston');
    expect((await agencyOf('houston')).shortName).toBe('Houston (console)');

    const back = await patchAgency(houston.id, { short_name: houston.shortName });
    expect(back.json().data.kept_by).toBe('catalogue_file');
    expect((await importCatalogue(app.db, files, problems)).kept).not.toContain('administrator houston');
  });

  it('answers 404 for an agency that does not exist, and writes no audit row', async () => {
    const before = await app.db.$count(auditEvents);
    expect((await patchAgency(2_147_483_647, { name: 'Nobody' })).statusCode).toBe(404);
    expect(await app.db.$count(auditEvents)).toBe(before);
  });

  it('leaves no change and no audit row when the audit row cannot be written', async () => {
    const tsahc = await agencyOf('tsahc');
    await whileAuditRefuses(app, tsahc.id, async () => {
      expect((await patchAgency(tsahc.id, { name: 'Not saved' })).statusCode).toBe(500);
    });
    expect((await agencyOf('tsahc')).name).toBe(tsahc.name);
    expect(await auditsOf(tsahc.id)).toEqual([]);
  });
});

describe('content drafts', () => {
  it('lists the drafts only, each with its preview link', async () => {
    const drafts = (await app.inject({ method: 'GET', url: '/api/admin/content-drafts', headers: staff })).json().data;
    expect(drafts).toEqual([
      {
        collection: 'blog',
        path: '/blog/programs-by-occupation',
        file: 'content/blog/4.programs-by-occupation.md',
        title: 'Help for teachers, nurses and first responders',
        description: expect.any(String),
        date: '2026-12-01',
        preview_url: `/blog/programs-by-occupation?preview=${encodeURIComponent(previewToken)}`,
      },
    ]);
  });

  it('shows the draft through its preview link and to nobody without it', async () => {
    const query = (preview?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/content/blog?where=${encodeURIComponent('{"_path":"/blog/programs-by-occupation"}')}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`,
      });
    expect((await query()).json().data).toEqual([]);
    expect((await query(previewToken)).json().data).toHaveLength(1);
  });
});
