import type { z } from 'zod';
import { groupByField, invalidInput } from './http-error.ts';

/** Checks input that did not come through a route schema (the admin command line, seeds, jobs). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(
    groupByField(
      result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'input', message: issue.message })),
    ),
  );
}
