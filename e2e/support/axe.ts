import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectNoSideScroll } from './viewport.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome depends on colours. Switching the theme only swaps colours (the same
 * elements, names and structure), so in the second theme these are the rules that can change.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** WCAG 2.2 AA violations on the page (or inside `include`), one line per rule with its elements. */
export async function axeViolations(page: Page, options: { include?: string; colourOnly?: boolean } = {}): Promise<string[]> {
  // Toasts stacked behind the front one are drawn faded on purpose, covered by it until the stack
  // is hovered; a toast on its way out fades away.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .exclude('[data-sonner-toast][data-front="false"]')
    .exclude('[data-sonner-toast][data-removed="true"]');
  if (options.include) builder = builder.include(options.include);
  if (options.colourOnly) builder = builder.withRules(COLOUR_RULES);
  // A toast fading in would be read half transparent: a toast that has just arrived (a quest
  // completed by the member's last step, say) is first shown, then every colour is read where it arrives.
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-mounted="false"]'));
  await finishTransitions(page);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Switches the page's system colour scheme and waits until it is drawn in it, transitions done. */
export async function switchColourScheme(page: Page, colorScheme: 'light' | 'dark', { reload = false } = {}) {
  await page.emulateMedia({ colorScheme });
  // Pages drawn without the app (the visitor's landing page) apply the theme only when loaded.
  if (reload) await page.reload();
  const html = page.locator('html');
  await (colorScheme === 'dark' ? expect(html).toHaveClass(/(^|\s)dark(\s|$)/) : expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/));
  // Colours that ease into the new theme are read where they arrive: end their transitions now.
  await finishTransitions(page);
}

/** Ends every running CSS transition at its end state (animations that loop are left alone). */
async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    // Reading the layout applies pending style changes, so a transition just asked for has started.
    document.body.getBoundingClientRect();
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/** At a phone's width the page does not scroll sideways; the window is then as it was. */
async function expectFitsAPhone(page: Page) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectNoSideScroll(page);
  if (before) await page.setViewportSize(before);
}

/**
 * The page, once drawn (its first heading shown), has no WCAG 2.2 AA violation in the
 * light theme, does not scroll sideways at a phone's width, and its colours pass in the dark theme too. Journeys call it where they first
 * reach a page, so the page is not loaded again just for this; the page is back in the light
 * theme afterwards, unless it had to be reloaded to turn dark.
 */
export async function expectAccessibleInBothThemes(page: Page, { reloadForDark = false } = {}) {
  // Two axe passes take seconds on a busy machine: the journey gets that time on top of its own.
  test.info().setTimeout(test.info().timeout + 30_000);
  await expect(page.locator('h1').first()).toBeVisible();
  await switchColourScheme(page, 'light');
  expect(await axeViolations(page), 'light theme').toEqual([]);
  await expectFitsAPhone(page);
  await switchColourScheme(page, 'dark', { reload: reloadForDark });
  expect(await axeViolations(page, { colourOnly: true }), 'dark theme').toEqual([]);
  if (!reloadForDark) await switchColourScheme(page, 'light');
}
