import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// These journeys make the visitor's moves themselves.
test.use({ pointerMovesOnLoad: false });

/** The behaviour events the page sends, in the order they reach the server. */
async function sentEvents(page: Page) {
  const events: { type: string; path: string }[] = [];
  await page.route('**/api/analytics/events', async (route) => {
    const body = route.request().postDataBuffer();
    if (body) events.push(...(JSON.parse(body.toString('utf8')) as { events: { type: string; path: string }[] }).events);
    await route.continue();
  });
  return events;
}

/** The app has hydrated the drawn page (decision 075). */
const appReady = (page: Page) => page.locator('html[data-app="ready"]');

test('a drawn page whose app code is gone after a release is fetched again once, and the app then runs it', async ({ page }) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  // The first copy of the page names an app entry the server no longer has.
  let refused = 0;
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => {
    if (documents > 1) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto('/case-studies');
  const reloaded = page.waitForEvent('load');
  await page.mouse.move(20, 20);
  await reloaded;
  expect(documents).toBe(2);
  expect(refused).toBeGreaterThan(0);

  // On the second copy the app starts: following a card is answered without another document.
  await page.mouse.move(40, 40);
  await expect(appReady(page)).toHaveCount(1);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 3 }).first();
  const title = (await card.textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(documents).toBe(2);
});

test('a visitor who only reads a case study is counted once, and the app their first move starts does not count them again', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/case-studies?pageSize=6')).json()) as { items: { id: string }[] };
  const path = `/case-studies/${items[0]!.id}`;
  const events = await sentEvents(page);
  await page.goto(path);
  await expect.poll(() => events).toEqual([
    { type: 'page_view', path, data: {} },
    { type: 'content_view', path, data: { item: { kind: 'case_study', id: items[0]!.id } } },
  ]);
  // Reading runs none of the app: its code is only fetched.
  await page.waitForLoadState('networkidle');
  await expect(appReady(page)).toHaveCount(0);

  await page.mouse.move(30, 30);
  await expect(appReady(page)).toHaveCount(1);
  // The app records the click and the time spent when the visitor moves on, and no second view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => events.filter((event) => event.path === path).map((event) => event.type)).toEqual(['page_view', 'content_view', 'click', 'page_leave']);
});
