import { describe, expect, it } from 'vitest';
import {
  linkedData,
  type PageHead,
  pageWithHead,
  robotsTxt,
  sitemapXml,
  withAssets,
  withCodeAfterFirstPaint,
  withRenderedPage,
} from './head.ts';

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="The old one." /><title>Homebuyer Wizard</title></head><body></body></html>';
const post: PageHead = {
  title: 'Grants & "loans" <explained>',
  description: 'What each kind of help asks of you & why.',
  canonicalPath: '/blog/grants-and-loans',
  kind: 'article',
};

describe('a page’s head', () => {
  it('carries the page’s title, description, canonical address and Open Graph tags, escaped', () => {
    const page = pageWithHead(template, post, 'https://homebuyer.example');
    expect(page).toContain('<title>Grants &amp; &quot;loans&quot; &lt;explained&gt; | Homebuyer Wizard</title>');
    expect(page).toContain('<meta name="description" content="What each kind of help asks of you &amp; why." />');
    expect(page).toContain('<link rel="canonical" href="https://homebuyer.example/blog/grants-and-loans" />');
    expect(page).toContain('<meta property="og:url" content="https://homebuyer.example/blog/grants-and-loans" />');
    expect(page).toContain('<meta property="og:type" content="article" />');
    expect(page).toContain(
      '<meta property="og:title" content="Grants &amp; &quot;loans&quot; &lt;explained&gt; | Homebuyer Wizard" />',
    );
    expect(page).not.toContain('The old one.');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('noindex');
  });

  it('keeps a page without a canonical address out of the index', () => {
    const page = pageWithHead(template, { title: 'Your calls', description: 'x', kind: 'website' }, 'http://h.test');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).not.toContain('rel="canonical"');
  });

  it('shows the brand’s card, at its absolute address and size, in a large link preview', () => {
    const page = pageWithHead(template, post, 'https://homebuyer.example');
    expect(page).toContain('<meta property="og:image" content="https://homebuyer.example/og-image.png" />');
    expect(page).toContain('<meta property="og:image:width" content="1200" />');
    expect(page).toContain('<meta property="og:image:height" content="630" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('declares what the page is as JSON-LD that no text of it can break out of', () => {
    const hostile: PageHead = {
      ...post,
      title: '</script><script>alert(1)</script>',
      subject: { type: 'post', published: '2026-09-14' },
    };
    const page = pageWithHead(template, hostile, 'https://homebuyer.example');
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const json = blocks[0]?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' });
    expect(page).not.toContain('<script>alert(1)');
  });

  it('declares nothing for a page of no kind schema.org has', () => {
    expect(pageWithHead(template, post, 'https://homebuyer.example')).not.toContain('application/ld+json');
  });

  it('puts the head into a page that has no title element', () => {
    const page = pageWithHead('<html><head></head><body></body></html>', post, 'http://h.test');
    expect(page).toMatch(/<head>\s*<title>.*<\/title>[\s\S]*<\/head>/);
  });
});

