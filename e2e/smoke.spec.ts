import { expect, test } from '@playwright/test';

test('the app loads with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Flightdeck/);
});
