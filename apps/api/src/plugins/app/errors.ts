/**
 * The one place where failures become answers. Invalid input becomes 422 with messages per field;
 * a refusal we raised keeps its status and sentence; a fault of ours is logged with the request id
 * and answered 500 with no detail.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldErrors, groupByField, HttpError, invalidInput } from '../../lib/http-error.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text.ts';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of content is not accepted here. Send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

type ValidationIssue = { instancePath?: string; message?: string };

function fieldErrors(issues: readonly ValidationIssue[], context: string | undefined): FieldErrors {
  return groupByField(
    issues.map((issue) => ({
      field: (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || (context ?? 'body'),
      message: issue.message ?? 'This value is not valid.',
    })),
  );
}

/** Deeper than any body of ours: the questionnaire's answers and a week of hours are three levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Adds to `found` the paths of the strings PostgreSQL cannot store; false when the input is nested
 * deeper than MAX_INPUT_DEPTH. The recursion stops at that depth, so a hostile body nested thousands
 * of levels costs 32 calls, not a stack overflow. It runs on every request with input, so nothing is
 * allocated on the way: `keys` is the way down to `value`, one array for the whole walk, joined only
 * for a string that has a problem.
 */
function findUnstorableText(value: unknown, label: string, keys: string[], found: string[]): boolean {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push(keys.join('.') || label);
    return true;
  }
  if (!value || typeof value !== 'object') return true;
  if (keys.length >= MAX_INPUT_DEPTH) return false;
  for (const key in value) {
    keys.push(key);
    const readable = findUnstorableText((value as Record<string, unknown>)[key], label, keys, found);
    keys.pop();
    if (!readable) return false;
  }
  return true;
}

const tooDeep = () => new HttpError(400, 'The request is nested too deeply to be read.');

export default fp(
  async (app) => {
    // A callback rather than an async hook: it runs on every request, and a promise each is measurable.
    app.addHook('preValidation', (request, _reply, done) => {
      // A NUL reaches the query or a path parameter only written %00 in the address (a raw one is
      // refused by the HTTP parser, and percent-encoded UTF-8 cannot spell a lone surrogate), so a
      // request without a body and without %00 has none: nearly every read is answered without the
      // walk, a share of a slot list's CPU worth saving (decision 013 gives it).
      if (request.body == null && !request.url.includes('%00')) return done();
      const fields: string[] = [];
      const keys: string[] = [];
      if (
        !findUnstorableText(request.query, 'query', keys, fields) ||
        !findUnstorableText(request.body, 'body', keys, fields) ||
        !findUnstorableText(request.params, 'params', keys, fields)
      ) {
        return done(tooDeep());
      }
      if (fields.length === 0) return done();
      done(invalidInput(groupByField(fields.map((field) => ({ field, message: UNSTORABLE_TEXT_MESSAGE })))));
    });

    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const invalid = invalidInput(fieldErrors(error.validation, error.validationContext));
        return reply.code(422).send({ message: invalid.message, errors: invalid.errors });
      }
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (statusCode >= 400 && statusCode < 500) {
        const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
        return reply.code(statusCode).send({ message: FRIENDLY[code] ?? error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
    });
  },
  { name: 'errors' },
);
