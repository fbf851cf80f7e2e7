import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test('the pricing page: badges, per-card billing toggles, more features and the sign-in choice', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch with Data, Not Doubt' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  const community = page.getByTestId('plan-community');
  const master = page.getByTestId('plan-master_builder');
  await expect(community).toContainText('Most Popular');
  await expect(community).toContainText('Save 43%');
  await expect(master).toContainText('Save 34%');
  await expect(page.getByTestId('plan-legacy_founder')).toContainText('Lifetime');
  await expect(page.getByTestId('price-community')).toHaveText('$27');
  await expect(community).toContainText('billed annually ($324/year)');

  // Each card has its own toggle.
  await community.getByRole('button', { name: 'Monthly' }).click();
  await expect(community.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('price-community')).toHaveText('$47');
  await expect(community).not.toContainText('Save 43%');
  await expect(page.getByTestId('price-master_builder')).toHaveText('$47');
  await master.getByRole('button', { name: 'Monthly' }).click();
  await expect(page.getByTestId('price-master_builder')).toHaveText('$87');

  await expect(community.getByRole('listitem')).toHaveCount(4);
  await community.getByRole('button', { name: '+3 more features' }).click();
  await expect(community.getByRole('listitem')).toHaveCount(7);
  await expect(community).toContainText('Partner deals directory');

  await expect(page.getByText('Is Legacy Founder really lifetime?')).toBeVisible();

  await community.getByRole('button', { name: 'Get Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an option' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');
  await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=signup');
});

test('a member sees the current plan and goes on to upgrade; a visitor is sent to sign in first', async ({ page, signInAsDemo }) => {
  await page.goto('/upgrade');
  await expect(page).toHaveURL(/\/auth\?tab=signin&redirect=%2Fupgrade$/);

  await signInAsDemo(page, 'community');
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-community')).toContainText('Current Plan');
  await page.goto('/upgrade?plan=master_builder');
  await expect(page.getByRole('heading', { name: 'What Master Builder adds' })).toBeVisible();
  await expect(page.getByText('Your current plan:')).toContainText('Community');
  // The plan button starts a checkout (left unpaid: abandoning it changes nothing).
  await page.getByTestId('plan-master_builder').getByRole('button', { name: 'Continue with Master Builder' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
});
