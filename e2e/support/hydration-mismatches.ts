/**
 * Whether hydration left a server-rendered page's attributes as the server rendered them. React's
 * production build, which the browser runs, keeps an attribute that differs from its own as the
 * server rendered it, without a word: a React id in a Mantine class name or a field's id that the
 * server worked out on another tree than the browser's stays wrong until that element is rendered again.
 */
import type { Page } from '@playwright/test';

/** Each element's id, class or label target, as rendered, that differs from the browser's props for it. */
export function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributeOf = { id: 'id', className: 'class', htmlFor: 'for' } as const;
    return [...document.querySelectorAll('#root *')].flatMap((element) => {
      // Where React keeps the props it last gave the element: after hydration, the browser's own.
      const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
      const props = propsKey ? (element as unknown as Record<string, Record<string, unknown>>)[propsKey] : undefined;
      if (!props) return [];
      return Object.entries(attributeOf).flatMap(([prop, attribute]) => {
        const value = props[prop];
        const rendered = element.getAttribute(attribute);
        return typeof value === 'string' && value !== rendered
          ? [`<${element.localName}> ${attribute}="${rendered}", the browser's "${value}"`]
          : [];
      });
    });
  });
}
