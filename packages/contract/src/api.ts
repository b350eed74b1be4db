/** The shapes every call shares: success envelope, validation errors, pages of a list. */
import { z } from 'zod';

/** Every successful answer wraps its payload in `data`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** A failure: a sentence for people and, for a validation failure (422), the messages per field. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The answer of a call that only confirms, in a sentence for people. */
export const messageAnswer = z.object({ message: z.string() });

/** A page of a list, as the lists of docs/product.md section 10 carry it. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
  });
}

/** One page of a list as `pageOf` describes it: the rows, how many there are in all, and where this page is. */
export function pageEnvelope<T>(data: T[], { total, perPage, page }: { total: number; perPage: number; page: number }) {
  return { data, total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
