import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('a visitor downloads the free template and meets the Business-in-a-Box lock', async ({ page }) => {
  await page.goto('/build');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Tools & Templates' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download Customer Interview Script/ }).click();
  expect((await download).suggestedFilename()).toBe('flightdeck-customer-interview-script.md');
  await page.getByRole('button', { name: 'Unlock Template' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Unlock Business-in-a-Box' })).toBeVisible();
});

test('a Master Builder downloads a Business-in-a-Box template', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'master');
  await page.goto('/build');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download 12-Month Financial Model/ }).click();
  expect((await download).suggestedFilename()).toBe('flightdeck-financial-model-12-months.csv');
});

test('the community button sends a visitor to pricing', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByText('Every Wednesday, 2 PM EST')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a Master Builder follows a learning path', async ({ page, signInAsDemo }) => {
  await page.goto('/learning-path');
  await expect(page.getByRole('heading', { name: 'Meet Personalised Learning Paths' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await signInAsDemo(page, 'master');
  await page.goto('/learning-path');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Learning Path' })).toBeVisible();
  const mark = page.getByRole('button', { name: /Mark as read|Read/ }).first();
  const before = await mark.getAttribute('aria-pressed');
  await mark.click();
  await expect(mark).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
});
