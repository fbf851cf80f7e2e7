import { devices, type Page } from '@playwright/test';
import { caseStudyId, DEMO_TACTICS, PUBLISHED_STUDIES } from './support/demo-content.ts';
import { expect, test } from './support/fixtures.ts';
import { ideaCard, viewCountOf, viewCountText, viewsLabel } from './support/ideas.ts';

// A reader's first press comes right after the page has loaded, before the app has started, with
// no pointer moved first: nothing of it may be lost (decision 075).
test.use({ pointerMovesOnLoad: false });

/** The app has hydrated the drawn page. */
const appTookOver = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

async function tacticPath(page: Page): Promise<string> {
  const response = await page.request.get(`/api/tactics?${new URLSearchParams({ q: DEMO_TACTICS[0]!.name }).toString()}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  return `/tactics/${items.find((item) => item.name === DEMO_TACTICS[0]!.name)!.id}`;
}

const DRAWN_PAGES: { name: string; path: (page: Page) => Promise<string> }[] = [
  { name: 'the landing page', path: async () => '/' },
  { name: 'the browse page', path: async () => '/case-studies' },
  { name: 'a case study', path: async (page) => `/case-studies/${await caseStudyId(page.request, PUBLISHED_STUDIES[0]!.title)}` },
  { name: 'a tactic', path: tacticPath },
  { name: 'pricing', path: async () => '/pricing' },
  { name: 'ideas', path: async () => '/ideas' },
];

for (const drawn of DRAWN_PAGES) {
  test(`the first click into the header search on ${drawn.name} keeps focus and every key, and the app hears them`, async ({ page }) => {
    await page.goto(await drawn.path(page));
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await box.click();
    await page.keyboard.type('bakery');
    await appTookOver(page);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('bakery');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bakery$/);
    await expect(page).toHaveTitle(/Search results for “bakery”/);
  });
}

for (const path of ['/case-studies', '/pricing']) {
  test(`the first Tab on ${path} reaches "Skip to content" and stays there when the app takes over`, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await appTookOver(page);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
}

test('a filter chosen on the browse page before the app starts is applied when it takes over', async ({ page }) => {
  await page.goto('/case-studies');
  const model = page.getByRole('combobox', { name: 'Business Model' });
  // As a reader's click would, focusing the select starts the app; the choice comes before it has.
  await model.focus();
  await model.selectOption('saas');
  await appTookOver(page);
  await expect(page).toHaveURL(/[?&]businessModel=saas/);
  await expect(page.getByRole('combobox', { name: 'Business Model' })).toHaveValue('saas');
});

test('a filter chosen while the app takes over is applied though hydration showed the drawn choice again', async ({ page }) => {
  await page.goto('/case-studies');
  const model = page.getByRole('combobox', { name: 'Business Model' });
  // The choice comes as React takes the field over: heard by neither, and the field is drawn again as the server drew it.
  await model.selectOption('saas');
  await model.evaluate((select: HTMLSelectElement) => {
    select.selectedIndex = Math.max([...select.options].findIndex((option) => option.defaultSelected), 0);
  });
  await model.focus();
  await appTookOver(page);
  await expect(page).toHaveURL(/[?&]businessModel=saas/);
  await expect(page.getByRole('combobox', { name: 'Business Model' })).toHaveValue('saas');
});

test('a filter whose change comes once the app has put the field back since its input is applied as chosen', async ({ page }) => {
  await page.goto('/case-studies');
  const model = page.getByRole('combobox', { name: 'Business Model' });
  // A choice's input and change come one right after the other. React may take the page over on the
  // input, hear the choice and put the field back to the list it still shows before the change comes.
  await model.evaluate((select: HTMLSelectElement) => {
    select.value = 'saas';
    select.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await model.focus();
  await appTookOver(page);
  await model.evaluate((select: HTMLSelectElement) => {
    select.selectedIndex = Math.max([...select.options].findIndex((option) => option.defaultSelected), 0);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page).toHaveURL(/[?&]businessModel=saas/);
  await expect(model).toHaveValue('saas');
});

test('a page scrolled before the app starts stays where the reader scrolled it when the app takes over', async ({ page }) => {
  await page.goto('/ideas');
  // A scroll starts the app, as a first move does.
  await page.evaluate(() => window.scrollTo(0, 500));
  await appTookOver(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
});

test('Escape pressed right after the first click on an idea\'s Details closes the dialog that click opens', async ({ page }) => {
  await page.goto('/ideas?q=concierge');
  const card = ideaCard(page, 'Concierge MVP');
  const views = await viewCountOf(card);
  // Both before the app has started: the click is held for the app, and the key with it.
  await card.getByRole('button', { name: /^Details/ }).click();
  await page.keyboard.press('Escape');
  await appTookOver(page);
  // The click opened the dialog (the view is counted), and the Escape closed it.
  await expect(viewCountText(card)).toHaveText(viewsLabel(views + 1));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Details/ })).toBeFocused();
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('the browse filters are a form: "Apply filters" shows the filtered list, with the search and sort kept', async ({ page }) => {
    await page.goto('/case-studies?q=software');
    const filters = page.getByRole('form', { name: 'Filter case studies' });
    await filters.getByRole('combobox', { name: 'Business Model' }).selectOption('saas');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ index: 1 });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]businessModel=saas/);
    await expect(page).toHaveURL(/[?&]q=software/);
    await expect(page).toHaveURL(/[?&]sort=/);
    await expect(page.getByRole('combobox', { name: 'Business Model' })).toHaveValue('saas');
    await expect(page.getByRole('searchbox', { name: 'Search case studies' })).toHaveValue('software');
  });
});

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test("the first tap into the browse page's own search keeps every key, and Enter searches", async ({ page }) => {
    await page.goto('/case-studies');
    const box = page.getByRole('searchbox', { name: 'Search case studies' });
    await box.tap();
    await page.keyboard.type('pottery');
    await expect(box).toHaveValue('pottery');
    await appTookOver(page);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('pottery');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=pottery/);
    await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search case studies' })).toHaveValue('pottery');
  });

  test('the theme toggle works from the first tap on the landing page', async ({ page }) => {
    await page.goto('/');
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).tap();
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  });
});

test.describe('a member on a page drawn for them', () => {
  test.use({ signedInAs: 'legacy' });

  test('a click on the notification bell as the first press opens it, though its code comes on demand', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Notifications' })).toBeVisible();
  });

  test('a tap on Bookmark as the first touch is sent and shown pressed, and pressing it again takes it back', async ({ page }) => {
    await page.goto(`/case-studies/${await caseStudyId(page.request, PUBLISHED_STUDIES[1]!.title)}`);
    const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true });
    await expect(bookmark).toBeEnabled();
    const sent = page.waitForRequest((request) => request.method() === 'PUT' && /\/bookmark$/.test(request.url()));
    await bookmark.click();
    await sent;
    const remove = page.getByRole('button', { name: 'Remove bookmark' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await remove.click();
    await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });
});
