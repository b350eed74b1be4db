/**
 * What each address of the web app tells search engines and link previews (`headFor`), and the site
 * map of every page worth indexing: the public pages of the contract's route table, the published
 * blog posts and help pages, and the program pages.
 */
import { type ContentCollection, type ContentDocument, matchRoute, pages } from '@hbw/contract';
import { type ContentStore, DEFAULT_LOCALE } from '../content/index.ts';
import { type PageHead, SITE_DESCRIPTION, type SitemapEntry } from './head.ts';
import type { pagesRepository } from './repository.ts';

type Dependencies = { content: ContentStore; repository: ReturnType<typeof pagesRepository> };

const PROGRAM_PAGE = '/marketplace/products/:id';

/** A path of the route table without parameters: one page, one address. */
const isPlainPath = (path: string) => !path.includes(':') && !path.includes('*');

export function pagesService({ content, repository }: Dependencies) {
  const published = async (collection: ContentCollection) =>
    (await content.documents(collection)).filter((document) => !document.draft && document._locale === DEFAULT_LOCALE);

  const documentHead = (document: ContentDocument, kind: PageHead['kind']): PageHead => ({
    title: document.title,
    description: document.description,
    canonicalPath: document._path,
    kind,
  });

  return {
    /** The head of the page at `pathname`, or undefined for an address that is no page. */
    async headFor(pathname: string): Promise<PageHead | undefined> {
      const match = matchRoute(pathname);
      if (match?.kind !== 'page') return undefined;
      const { route, params } = match;
      const fallback: PageHead = { title: route.title, description: SITE_DESCRIPTION, kind: 'website' };
      if (route.access !== 'public') return fallback;
      if (route.path === '/blog/:slug') {
        const post = (await published('blog')).find((document) => document._path === `/blog/${params.slug}`);
        return post ? documentHead(post, 'article') : fallback;
      }
      if (route.path === '/docs' || route.path === '/docs/*') {
        const path = ['/docs', ...(params['*'] ?? '').split('/').filter(Boolean)].join('/');
        const page = (await published('docs')).find((document) => document._path === path);
        return page ? documentHead(page, 'article') : fallback;
      }
      if (route.path === PROGRAM_PAGE) {
        const id = Number(params.id);
        const program = Number.isSafeInteger(id) && id > 0 ? await repository.program(id) : undefined;
        if (!program) return fallback;
        return {
          title: program.name,
          description: program.summary,
          canonicalPath: `/marketplace/products/${program.id}`,
          kind: 'website',
        };
      }
      const described = 'description' in route ? route.description : undefined;
      const indexed = !('indexed' in route) && isPlainPath(route.path);
      return {
        ...fallback,
        description: described ?? SITE_DESCRIPTION,
        ...(indexed ? { canonicalPath: route.path } : {}),
      };
    },

    /** Every page worth indexing, each once. */
    async sitemap(): Promise<SitemapEntry[]> {
      const entries = new Map<string, SitemapEntry>();
      for (const page of pages) {
        if (page.access === 'public' && !('indexed' in page) && isPlainPath(page.path)) {
          entries.set(page.path, { path: page.path });
        }
      }
      for (const collection of ['blog', 'docs'] as const) {
        for (const document of await published(collection)) {
          const date = typeof document.updated === 'string' ? document.updated : document.date;
          entries.set(document._path, {
            path: document._path,
            ...(typeof date === 'string' ? { lastModified: date } : {}),
          });
        }
      }
      for (const program of await repository.programs()) {
        const path = `/marketplace/products/${program.id}`;
        entries.set(path, { path, lastModified: program.lastChecked });
      }
      return [...entries.values()];
    },
  };
}

export type PagesService = ReturnType<typeof pagesService>;
