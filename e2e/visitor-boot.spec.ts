import { expect, test } from './support/fixtures.ts';

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
  // The drawn page sits in a disabled fieldset until the app's own page replaces it.
  await page.mouse.move(40, 40);
  await expect(page.locator('#root > fieldset[disabled]')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 3 }).first();
  const title = (await card.textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(documents).toBe(2);
});
