/**
 * The content query of docs/product.md section 14 over Markdown documents: pure, so that every parameter is
 * tested as a table. `where` takes plain values (equality) and the operators $eq, $ne, $in, $nin,
 * $contains, $gt, $gte, $lt, $lte, $exists, $and and $or.
 */
import type { ContentDocument, ContentQuery } from '@hbw/contract';

export type QueryAnswer =
  | ContentDocument[]
  | Partial<ContentDocument>
  | Partial<ContentDocument>[]
  | number
  | null
  | [Partial<ContentDocument> | null, Partial<ContentDocument> | null];

export const DEFAULT_LOCALE = 'en';

type Condition = Record<string, unknown>;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Files and dates sort as people expect: "2-…" before "10-…".
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { numeric: true });
}

function matchesOperator(value: unknown, operator: string, expected: unknown): boolean {
  switch (operator) {
    case '$eq':
      return value === expected;
    case '$ne':
      return value !== expected;
    case '$in':
      return Array.isArray(expected) && expected.includes(value);
    case '$nin':
      return Array.isArray(expected) && !expected.includes(value);
    case '$contains':
      if (Array.isArray(value))
        return Array.isArray(expected) ? expected.every((item) => value.includes(item)) : value.includes(expected);
      return typeof value === 'string' && typeof expected === 'string' && value.includes(expected);
    case '$gt':
      return value !== undefined && compare(value, expected) > 0;
    case '$gte':
      return value !== undefined && compare(value, expected) >= 0;
    case '$lt':
      return value !== undefined && compare(value, expected) < 0;
    case '$lte':
      return value !== undefined && compare(value, expected) <= 0;
    case '$exists':
      return (value !== undefined) === Boolean(expected);
    default:
      return false;
  }
}

export function matches(document: ContentDocument, where: Condition): boolean {
  return Object.entries(where).every(([key, expected]) => {
    if (key === '$and')
      return Array.isArray(expected) && expected.every((part) => matches(document, part as Condition));
    if (key === '$or') return Array.isArray(expected) && expected.some((part) => matches(document, part as Condition));
    const value = document[key];
    if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
      return Object.entries(expected as Condition).every(([operator, operand]) =>
        matchesOperator(value, operator, operand),
      );
    }
    return value === expected;
  });
}

function project(
  document: ContentDocument,
  only: string[] | undefined,
  without: string[] | undefined,
): Partial<ContentDocument> {
  const kept = only?.length
    ? Object.fromEntries(only.filter((field) => field in document).map((field) => [field, document[field]]))
    : { ...document };
  for (const field of without ?? []) delete kept[field];
  return kept;
}

export function queryContent(
  documents: readonly ContentDocument[],
  query: ContentQuery,
  options: { preview: boolean },
): QueryAnswer {
  const locale = query.locale ?? DEFAULT_LOCALE;
  const visible = documents.filter(
    (document) =>
      document._locale === locale && (options.preview || !document.draft) && matches(document, query.where ?? {}),
  );
  const sort = query.sort ?? { _file: 1 };
  const sorted = [...visible].sort((a, b) => {
    for (const [field, direction] of Object.entries(sort)) {
      const order = compare(a[field], b[field]) * direction;
      if (order !== 0) return order;
    }
    return 0;
  });

  if (query.surround !== undefined) {
    const index = sorted.findIndex((document) => document._path === query.surround);
    if (index === -1) return [null, null];
    const around = (document: ContentDocument | undefined) =>
      document ? project(document, query.only, query.without) : null;
    return [around(sorted[index - 1]), around(sorted[index + 1])];
  }
  const page = sorted.slice(query.skip ?? 0, query.limit === undefined ? undefined : (query.skip ?? 0) + query.limit);
  if (query.count) return page.length;
  if (query.first) return page[0] ? project(page[0], query.only, query.without) : null;
  return page.map((document) => project(document, query.only, query.without));
}
