import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// Each test only reads a page: both workers can share the file.
test.describe.configure({ mode: 'parallel' });

/*
 * Pages no journey walks through. The journeys check the pages they visit where they first reach
 * them (expectAccessibleInBothThemes): the auth forms, not-found, /analytics, the academy, bootcamps,
 * build, community, learning path, contact, advertise, privacy request, ideas, the name generator,
 * share your story, /submit, /admin/stories, /admin/syllabus, pricing, checkout, the subscription,
 * the paywall and /admin/quests. Each page here is loaded once, checked in the light theme, then
 * switched to dark for its colours.
 */
const PAGES = ['/', '/case-studies/compare', '/account/subscription', '/admin/billing', '/academy/validate-before-you-build', '/admin/quests', '/about', '/privacy-policy', '/terms-of-service', '/data-deletion', '/admin/requests'];

/** The visitor's landing page is drawn without the app, so it takes the system theme only on a load. */
const DRAWN_WITHOUT_APP = new Set(['/']);

for (const path of PAGES) {
  test(`${path} has no WCAG 2.2 AA violations, light or dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessibleInBothThemes(page, { reloadForDark: DRAWN_WITHOUT_APP.has(path) });
  });
}

/** Staff pages, signed in as the demo administrator (who may open each of them). */
const SIGNED_IN_PAGES = ['/admin', '/admin/cases', '/admin/cases/new', '/admin/audit', '/admin/analytics'];

test.describe('signed in', () => {
  test.use({ signedInAs: 'admin' });
  for (const path of SIGNED_IN_PAGES) {
    test(`${path} has no WCAG 2.2 AA violations, light or dark`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessibleInBothThemes(page);
    });
  }
});
