/**
 * Blog and docs: Markdown documents queried with the parameters of docs/product.md section 14 (where, sort,
 * only, without, limit, skip, first, count, surround, locale). Drafts show only in preview mode.
 */
import { z } from 'zod';

export const contentCollections = ['blog', 'docs'] as const;
export type ContentCollection = (typeof contentCollections)[number];

export const contentDocumentSchema = z
  .object({
    _path: z.string(),
    _file: z.string(),
    _locale: z.string(),
    title: z.string(),
    description: z.string(),
    draft: z.boolean(),
    body: z.string(),
  })
  .catchall(z.unknown());
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

const jsonText = (what: string) =>
  z
    .string()
    .max(2_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${what} must be JSON.` });
        return z.NEVER;
      }
    });

const fieldList = z
  .string()
  .max(500)
  .transform((text) =>
    text
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean),
  );

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const contentQuerySchema = z.object({
  where: jsonText('where')
    .pipe(z.record(z.string(), z.unknown(), { error: 'where must be a JSON object.' }))
    .optional(),
  sort: jsonText('sort')
    .pipe(z.record(z.string(), z.union([z.literal(1), z.literal(-1)], { error: 'sort must map fields to 1 or -1.' })))
    .optional(),
  only: fieldList.optional(),
  without: fieldList.optional(),
  limit: z.coerce.number().int().min(0).max(1_000).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).optional(),
  first: flag.optional(),
  count: flag.optional(),
  /** The path of a document: answers the documents before and after it. */
  surround: z.string().max(300).optional(),
  locale: z.string().max(10).optional(),
  preview: z.string().max(200).optional(),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;
