import { expect, test } from '@playwright/test';
import { PUBLISHED_STUDIES } from './support/demo-content.ts';

test('a visitor gets the landing page drawn by the server, with the real count, before any app code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch with Data, Not Doubt');
  const count = PUBLISHED_STUDIES.length.toLocaleString('en-US');
  await expect(page.getByRole('link', { name: `Browse ${count} Cases` })).toHaveAttribute('href', '/case-studies');
  await expect(page.getByText('5,000+')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Only the theme and menu script: the app's bundle is not needed to show or use this page.
  expect(scripts.filter((path) => path.startsWith('/assets/'))).toEqual([]);

  // Its links lead into the app.
  await page.getByRole('link', { name: `Browse ${count} Cases` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
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
