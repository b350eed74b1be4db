/**
 * What each address of the web app is (`pageFor`): whether the thing it names exists, for the
 * server to answer 404 for one that does not, and what its head tells search engines and link
 * previews; and the site
 * map of every page worth indexing: the public pages of the contract's route table, the published
 * blog posts and help pages, and the program pages.
 */
import {
  type ContentCollection,
  type ContentDocument,
  matchRoute,
  type PageRoute,
  pages,
  questionsOfPage,
  usStates,
} from '@hbw/contract';
import { type ContentStore, DEFAULT_LOCALE } from '../content/index.ts';
import { type PageHead, type PageSubject, SITE_DESCRIPTION, type SitemapEntry } from './head.ts';
import type { pagesRepository } from './repository.ts';

type Dependencies = { content: ContentStore; repository: ReturnType<typeof pagesRepository> };

const PROGRAM_PAGE = '/marketplace/products/:id';
/** A state's programs and map, by the state's code in lowercase (decision 056). */
const STATE_PAGE = '/marketplace/states/:state';
const statePath = (code: string) => `/marketplace/states/${code.toLowerCase()}`;
/** A program's lenders and experts, by the program's id. */
const PROGRAM_PROFESSIONALS_PAGE = '/app/appointment-lender-details/:id';
/** Booking a call with a professional, by the professional's id. */
const BOOKING_PAGE = '/app/book-appointment/:id';
const CALL_PAGE = '/app/appointment/:id';

/** Finds the signed-in buyer's id, or null for a visitor. */
export type Caller = () => Promise<number | null>;

/**
 * The head of an address that names nothing, kept out of search engines' index: its title says so
 * in the words of docs/product.md section 15 for a route that fails validation, "Page Not Found: {path}".
 */
export function notFoundHead(pathname: string): PageHead {
  const address = decodedAddress(pathname);
  const shown = address.length > 200 ? `${address.slice(0, 200)}…` : address;
  return {
    title: `Page Not Found: ${shown}`,
    description: 'We are sorry but this page could not be found.',
    kind: 'website',
  };
}

/** The address as typed; one that does not decode, as it came. */
function decodedAddress(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function positiveId(text: string | undefined): number | undefined {
  const id = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? id
    : undefined;
}

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

  /** A post as search engines' structured data reads it: when it came out, when it last changed, by whom. */
  const postSubject = ({ date, updated, author }: ContentDocument): PageSubject | undefined =>
    typeof date === 'string'
      ? {
          type: 'post',
          published: date,
          ...(typeof updated === 'string' ? { modified: updated } : {}),
          ...(typeof author === 'string' ? { author } : {}),
        }
      : undefined;

  const programPage = async (idText: string | undefined) => {
    const id = positiveId(idText);
    return id === undefined ? undefined : repository.program(id);
  };

  /** Whether the thing a signed-in page's address names exists and, for a call, is the caller's. */
  const signedInPageFound = async (route: PageRoute, params: Record<string, string>, caller: Caller) => {
    if (route.path === PROGRAM_PROFESSIONALS_PAGE) return (await programPage(params.id)) !== undefined;
    if (route.path === BOOKING_PAGE) {
      const id = positiveId(params.id);
      return id !== undefined && (await repository.professionalExists(id));
    }
    if (route.path === CALL_PAGE) {
      // A visitor is sent to sign in by the app; whose call it is can only be told to its buyer.
      const buyerId = await caller();
      if (buyerId === null) return true;
      const id = positiveId(params.id);
      return id !== undefined && (await repository.isBuyersCall(id, buyerId));
    }
    return true;
  };

  return {
    /**
     * What the address `pathname` is: its page's head, and whether the thing it names exists (a
     * program, a professional, a post or help page, a call of the caller's); undefined for an
     * address that is no page. `caller` finds the signed-in buyer, asked only for a call's page.
     */
    async pageFor(pathname: string, caller: Caller): Promise<{ head: PageHead; found: boolean } | undefined> {
      const match = matchRoute(pathname);
      if (match?.kind !== 'page') return undefined;
      const { route, params, pattern } = match;
      const fallback: PageHead = { title: route.title, description: SITE_DESCRIPTION, kind: 'website' };
      const missing = { head: notFoundHead(pathname), found: false };
      if (route.access !== 'public') {
        return (await signedInPageFound(route, params, caller)) ? { head: fallback, found: true } : missing;
      }
      if (route.path === '/blog/:slug') {
        const post = (await published('blog')).find((document) => document._path === `/blog/${params.slug}`);
        if (!post) return missing;
        const subject = postSubject(post);
        return { head: { ...documentHead(post, 'article'), ...(subject ? { subject } : {}) }, found: true };
      }
      if (route.path === '/docs' || route.path === '/docs/*') {
        const path = ['/docs', ...(params['*'] ?? '').split('/').filter(Boolean)].join('/');
        const page = (await published('docs')).find((document) => document._path === path);
        return page ? { head: documentHead(page, 'article'), found: true } : missing;
      }
      if (route.path === PROGRAM_PAGE) {
        const program = await programPage(params.id);
        if (!program) return missing;
        const head: PageHead = {
          title: program.name,
          description: program.summary,
          canonicalPath: `/marketplace/products/${program.id}`,
          kind: 'website',
        };
        return { head, found: true };
      }
      if (route.path === STATE_PAGE) {
        const state = usStates.find((each) => each.code === params.state?.toUpperCase());
        if (!state) return missing;
        const head: PageHead = {
          title: `Homebuyer assistance in ${state.name}`,
          description: `The homebuyer assistance programs we list in ${state.name} and those we do not list yet, with a map of how many reach each county.`,
          canonicalPath: statePath(state.code),
          kind: 'website',
        };
        return { head, found: true };
      }
      const described = 'description' in route ? route.description : undefined;
      // An alias shows the page at a second address: its own address is the one indexed.
      const indexed = pattern === route.path && !('indexed' in route) && isPlainPath(route.path);
      const questions = questionsOfPage(route.path);
      const subject: PageSubject | undefined =
        route.path === '/' ? { type: 'home' } : questions ? { type: 'questions', items: questions } : undefined;
      const head: PageHead = {
        ...fallback,
        description: described ?? SITE_DESCRIPTION,
        ...(indexed ? { canonicalPath: route.path } : {}),
        ...(subject ? { subject } : {}),
      };
      return { head, found: true };
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
      for (const state of usStates) entries.set(statePath(state.code), { path: statePath(state.code) });
      for (const program of await repository.programs()) {
        const path = `/marketplace/products/${program.id}`;
        entries.set(path, { path, lastModified: program.lastChecked });
      }
      return [...entries.values()];
    },
  };
}

export type PagesService = ReturnType<typeof pagesService>;
