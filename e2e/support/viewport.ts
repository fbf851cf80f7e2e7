import { expect, type Page } from '@playwright/test';

/** A phone's width (360 px wide): the narrowest screen the product supports. */
export const PHONE = { width: 360, height: 740 };

/**
 * The page does not scroll sideways: everything fits the window or scrolls inside its own
 * container. The failure names the elements that stick out.
 */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
  expect(overflow.scrollWidth, `${page.url()} is wider than the screen: ${overflow.outside.join(', ')}`).toBeLessThanOrEqual(overflow.width);
}
