/**
 * The console's income-limit calls: HUD's yearly file checked and imported (`POST
 * /api/admin/income-limits`, as a CSV body or a multipart upload), and the stored limits by state
 * and by county. Console staff only, checked before any input is read.
 */
import multipart from '@fastify/multipart';
import {
  consoleIncomeLimitsQuery,
  dataEnvelope,
  incomeLimitCountyDetail,
  incomeLimitCountyParams,
  incomeLimitImportQuery,
  incomeLimitImportReport,
  incomeLimitStateSchema,
} from '@hbw/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { actorOf, consoleTags as tags } from './console-route.ts';

/** HUD's FY2025 file is about 1.5 MB; room for growth, and a bound on what a request may hold. */
const HUD_FILE_MAX_BYTES = 10 * 1024 * 1024;

const missingFile = () => invalidInput({ file: ['Attach HUD’s income limits file, saved as CSV.'] });

/** The file's text and a source that names it, from a CSV body or the `file` part of a form. */
async function hudFileOf(request: FastifyRequest): Promise<{ text: string; name: string | undefined }> {
  if (typeof request.body === 'string') return { text: request.body, name: undefined };
  if (!request.isMultipart()) throw missingFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch {
    throw new HttpError(400, 'The form could not be read. Please send it again.');
  }
  if (part?.fieldname !== 'file') throw missingFile();
  const bytes = await part.toBuffer().catch(() => {
    const message = 'This file is larger than 10 MB: HUD’s file is about 1.5 MB.';
    throw new HttpError(413, message, { file: [message] });
  });
  return { text: bytes.toString('utf8'), name: part.filename };
}

const incomeLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = [app.authenticate, app.authorize('admin')];

  // The one console call that takes a file: its parsers stay in a context around it alone.
  await app.register(async (context) => {
    const uploads = context.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: HUD_FILE_MAX_BYTES, files: 1, fields: 0 } });
    uploads.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: HUD_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    uploads.post(
      '/admin/income-limits',
      {
        onRequest: staffOnly,
        bodyLimit: HUD_FILE_MAX_BYTES,
        schema: {
          tags,
          summary: 'Check HUD’s yearly income limits file against the stored year, then import it',
          description:
            'The body is the file as CSV (`text/csv`) or a `multipart/form-data` form with the file as `file`. ' +
            'With `step=check` (the default) the answer says what an import would change: counties new, changed ' +
            'and removed, and the rows refused or left out with their line numbers; nothing changes. With ' +
            '`step=import` the fiscal year’s HUD limits become the file’s in one transaction, unless a row is refused.',
          uploadBody: {
            'text/csv': z.string().describe('HUD’s income limits file, saved as CSV.'),
            'multipart/form-data': z.object({
              file: z.file().max(HUD_FILE_MAX_BYTES).describe('HUD’s income limits file, saved as CSV.'),
            }),
          },
          querystring: incomeLimitImportQuery,
          response: { 200: dataEnvelope(incomeLimitImportReport) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { text, name } = await hudFileOf(request);
        if (text.trim() === '') throw missingFile();
        const source = `HUD Section 8 income limits, huduser.gov${name ? `, file ${name}` : ''}, imported by ${actor.email}`;
        return { data: await app.console.importHudFile(actor, text, source, request.query.step === 'import') };
      },
    );
  });

  app.get(
    '/admin/income-limits',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'The counties of a state with the tables that hold income limits for them, and HUD’s latest median',
        querystring: consoleIncomeLimitsQuery,
        response: { 200: dataEnvelope(incomeLimitStateSchema) },
      },
    },
    async (request) => ({
      data: { state: request.query.state, counties: await app.console.incomeLimitCounties(request.query.state) },
    }),
  );

  app.get(
    '/admin/income-limits/:county_fips',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every income limit and median stored for a county, by table, year and household size',
        params: incomeLimitCountyParams,
        response: { 200: dataEnvelope(incomeLimitCountyDetail) },
      },
    },
    async (request) => ({ data: await app.console.incomeLimitCounty(request.params.county_fips) }),
  );
};

export default incomeLimitRoutes;
