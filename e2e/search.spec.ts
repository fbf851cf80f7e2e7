import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TACTICS, PUBLISHED_STUDIES, studyMatches, tacticMatches } from './support/demo-content.ts';

const QUERY = 'newsletter';
const studies = PUBLISHED_STUDIES.filter((s) => studyMatches(s, QUERY)).map((s) => s.title);
const tactics = DEMO_TACTICS.filter((t) => tacticMatches(t, QUERY)).map((t) => t.name);

/** The results page for QUERY: both groups, each with its total and a link per match. */
async function expectGroupedResults(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${QUERY}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const studyGroup = page.getByRole('region', { name: /^Case Studies/ });
  const tacticGroup = page.getByRole('region', { name: /^Growth Tactics/ });
  await expect(studyGroup.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^Case Studies\\s*${studies.length} results\\s*${studies.length}$`));
  await expect(tacticGroup.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^Growth Tactics\\s*${tactics.length} results\\s*${tactics.length}$`));

  const studyLinks = studyGroup.getByRole('link');
  await expect(studyLinks).toHaveCount(studies.length);
  for (const link of await studyLinks.all()) await expect(link).toHaveAttribute('href', /^\/case-studies\/[0-9a-f-]{36}$/);
  for (const title of studies) await expect(studyGroup.getByText(title, { exact: true })).toBeVisible();

  const tacticLinks = tacticGroup.getByRole('link');
  await expect(tacticLinks).toHaveCount(tactics.length);
  for (const link of await tacticLinks.all()) await expect(link).toHaveAttribute('href', /^\/tactics\/[0-9a-f-]{36}$/);
  for (const name of tactics) await expect(tacticGroup.getByText(name, { exact: true })).toBeVisible();
  return { studyGroup, tacticGroup };
}

test('the header search box opens grouped results that link to their pages', async ({ page }) => {
  expect(studies.length).toBeGreaterThan(0);
  expect(tactics.length).toBeGreaterThan(0);

  await page.goto('/case-studies');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search', exact: true });
  await box.fill(QUERY);
  await box.press('Enter');
  const { studyGroup, tacticGroup } = await expectGroupedResults(page);
  // The page's own box holds the query, ready to refine it.
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search case studies and growth tactics' })).toHaveValue(QUERY);

  await studyGroup.getByText(studies[0]!, { exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: studies[0]! })).toBeVisible();

  await page.goBack();
  await tacticGroup.getByText(tactics[0]!, { exact: true }).click();
  await expect(page).toHaveURL(/\/tactics\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: tactics[0]! })).toBeVisible();
});

test('a search with no matches says so', async ({ page }) => {
  await page.goto('/search?q=zeppelin-hovercraft-xq');
  await expect(page.getByRole('heading', { name: 'No results for “zeppelin-hovercraft-xq”' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the search box in the mobile menu opens the results and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('searchbox', { name: 'Search', exact: true });
    await box.fill(QUERY);
    await box.press('Enter');
    await expect(menu).toBeHidden();
    await expectGroupedResults(page);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
