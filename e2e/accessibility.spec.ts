import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoAccount, signInWithApi } from './support/accounts.ts';

const PAGES = ['/', '/auth', '/auth?tab=signup', '/auth?mode=forgot', '/no-such-page', '/analytics', '/case-studies/compare', '/account/subscription', '/admin/billing', '/academy', '/academy/validate-before-you-build', '/learning-path', '/bootcamps', '/build', '/community', '/admin/quests', '/about', '/advertise', '/contact', '/privacy-policy', '/terms-of-service', '/data-deletion', '/privacy-request', '/admin/requests', '/ideas', '/tools/name-generator', '/share-your-story'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const path of PAGES) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.locator('h1').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}

/** Staff and member pages, signed in as the demo administrator (who may open each of them). */
const SIGNED_IN_PAGES = ['/submit', '/admin', '/admin/cases', '/admin/cases/new', '/admin/audit', '/admin/stories', '/admin/analytics', '/admin/syllabus'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme, signed in`, () => {
    test.use({ colorScheme });
    for (const path of SIGNED_IN_PAGES) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page, baseURL }) => {
        await signInWithApi(page, baseURL, demoAccount('admin'));
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