describe('what a page is, as structured data', () => {
  const publicUrl = 'https://homebuyer.example';
  const organization = {
    '@type': 'Organization',
    name: 'Homebuyer Wizard',
    url: 'https://homebuyer.example/',
    logo: 'https://homebuyer.example/icon-512.png',
  };

  it('names the organization on the home page, with its logo', () => {
    const home: PageHead = { title: 'Home', description: 'Find help.', canonicalPath: '/', kind: 'website' };
    expect(linkedData({ ...home, subject: { type: 'home' } }, publicUrl)).toEqual({
      '@context': 'https://schema.org',
      ...organization,
      description: 'Find help.',
    });
  });

  it.each([
    { author: 'The Homebuyer Wizard team', by: organization },
    { author: 'Ada Lovelace', by: { '@type': 'Person', name: 'Ada Lovelace' } },
    { author: undefined, by: organization },
  ])('describes a post by $author with its dates, its author, its address and the brand’s card', ({ author, by }) => {
    const subject = {
      type: 'post' as const,
      published: '2026-09-14',
      modified: '2026-10-01',
      ...(author === undefined ? {} : { author }),
    };
    expect(linkedData({ ...post, subject }, publicUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: '2026-09-14',
      dateModified: '2026-10-01',
      author: by,
      publisher: organization,
      image: 'https://homebuyer.example/og-image.png',
      url: 'https://homebuyer.example/blog/grants-and-loans',
      mainEntityOfPage: 'https://homebuyer.example/blog/grants-and-loans',
    });
  });

  it('leaves out the date a post was changed when nobody said', () => {
    const data = linkedData({ ...post, subject: { type: 'post', published: '2026-09-14' } }, publicUrl);
    expect(data).not.toHaveProperty('dateModified');
  });

  it('lists a page’s questions with their answers', () => {
    const items = [{ question: 'Does it cost anything?', answer: 'No.' }];
    const page: PageHead = { title: 'Pricing', description: 'x', canonicalPath: '/pricing', kind: 'website' };
    expect(linkedData({ ...page, subject: { type: 'questions', items } }, publicUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://homebuyer.example/pricing',
      mainEntity: [
        { '@type': 'Question', name: 'Does it cost anything?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } },
      ],
    });
  });
});

describe('a page’s own files', () => {
  it('are named in its head for the browser to fetch at once: scripts as module preloads, stylesheets as preloads', () => {
    const page = withAssets(template, { scripts: ['/assets/page-1.js'], styles: ['/assets/page-2.css'] });
    expect(page).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/page-1.js">\s*<link rel="preload" as="style" crossorigin href="\/assets\/page-2.css">\s*<\/head>/,
    );
  });

  it('leave a page without any as it was', () => {
    expect(withAssets(template, { scripts: [], styles: [] })).toBe(template);
  });
});

describe('a server-rendered page', () => {
  const built = [
    '<html><head>',
    '    <link rel="icon" href="/favicon.svg">',
    '    <script src="/first-paint.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    '  <link rel="modulepreload" crossorigin href="/assets/blog-4.js">',
    '  </head><body><div id="root"><h1>Blog</h1></div></body></html>',
  ].join('\n');

  it('holds every script of the app in an inert template until it has painted, the entry first, and keeps its stylesheets', () => {
    const page = withCodeAfterFirstPaint(built);
    const head = page.slice(0, page.indexOf('<template'));
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    // The colour mode is set before the first paint; it is not the app's code.
    expect(head).toContain('<script src="/first-paint.js"></script>');
    expect(page).toContain(
      '<template id="hbw-code"><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/blog-4.js"></template>\n  </head>',
    );
    expect(page).toContain('<div id="root"><h1>Blog</h1></div>');
  });

  it('is painted once its whole render is read: the expected element is a mark after the root, before the data', () => {
    const template = [
      '<html><head>',
      '    <link rel="expect" href="#main" blocking="render" />',
      '  </head><body>',
      '    <div id="root"></div>',
      '  </body></html>',
    ].join('\n');
    const page = withRenderedPage(template, {
      html: '<header>Homebuyer Wizard</header><main id="main"><h1>Blog</h1></main>',
      data: '<script type="application/json" id="hbw-data">{}</script>',
    });
    expect(page).toContain('<link rel="expect" href="#hbw-rendered-end" blocking="render" />');
    expect(page).toContain(
      '<div id="root"><header>Homebuyer Wizard</header><main id="main"><h1>Blog</h1></main></div>' +
        '<span id="hbw-rendered-end" hidden></span>\n    <script type="application/json" id="hbw-data">{}</script>',
    );
  });

  it('leaves a page without scripts as it was', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withCodeAfterFirstPaint(page)).toBe(page);
  });
});

describe('the site map and the robots file', () => {
  it('lists absolute addresses, with a date where one is known', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/blog/a&b', lastModified: '2026-09-14' }], 'https://h.example');
    expect(xml).toContain('<url><loc>https://h.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://h.example/blog/a&amp;b</loc><lastmod>2026-09-14</lastmod></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('names the site map and keeps crawlers out of the calls', () => {
    const robots = robotsTxt('https://h.example');
    expect(robots).toContain('Sitemap: https://h.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});
