/**
 * What the server writes into a page's head for search engines and link previews (title,
 * description, canonical address, Open Graph with the brand's card, structured data), and the site
 * map and robots file: pure functions of what `service.ts` finds for an address.
 */
import { brandCard, brandLogo, jsonInScript, type QuestionAndAnswer } from '@hbw/contract';

export const SITE_NAME = 'Homebuyer Wizard';

/** Said of a page that has no description of its own. */
export const SITE_DESCRIPTION =
  'Find out how much homebuyer assistance money you may get, from which programs, and book a call with a participating lender.';

export type PageHead = {
  /** The page's own title; the document's is "<title> | Homebuyer Wizard", as the web app writes it. */
  title: string;
  description: string;
  /** The page's one address, for a page search engines should index; absent for every other page. */
  canonicalPath?: string;
  kind: 'website' | 'article';
  /** What the page is, where one of schema.org's kinds fits it: declared as structured data (JSON-LD). */
  subject?: PageSubject;
};

/**
 * The site's home (the organization behind it), a blog post, or a page of questions and their
 * answers (a schema.org Organization, BlogPosting or FAQPage).
 */
export type PageSubject =
  | { type: 'home' }
  | { type: 'post'; published: string; modified?: string; author?: string }
  | { type: 'questions'; items: readonly QuestionAndAnswer[] };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An address of the site: its public origin and the path. */
const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).href;

export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Posts signed by the team are the organization's; any other author is a person. */
const TEAM = `The ${SITE_NAME} team`;

/** The page's structured data, for search engines to read what it is; undefined for a page of no such kind. */
export function linkedData(head: PageHead, publicUrl: string): Record<string, unknown> | undefined {
  const { subject } = head;
  if (subject === undefined) return undefined;
  const context = 'https://schema.org';
  const organization = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute(publicUrl, '/'),
    logo: absolute(publicUrl, brandLogo.path),
  };
  const address = head.canonicalPath === undefined ? undefined : absolute(publicUrl, head.canonicalPath);
  switch (subject.type) {
    case 'home':
      return { '@context': context, ...organization, description: head.description };
    case 'post':
      return {
        '@context': context,
        '@type': 'BlogPosting',
        headline: head.title,
        description: head.description,
        datePublished: subject.published,
        ...(subject.modified === undefined ? {} : { dateModified: subject.modified }),
        author:
          subject.author === undefined || subject.author === TEAM
            ? organization
            : { '@type': 'Person', name: subject.author },
        publisher: organization,
        image: absolute(publicUrl, brandCard.path),
        ...(address === undefined ? {} : { url: address, mainEntityOfPage: address }),
      };
    case 'questions':
      return {
        '@context': context,
        '@type': 'FAQPage',
        ...(address === undefined ? {} : { url: address }),
        mainEntity: subject.items.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      };
  }
}

/** The elements of the head after the title. */
export function headTags(head: PageHead, publicUrl: string): string {
  const title = escapeHtml(documentTitle(head.title));
  const description = escapeHtml(head.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.kind}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${escapeHtml(absolute(publicUrl, brandCard.path))}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${brandCard.width}" />`,
    `<meta property="og:image:height" content="${brandCard.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(brandCard.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ];
  if (head.canonicalPath === undefined) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const url = escapeHtml(absolute(publicUrl, head.canonicalPath));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  const data = linkedData(head, publicUrl);
  // A data block, which no browser runs: the page's policy, which allows no inline script, lets it be.
  if (data !== undefined) tags.push(`<script type="application/ld+json">${jsonInScript(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * The built page with this head: its title replaced, its own description dropped, our tags after the
 * title. A page without a title element gets them before the end of its head.
 */
export function pageWithHead(template: string, head: PageHead, publicUrl: string): string {
  const title = `<title>${escapeHtml(documentTitle(head.title))}</title>\n    ${headTags(head, publicUrl)}`;
  const withoutDescription = template.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return /<title>[^<]*<\/title>/i.test(withoutDescription)
    ? withoutDescription.replace(/<title>[^<]*<\/title>/i, () => title)
    : withoutDescription.replace(/<\/head>/i, () => `${title}\n  </head>`);
}

/** Files a page loads beyond the first load: its screen's and its layout's scripts and stylesheets. */
export type PageAssets = { scripts: string[]; styles: string[] };

/**
 * The page with links that let the browser fetch its own files while the entry loads, instead of
 * after the entry has run and asked for them: one round trip less before the page shows. Stylesheets
 * are preloaded, not applied, so they do not hold up the first paint of a page the app renders,
 * which applies them; a server-rendered page (`stylesApplied`) shows at once and needs them applied.
 */
export function withAssets(
  html: string,
  { scripts, styles }: PageAssets,
  { stylesApplied = false }: { stylesApplied?: boolean } = {},
): string {
  // A file the page already loads (the first load's, which the entry's chunks may import) once.
  const named = (file: string) => html.includes(`"${escapeHtml(file)}"`);
  if (scripts.length === 0 && styles.length === 0) return html;
  const style = stylesApplied ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const links = [
    ...scripts
      .filter((file) => !named(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
    ...styles.filter((file) => !named(file)).map((file) => `<link ${style} crossorigin href="${escapeHtml(file)}">`),
  ];
  return html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
}

/** Where a server-rendered page holds its code until it has painted; `public/first-paint.js` reads it. */
const HELD_CODE_ID = 'hbw-code';

/**
 * A server-rendered page, with its code held back until the page has painted (decision 032): the
 * entry's script and every module preload go into an inert template, which `public/first-paint.js`
 * turns into live elements once the page is on screen. A slow phone's connection then carries the
 * page and its stylesheets alone, and the page shows before any of the code has come; the app hydrates
 * it when the code has loaded, and its links work as links until then.
 */
export function withCodeAfterFirstPaint(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const page = html.replace(
    /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g,
    (tag) => {
      (tag.includes('<script') ? entries : preloads).push(tag.trim());
      return '';
    },
  );
  if (entries.length + preloads.length === 0) return html;
  // The entry first: `first-paint.js` makes them live in this order, so that the app starts loading at once.
  const held = [...entries, ...preloads].join('');
  return page.replace(/<\/head>/i, () => `  <template id="${HELD_CODE_ID}">${held}</template>\n  </head>`);
}

/** The mark after a server-rendered page's root, which its first paint waits for. */
const RENDERED_END_ID = 'hbw-rendered-end';

/**
 * The page with what the server rendered in its root element, a mark after it, and the render's data
 * after that. The page's `<link rel="expect">` names the mark instead of `#main`, so that the browser
 * paints the rendered page whole: Chromium lets the page paint once the element it names has begun, and a
 * busy phone painted a page it had read up to a half of a week of the booking calendar, or a search
 * button without its label, which moved things as the rest came.
 */
export function withRenderedPage(html: string, { html: root, data }: { html: string; data: string }): string {
  return html
    .replace(
      /(<link rel="expect" href=")#main(")/,
      (_, before: string, after: string) => `${before}#${RENDERED_END_ID}${after}`,
    )
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${root}</div><span id="${RENDERED_END_ID}" hidden></span>\n    ${data}`,
    );
}

export type SitemapEntry = { path: string; lastModified?: string };

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absolute(publicUrl, path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page; the calls and signed-in pages are of no use to them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /app/',
    'Disallow: /dev/',
    'Allow: /',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
