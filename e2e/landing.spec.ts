import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEMO_ACCOUNTS } from '../src/server/seed/demo-accounts.ts';
import { verifiedMember } from './support/accounts.ts';
import { PUBLISHED_STUDIES } from './support/demo-content.ts';

/** The value the stats strip shows under a label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Flightdeck in numbers' })
    .locator('dl > div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('before any move', () => {
  // The app starts on the visitor's first move: this visitor only reads.
  test.use({ pointerMovesOnLoad: false });

  test('a visitor gets the landing page drawn by the server, with the real figures, before any app code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch with Data, Not Doubt');
    // Other journeys may publish a case study meanwhile: the demo figures are the floor, and the
    // link and the figure say the same number (the API test checks the figures exactly).
    const published = figure(page, 'Published case studies');
    await expect(published).toHaveText(/^[\d,]+$/);
    const count = (await published.textContent())!;
    expect(Number(count.replace(/,/g, ''))).toBeGreaterThanOrEqual(PUBLISHED_STUDIES.length);
    await expect(page.getByRole('link', { name: `Browse ${count} Cases` })).toHaveAttribute('href', '/case-studies');
    await expect(page.getByText('5,000+')).toHaveCount(0);
    const atLeast = async (name: string, floor: number) => expect(Number((await figure(page, name).textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(floor);
    await atLeast('Countries covered', new Set(PUBLISHED_STUDIES.map((s) => s.country.trim().toLowerCase())).size);
    await atLeast('Success stories', PUBLISHED_STUDIES.filter((s) => s.caseStudyType === 'success').length);
    const members = Number((await figure(page, 'Registered members').textContent())?.replace(/,/g, ''));
    expect(members).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    await page.waitForLoadState('networkidle');
    // Only the boot script and what it imports run: the app's code is fetched, never run, until a move.
    expect(scripts.filter((path) => path.startsWith('/assets/')).every((path) => /^\/assets\/(page-boot|tracker)-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');

    // Its links lead into the app.
    await page.getByRole('link', { name: `Browse ${count} Cases` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  });
});

test('the members figure counts a new member at once', async ({ page, request }) => {
  await page.goto('/');
  const before = Number((await figure(page, 'Registered members').textContent())?.replace(/,/g, ''));
  await verifiedMember(request, 'Newcomer');
  await page.reload();
  // Other journeys register members at the same time: this one at least is counted.
  await expect.poll(async () => Number((await figure(page, 'Registered members').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(before + 1);
});

test('the landing page is complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch with Data, Not Doubt');
  await expect(page.getByRole('heading', { level: 3, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await context.close();
});
