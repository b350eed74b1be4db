import { describe, expect, it } from 'vitest';
import { changeFeed } from '../../../../../test/support/change-feed.ts';
import { pagesForCallers, type RenderedPage, renderedPages } from './rendering.ts';

/** A feed whose catalogue changes the test announces. */
function feed() {
  const { source, change } = changeFeed();
  return { source, catalogueChanged: () => change('catalogue', 7) };
}

/** A renderer that counts its renders; each page says which render it is. */
function renderer() {
  let renders = 0;
  let gate: Promise<void> | undefined;
  return {
    get renders() {
      return renders;
    },
    /** Holds the renders under way until the function it returns is called. */
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    render: async (url: string): Promise<RenderedPage | undefined> => {
      renders += 1;
      const render = renders;
      await gate;
      return url.endsWith('/nothing') ? undefined : { html: `<h1>${url} #${render}</h1>`, data: '' };
    },
  };
}

describe('the pages rendered on the server', () => {
  it('are rendered once per address and sent again as cached', async () => {
    const { source } = feed();
    const pages = renderer();
    const rendered = renderedPages({ render: pages.render, changes: source, cache: true });

    const first = await rendered.page('http://h.test/blog');
    expect(first?.cached).toBe(true);
    expect(await rendered.page('http://h.test/blog')).toBe(first);
    await rendered.page('http://h.test/docs');
    expect(pages.renders).toBe(2);
  });

  it('are rendered again once the catalogue changed, in whichever process', async () => {
    const { source, catalogueChanged } = feed();
    const pages = renderer();
    const rendered = renderedPages({ render: pages.render, changes: source, cache: true });

    await rendered.page('http://h.test/marketplace');
    catalogueChanged();
    expect((await rendered.page('http://h.test/marketplace'))?.page.html).toBe('<h1>http://h.test/marketplace #2</h1>');
  });

  it('do not cache a render under way when the catalogue changed, as it may show the old one', async () => {
    const { source, catalogueChanged } = feed();
    const pages = renderer();
    const rendered = renderedPages({ render: pages.render, changes: source, cache: true });

    const release = pages.hold();
    const rendering = rendered.page('http://h.test/marketplace');
    catalogueChanged();
    release();
    await rendering;
    await rendered.page('http://h.test/marketplace');
    expect(pages.renders).toBe(2);
  });

  it('cache nothing while changes go unheard, nor where the content may change under them, nor what was not rendered', async () => {
    const unheard = feed();
    unheard.source.live = false;
    const changing = feed();
    for (const [changes, cache] of [
      [unheard.source, true],
      [changing.source, false],
    ] as const) {
      const pages = renderer();
      const rendered = renderedPages({ render: pages.render, changes, cache });
      expect((await rendered.page('http://h.test/blog'))?.cached).toBe(false);
      await rendered.page('http://h.test/blog');
      expect(pages.renders).toBe(2);
    }
    const pages = renderer();
    const rendered = renderedPages({ render: pages.render, changes: feed().source, cache: true });
    expect(await rendered.page('http://h.test/nothing')).toBeUndefined();
    await rendered.page('http://h.test/nothing');
    expect(pages.renders).toBe(2);
  });
});

describe('the pages rendered for their caller', () => {
  it('are rendered on every visit and never cached', async () => {
    const pages = renderer();
    const forCallers = pagesForCallers({ render: pages.render });

    const first = await forCallers.page('http://h.test/dashboard', 'ada');
    const second = await forCallers.page('http://h.test/dashboard', 'ada');
    expect(first?.cached).toBe(false);
    expect(second?.page.html).toBe('<h1>http://h.test/dashboard #2</h1>');
  });

  it('go out to be rendered in the browser beyond so many renders under way, and are rendered again once one ends', async () => {
    const pages = renderer();
    const forCallers = pagesForCallers({ render: pages.render, atOnce: 2 });

    const release = pages.hold();
    const underWay = [
      forCallers.page('http://h.test/dashboard', 'ada'),
      forCallers.page('http://h.test/dashboard', 'bo'),
    ];
    expect(await forCallers.page('http://h.test/dashboard', 'cy')).toBeUndefined();
    release();
    expect(await Promise.all(underWay)).toEqual([
      expect.objectContaining({ cached: false }),
      expect.objectContaining({ cached: false }),
    ]);
    expect(await forCallers.page('http://h.test/dashboard', 'cy')).toEqual(expect.objectContaining({ cached: false }));
    expect(pages.renders).toBe(3);
  });
});
