import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('link', { name: /return to home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme toggle switches between light and dark and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: /switch to dark theme/i }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: /switch to light theme/i }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('the theme follows the system setting by default', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mobile menu opens, holds the search box, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /open menu/i }).click();
    const menu = page.getByRole('dialog', { name: /menu/i });
    await expect(menu.getByPlaceholder('Search case studies, ideas...')).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

test('the footer links every page the spec lists and shows the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/about', '/pricing', '/community', '/advertise', '/case-studies', '/ideas', '/academy', '/build', '/privacy-policy', '/terms-of-service', '/contact', '/auth']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('link', { name: /linkedin/i })).toHaveAttribute('target', '_blank');
});
