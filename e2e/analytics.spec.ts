import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expectNoSideScroll, PHONE } from './support/viewport.ts';

test('a member reads a case study and then finds its views counted in advanced analytics', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'master');
  const list = (await (await page.request.get('/api/case-studies?sort=revenue&pageSize=1&page=7')).json()) as { items: { id: string; title: string }[] };
  const study = list.items[0]!;
  await page.goto(`/case-studies/${study.id}`);
  await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
  // Leaving the page sends what was recorded.
  await page.goto('/advanced-analytics');
  await page.getByLabel('Time range').selectOption('1d');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: study.title }) });
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Time range').selectOption('1d');
    await expect(row.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'CSV' }).first()).toHaveAttribute('href', '/api/analytics/export/content?range=1d');

  await page.getByRole('tab', { name: 'Success Predictions' }).click();
  await expect(page.getByRole('table', { name: 'Primary growth channel' })).toBeVisible();
});

test('the public analytics draw their distributions with a table for screen readers', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.getByText('Published case studies')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('tab', { name: 'Regions' }).click();
  const table = page.getByRole('table', { name: 'Published case studies by region' });
  await expect(table).toBeAttached();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the analytics pages and the case import fit a phone without scrolling sideways', async ({ page, signInAsDemo }) => {
    await signInAsDemo(page, 'admin');
    const list = (await (await page.request.get('/api/case-studies?sort=revenue&pageSize=1&page=3')).json()) as { items: { id: string; title: string }[] };
    const study = list.items[0]!;
    // A view of a long-titled study gives the content table a row.
    await page.goto(`/case-studies/${study.id}`);
    await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();

    await page.goto('/analytics');
    for (const tab of ['Popular', 'Recent', 'Regions', 'Categories']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoSideScroll(page);
    }

    await page.goto('/advanced-analytics');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('table').getByRole('link', { name: study.title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    for (const tab of ['Content Performance', 'Platform Metrics', 'Success Predictions']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('heading').first()).toBeVisible();
      await expectNoSideScroll(page);
    }

    await page.goto('/admin/cases/import');
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expectNoSideScroll(page);
  });
});
