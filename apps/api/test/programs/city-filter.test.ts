/**
 * The marketplace's city filter (decisions 053 and 056): within a county, the programs that reach a
 * home in one of its cities, or elsewhere in it, as the engine judges the city of the home.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function slugsOf(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/programs?${query}&per_page=500` });
  expect(response.statusCode).toBe(200);
  return (response.json().data.data as { slug: string }[]).map((program) => program.slug);
}

describe('the programs of a city of a county', () => {
  it('keeps Columbus’s program for a home in Columbus, and the county’s for a home elsewhere in Franklin County', async () => {
    const columbus = await slugsOf('county=39049&city=Columbus');
    const elsewhere = await slugsOf('county=39049&city=elsewhere');

    expect(columbus).toContain('columbus-addi');
    expect(columbus).not.toContain('franklin-county-dpa');
    expect(elsewhere).toContain('franklin-county-dpa');
    expect(elsewhere).not.toContain('columbus-addi');
    // The state's programs reach a home anywhere in it.
    for (const slugs of [columbus, elsewhere]) expect(slugs).toContain('ohfa-your-choice');
  });

  it('keeps Austin’s program for a home in Austin only, of the programs of Travis County', async () => {
    const county = await slugsOf('county=48453');
    const austin = await slugsOf('county=48453&city=Austin');
    const elsewhere = await slugsOf('county=48453&city=elsewhere');

    expect(austin).toContain('austin-dpa');
    expect(elsewhere).not.toContain('austin-dpa');
    expect([...austin, ...elsewhere].every((slug) => county.includes(slug))).toBe(true);
  });

  it.each([
    ['a city without its county', 'city=Columbus', 'Choose the county first.'],
    [
      'a city the county does not list',
      'county=39049&city=Dayton',
      'Choose a city of Franklin County or elsewhere in it.',
    ],
  ])('refuses %s, on the city', async (_, query, message) => {
    const response = await app.inject({ method: 'GET', url: `/api/programs?${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ city: [message] });
  });
});
