/**
 * The blog and docs documents: Markdown files with front matter under `content/<collection>/`.
 * A file's path gives the document's: numeric prefixes order files without showing in addresses
 * (`docs/2.booking/1.calls.md` is `/docs/booking/calls`) and `index.md` stands for its folder.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ContentCollection, type ContentDocument, contentCollections } from '@hbw/contract';
import matter from 'gray-matter';
import { DEFAULT_LOCALE } from './query.ts';

export const defaultContentDir = path.resolve(import.meta.dirname, '../../../../../content');

export function documentPath(collection: ContentCollection, file: string): string {
  const segments = file
    .replace(/\.md$/, '')
    .split('/')
    .map((segment) => segment.replace(/^\d+\./, ''));
  if (segments.at(-1) === 'index') segments.pop();
  return ['', collection, ...segments].join('/');
}

/** YAML dates arrive as Date objects; documents carry them as yyyy-MM-dd so they sort and compare as text. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plainValue);
  return value;
}

export function parseDocument(collection: ContentCollection, file: string, source: string): ContentDocument {
  const { data, content } = matter(source);
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, plainValue(value)]));
  const where = `content/${collection}/${file}`;
  if (typeof fields.title !== 'string' || fields.title.trim() === '') {
    throw new Error(`${where} needs a title in its front matter (title: ...).`);
  }
  if (typeof fields.description !== 'string' || fields.description.trim() === '') {
    throw new Error(`${where} needs a description in its front matter (description: ...).`);
  }
  const { locale, ...rest } = fields;
  return {
    ...rest,
    title: fields.title,
    description: fields.description,
    draft: fields.draft === true,
    _path: documentPath(collection, file),
    _file: file,
    _locale: typeof locale === 'string' ? locale : DEFAULT_LOCALE,
    body: content.trim(),
  };
}

export async function loadCollection(contentDir: string, collection: ContentCollection): Promise<ContentDocument[]> {
  const folder = path.join(contentDir, collection);
  const files = (await readdir(folder, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md'));
  return Promise.all(
    files.map(async (file) => parseDocument(collection, file, await readFile(path.join(folder, file), 'utf8'))),
  );
}

export type ContentStore = {
  documents(collection: ContentCollection): Promise<ContentDocument[]>;
  /** Whether a document may change while the process runs (read on every query), so that nothing rendered from one may be cached. */
  readonly changesWhileRunning: boolean;
};

/**
 * In production the files are read once, at start, so that a broken file stops the start rather than
 * a reader's page. Elsewhere they are read on every query, so that an edit shows on the next reload.
 */
export async function contentStore(
  contentDir: string,
  { rereadEachTime }: { rereadEachTime: boolean },
): Promise<ContentStore> {
  if (rereadEachTime) {
    return {
      documents: (collection: ContentCollection) => loadCollection(contentDir, collection),
      changesWhileRunning: true,
    };
  }
  const loaded = new Map<ContentCollection, ContentDocument[]>();
  for (const collection of contentCollections) loaded.set(collection, await loadCollection(contentDir, collection));
  return {
    documents: async (collection: ContentCollection) => loaded.get(collection) ?? [],
    changesWhileRunning: false,
  };
}
