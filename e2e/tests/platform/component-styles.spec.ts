/**
 * Mantine's components render as designed, checked by where the browser lays them out: a component
 * whose stylesheet is missing still has its markup, but its parts fall where plain HTML puts them.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { answerWhereAndHousehold } from '../../support/questionnaire.ts';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error(`${locator} is not laid out.`);
  return found;
}

test('the questionnaire’s radios have their labels beside their circles, on one line', async ({ page }) => {
  await page.goto('/questionaire');
  await answerWhereAndHousehold(page);
  await expect(page.getByRole('heading', { name: 'Homes you and your family owned' })).toBeVisible();

  const group = page.getByRole('radiogroup', { name: 'Have you owned a home in the last 3 years?' });
  const circles = [];
  for (const answer of ['Yes', 'No']) {
    const circle = await box(group.getByRole('radio', { name: answer }));
    const label = await box(group.getByText(answer, { exact: true }));
    // Mantine shows the circle (about 20 px) with its label to its right, centred on the same line.
    expect(circle.width, `the circle of ${answer}`).toBeGreaterThanOrEqual(16);
    expect(label.x, `the label of ${answer} starts right of its circle`).toBeGreaterThanOrEqual(
      circle.x + circle.width,
    );
    const circleMiddle = circle.y + circle.height / 2;
    expect(label.y, `the label of ${answer} is on its circle's line`).toBeLessThan(circleMiddle);
    expect(label.y + label.height, `the label of ${answer} is on its circle's line`).toBeGreaterThan(circleMiddle);
    circles.push(circle);
  }
  // The two answers sit side by side in their group.
  const [yes, no] = circles;
  expect(no?.x).toBeGreaterThan((yes?.x ?? 0) + (yes?.width ?? 0));
  expect(Math.abs((no?.y ?? 0) - (yes?.y ?? 0))).toBeLessThan(4);
});

test('the help pages’ navigation is a column of full-width links, the current one highlighted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs');
  const navigation = page.getByRole('navigation', { name: 'Help pages' });
  const links = navigation.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(2);

  const column = await box(navigation);
  let bottom = column.y;
  for (let index = 0; index < count; index++) {
    const link = await box(links.nth(index));
    // Each link is a block of its own under the one before, as wide as the column: unstyled, they
    // would run on as words of one paragraph.
    expect(link.y, `link ${index} starts below the one before`).toBeGreaterThanOrEqual(bottom - 1);
    expect(link.width, `link ${index} fills the column`).toBeGreaterThan(column.width - 2);
    expect(link.height, `link ${index} is a comfortable target`).toBeGreaterThanOrEqual(30);
    bottom = link.y + link.height;
  }

  const current = navigation.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  const background = await current.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
});
