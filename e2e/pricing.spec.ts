import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoAccount, signInWithApi } from './support/accounts.ts';

test('the pricing page: badges, per-card billing toggles, more features and the sign-in choice', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch with Data, Not Doubt' })).toBeVisible();
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

test('a member sees the current plan and goes on to upgrade; a visitor is sent to sign in first', async ({ page, baseURL }) => {
  await page.goto('/upgrade');
  await expect(page).toHaveURL(/\/auth\?tab=signin&redirect=%2Fupgrade$/);

  await signInWithApi(page, baseURL, demoAccount('community'));
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

test('the pricing page and a paywalled article have no WCAG 2.2 AA violations, light or dark', async ({ page, request }) => {
  const study = ((await (await request.get('/api/case-studies?pageSize=1')).json()) as { items: { id: string }[] }).items[0]!;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [path, ready] of [
      ['/pricing', page.getByRole('heading', { level: 1, name: 'Launch with Data, Not Doubt' })],
      [`/case-studies/${study.id}`, page.getByRole('heading', { name: 'This is a premium insight' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${colorScheme} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});
