import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('a visitor finds a tactic from the navigation, filters by category, searches and opens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Tactics', exact: true }).click();
  await expect(page).toHaveURL(/\/tactics$/);
  await expect(page).toHaveTitle('Growth Tactics | Flightdeck');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth Tactics' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–12 of \d+ tactics$/)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Retention', exact: true }).click();
  await expect(page).toHaveURL(/categories=retention/);
  await expect(page.getByRole('button', { name: 'Retention', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Retention');
  await expect(cards.filter({ hasNotText: 'Retention' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search tactics' }).fill('dunning');
  await page.getByRole('searchbox', { name: 'Search tactics' }).press('Enter');
  await expect(page).toHaveURL(/q=dunning/);
  await expect(page.getByText('Showing 1 of 1 tactic')).toBeVisible();

  await page.getByRole('link', { name: 'Failed Payment Dunning Recovery' }).click();
  await expect(page).toHaveURL(/\/tactics\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Payment Dunning Recovery' })).toBeVisible();

  // Back returns to the same filtered search.
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Failed Payment Dunning Recovery' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search tactics' })).toHaveValue('dunning');
});
