import type { SearchHit } from '@hbw/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../../src/db/schema/index.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

async function search(query: string): Promise<SearchHit[]> {
  const answer = await app.inject({ method: 'GET', url: `/api/search.json?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const titlesOf = (hits: SearchHit[]) => hits.map((hit) => hit.title);

describe('site search', () => {
  it.each([
    ['homes for texas heroes', 'Homes for Texas Heroes'],
    ['texs heros', 'Homes for Texas Heroes'],
    ['texas hero', 'Homes for Texas Heroes'],
    ['georgia dream pen', 'Georgia Dream – PEN'],
    ['calhfa dream for all', 'California Dream For All Shared Appreciation Loan'],
    ['hula mae', 'Hula Mae Single Family'],
    ['keys4you', 'Keys4You Home Loan'],
    ['cancel a call', 'Cancelling or moving a call'],
    ['cancelling', 'Cancelling or moving a call'],
    ['lender cal', 'Getting the most from a 30-minute lender call'],
    ['first generation', 'Are you a first-generation homebuyer?'],
    ['down payment assistance explained', 'Down payment assistance, explained in five minutes'],
    ['pricing', 'Pricing'],
    ['privacy', 'Privacy policy'],
  ])('finds “%s” with “%s” first', async (query, expected) => {
    const hits = await search(`q=${encodeURIComponent(query)}`);
    expect(titlesOf(hits)[0], JSON.stringify(titlesOf(hits))).toBe(expected);
  });

  it('answers each hit with its address, where it belongs and an excerpt with the matching words highlighted', async () => {
    const [hit] = await search('q=texs+heros&limit=1');
    const [row] = await app.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.name, 'Homes for Texas Heroes'));
    expect(hit).toMatchObject({
      kind: 'program',
      address: `/marketplace/products/${row?.id}`,
      context: 'TSAHC · Texas',
    });
    expect(hit?.excerpt.map((part) => part.text).join('').length).toBeLessThanOrEqual(170);
    const [post] = await search('q=cancel+a+call');
    expect(post).toMatchObject({ kind: 'docs', address: '/docs/booking/cancelling', context: 'Help' });
    expect(post?.excerpt.filter((part) => part.highlighted).map((part) => part.text.toLowerCase())).toContain('cancel');
  });

  it('forgives a typo in the first letters too', async () => {
    const hits = await search('q=goergia+dream&limit=3');
    expect(titlesOf(hits).every((title) => title.startsWith('Georgia Dream'))).toBe(true);
  });

  it('finds programs by the people they are for, and by the states they are offered in', async () => {
    const teachers = await search('q=teacher&kind=program&limit=20');
    expect(teachers.length).toBeGreaterThan(1);
    expect(teachers.every((hit) => hit.kind === 'program')).toBe(true);
    const hawaii = await search('q=hawaii&kind=program&limit=20');
    // Hawaii's own programs, and those of several states that name it (FHLB Des Moines's district).
    const offeredIn = (hit: SearchHit) => hit.context.split(' · ')[1]?.split(', ') ?? [];
    expect(hawaii.every((hit) => offeredIn(hit).some((place) => place === 'Hawaii' || place === 'HI'))).toBe(true);
    expect(titlesOf(hawaii)).toEqual(expect.arrayContaining(['Hula Mae Single Family', 'Home$tart']));
  });

  it('never shows a draft', async () => {
    const hits = await search('q=teachers+nurses+first+responders&limit=20');
    expect(titlesOf(hits)).not.toContain('Help for teachers, nurses and first responders');
    expect(hits.map((hit) => hit.address)).not.toContain('/blog/programs-by-occupation');
  });

  it.each(['', 'q=', 'q=%20%20', 'q=%E2%80%94%20!'])(
    'answers {data: []} to a query without words (%s)',
    async (query) => {
      const answer = await app.inject({ method: 'GET', url: `/api/search.json?${query}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: [] });
    },
  );

  it('keeps to the limit, and refuses one beyond 20 with the field named', async () => {
    expect(await search('q=down+payment&limit=3')).toHaveLength(3);
    const answer = await app.inject({ method: 'GET', url: '/api/search.json?q=x&limit=500' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('limit');
  });

  it('is the marketplace’s search too: typos forgiven, best first, within its filters and pages', async () => {
    const list = async (query: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/programs?${query}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { data: { name: string; state: string | null }[]; total: number };
    };
    expect((await list('search=texs+heros')).data[0]?.name).toBe('Homes for Texas Heroes');
    const inGeorgia = await list('search=goergia+dream&state=GA&per_page=2');
    expect(inGeorgia.data).toHaveLength(2);
    expect(inGeorgia.total).toBeGreaterThan(2);
    expect(inGeorgia.data.every((program) => program.state === 'GA' || program.state === null)).toBe(true);
    expect(await list('search=zzqxw')).toMatchObject({ data: [], total: 0 });
  });

  it('finds a program by its new name once the catalogue changed, whichever process changed it', async () => {
    await app.db.execute(
      sql`update programs set name = 'Lighthouse Keepers Grant' where name = 'Hula Mae Single Family'`,
    );
    await eventually(async () =>
      expect(titlesOf(await search('q=lighthouse+keepers'))[0]).toBe('Lighthouse Keepers Grant'),
    );
    expect(titlesOf(await search('q=hula+mae'))).not.toContain('Hula Mae Single Family');
  });
});
