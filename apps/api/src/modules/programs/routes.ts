/** The chips: every program, searched by the site search and filtered, with the rules the wallet is computed from. */
import {
  catalogueStatsSchema,
  countyPlacesQuery,
  countyPlacesSchema,
  dataEnvelope,
  idParams,
  pageEnvelope,
  programDetailSchema,
  programListQuery,
  programPage,
  stateCoverageQuery,
  stateCoverageSchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidInput, notFound } from '../../lib/http-error.ts';

const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.programs;
  const tags = ['programs'];

  /** A city filter names one of the county's cities with programs of their own, or `elsewhere` in it. */
  const cityOfCounty = async (county: string | undefined, city: string) => {
    if (county === undefined) throw invalidInput({ city: ['Choose the county first.'] });
    if (city === 'elsewhere') return;
    const { cities, county_label } = await catalogue.placesOf(county);
    if (!cities.includes(city)) throw invalidInput({ city: [`Choose a city of ${county_label} or elsewhere in it.`] });
  };

  app.get(
    '/programs',
    {
      schema: {
        operationId: 'listPrograms',
        tags,
        summary: 'Programs, searched and filtered, a page at a time',
        querystring: programListQuery,
        example: { query: { state: 'TX', occupation: 'teacher', page: 1, per_page: 20 } },
        response: { 200: dataEnvelope(programPage) },
      },
    },
    async (request) => {
      const query = request.query;
      if (query.city !== undefined) await cityOfCounty(query.county, query.city);
      // The marketplace's search is the site's: typos forgiven, best first (modules/search).
      const found = query.search ? await app.siteSearch.programIds(query.search) : undefined;
      const { rows, total } = await catalogue.list(query, { found });
      return { data: pageEnvelope(rows, { total, perPage: query.per_page, page: query.page }) };
    },
  );

  app.get(
    '/programs/stats',
    {
      schema: {
        tags,
        summary: 'How many programs the catalogue holds, and in how many states',
        response: { 200: dataEnvelope(catalogueStatsSchema) },
      },
    },
    async () => ({ data: await catalogue.stats() }),
  );

  app.get(
    '/programs/places',
    {
      schema: {
        tags,
        summary: 'The cities of a county that have programs of their own: what the questionnaire asks about',
        querystring: countyPlacesQuery,
        response: { 200: dataEnvelope(countyPlacesSchema) },
      },
    },
    async (request) => ({ data: await catalogue.placesOf(request.query.county) }),
  );

  app.get(
    '/programs/coverage',
    {
      schema: {
        tags,
        summary:
          "What the catalogue covers in a state: its programs, whose they are, how many reach each county, and the counties' shapes",
        querystring: stateCoverageQuery,
        example: { query: { state: 'OH' } },
        response: { 200: dataEnvelope(stateCoverageSchema) },
      },
    },
    async (request) => ({ data: await catalogue.coverageOf(request.query.state) }),
  );

  app.get(
    '/programs/:id',
    {
      schema: {
        tags,
        summary: 'One program with its benefit formula and eligibility rules',
        params: idParams,
        response: { 200: dataEnvelope(programDetailSchema) },
      },
    },
    async (request) => {
      const program = await catalogue.find(request.params.id);
      if (!program) throw notFound('There is no such program.');
      return { data: program };
    },
  );
};

export default programRoutes;
