import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsValid } from './fields.ts';
import * as contract from './index.ts';

describe('a check across fields (issue 40)', () => {
  const seen: unknown[] = [];
  const dates = z
    .object({
      from: z.string().max(10),
      to: z
        .string()
        .max(10)
        .transform((day) => day.split('-')),
      note: z.string(),
    })
    .refine(
      (range) => {
        seen.push(range.to);
        return true;
      },
      { when: fieldsValid('from', 'to') },
    );

  it.each([
    ['every field valid', { from: '2026-01-01', to: '2026-02-01', note: 'n' }, true],
    ['a field it does not read missing', { from: '2026-01-01', to: '2026-02-01' }, true],
    ['a field it does not read of the wrong type', { from: '2026-01-01', to: '2026-02-01', note: 1 }, true],
    ['a field it reads missing', { from: '2026-01-01', note: 'n' }, false],
    ['a field it reads of the wrong type', { from: '2026-01-01', to: 20260201, note: 'n' }, false],
    // Zod would go on after a text too long, with the text as sent where the days belong.
    ['a field it reads failing a check', { from: '2026-01-01', to: '2026-02-01-and-more', note: 'n' }, false],
    ['no object at all', '2026-01-01', false],
  ])('runs with %s: %j', (_case, input, runs) => {
    seen.length = 0;
    dates.safeParse(input);
    expect(seen).toEqual(runs ? [['2026', '02', '01']] : []);
  });
});

type When = (payload: z.core.ParsePayload) => boolean;
type Definition = { type: string; shape?: Record<string, z.ZodType>; checks?: z.core.$ZodCheck[] } & Record<
  string,
  unknown
>;

/** Every schema inside `schema`, itself included, with where it is. */
function* schemasWithin(
  schema: z.ZodType,
  where: string,
  seen = new Set<z.ZodType>(),
): Generator<[string, Definition]> {
  if (seen.has(schema)) return;
  seen.add(schema);
  const definition = schema.def as Definition;
  yield [where, definition];
  const parts = Object.entries({ ...definition, ...definition.shape }).flatMap(([key, value]) =>
    (Array.isArray(value) ? value.map((item, index) => [`${key}.${index}`, item]) : [[key, value]]).filter(
      (part): part is [string, z.ZodType] => part[1] instanceof z.ZodType,
    ),
  );
  for (const [key, part] of parts) yield* schemasWithin(part, `${where}.${key}`, seen);
}

/** Whether a check would run on a payload whose issues are at these paths. */
const runsDespite = (when: When, paths: PropertyKey[][]) =>
  when({ value: {}, issues: paths.map((path) => ({ code: 'invalid_type', expected: 'string', input: 0, path })) });

describe('the contract’s schemas', () => {
  const schemas = Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );

  it('run every check across fields only once the fields it reads passed (fieldsValid)', () => {
    // A check of a text or a number runs only on a value of its type; one of a whole object, array or
    // union runs after its parts, and zod lets some of their failures through, or all of them to a
    // check with a `when` of its own (issue 40). One with fieldsValid runs neither on an object that
    // was not read nor on one whose every field failed.
    const wholes = ['object', 'array', 'record', 'tuple', 'union', 'intersection'];
    const unguarded = schemas.flatMap(([name, schema]) =>
      [...schemasWithin(schema, name)]
        .filter(([, definition]) => wholes.includes(definition.type))
        .filter(([, definition]) =>
          (definition.checks ?? [])
            .map((check) => check._zod.def)
            .some(
              (check) =>
                check.check === 'custom' &&
                (!check.when ||
                  runsDespite(check.when, [[]]) ||
                  (definition.shape !== undefined &&
                    runsDespite(
                      check.when,
                      Object.keys(definition.shape).map((field) => [field]),
                    ))),
            ),
        )
        .map(([where]) => where),
    );
    expect(schemas.length).toBeGreaterThan(50);
    expect(unguarded).toEqual([]);
  });
});
