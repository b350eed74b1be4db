/**
 * Site search (`GET /api/search.json`): programs, blog posts, help pages and the public pages,
 * typo-tolerant and ranked. The error page of docs/product.md section 14 reads it with an empty list as default,
 * so a query without words answers `{ data: [] }`.
 */
import { z } from 'zod';

export const searchHitKinds = ['program', 'blog', 'docs', 'page'] as const;
export type SearchHitKind = (typeof searchHitKinds)[number];

export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;

export const searchQuerySchema = z.object({
  q: z.string().max(200, 'must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  kind: z.enum(searchHitKinds, { error: 'must be program, blog, docs or page' }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of an excerpt: the words that matched the query are `highlighted`. */
export const excerptPartSchema = z.object({ text: z.string(), highlighted: z.boolean() });
export type ExcerptPart = z.infer<typeof excerptPartSchema>;

export const searchHitSchema = z.object({
  kind: z.enum(searchHitKinds),
  title: z.string(),
  /** The page of the hit, a path of the web app. */
  address: z.string(),
  /** Where the hit belongs: a program's agency and state, "Blog", "Help" or "Page". */
  context: z.string(),
  excerpt: z.array(excerptPartSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
