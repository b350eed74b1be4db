/**
 * Whether the browser took over a drawn page's attributes as the server drew them. React's production
 * build, which the browser runs, leaves an attribute that differs from its own as the server drew it,
 * without a word: a React id in a Mantine class name or a field's id that the server worked out on
 * another tree than the browser's stays wrong until that element is drawn again.
 */
import type { Page } from '@playwright/test';

/** Each element's id, class or label target, as drawn, that differs from the browser's props for it. */
export function attributesNotTakenOver(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributeOf = { id: 'id', className: 'class', htmlFor: 'for' } as const;
    return [...document.querySelectorAll('#root *')].flatMap((element) => {
      // Where React keeps the props it last gave the element: after a takeover, the browser's own.
      const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
      const props = propsKey ? (element as unknown as Record<string, Record<string, unknown>>)[propsKey] : undefined;
      if (!props) return [];
      return Object.entries(attributeOf).flatMap(([prop, attribute]) => {
        const value = props[prop];
        const drawn = element.getAttribute(attribute);
        return typeof value === 'string' && value !== drawn
          ? [`<${element.localName}> ${attribute}="${drawn}", the browser's "${value}"`]
          : [];
      });
    });
  });
}
