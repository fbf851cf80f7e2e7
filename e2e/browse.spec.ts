import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  BROWSE_PAGE_SIZE,
  DEMO_TACTICS,
  PUBLISHED_STUDIES,
  showingText,
  studyMatches,
  tacticMatches,
  tacticNamesOf,
  titlesOf,
  type DemoCaseStudy,
} from './support/demo-content.ts';

const failures = PUBLISHED_STUDIES.filter((s) => s.caseStudyType === 'failure');
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const filter = (page: Page, label: string) => page.getByRole('complementary', { name: 'Filters' }).getByLabel(label, { exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search case studies' });

/** The browse page shows exactly these studies' page `pageNumber`, newest first, with the count. */
async function expectResults(page: Page, studies: readonly DemoCaseStudy[], pageNumber = 1) {
  await expect(results(page).getByText(showingText(studies.length, pageNumber), { exact: true })).toBeVisible();
  const shown = studies.slice((pageNumber - 1) * BROWSE_PAGE_SIZE, pageNumber * BROWSE_PAGE_SIZE);
  await expect(cardTitles(page)).toHaveText(titlesOf(shown));
}

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

test('a visitor filters, pages and searches case studies, then opens one and a tactic it used', async ({ page }) => {
  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  await expectResults(page, PUBLISHED_STUDIES);
  expect(PUBLISHED_STUDIES.length).toBeGreaterThan(BROWSE_PAGE_SIZE);

  await filter(page, 'Case Study Type').selectOption({ label: 'Failure analyses' });
  await expect(page).toHaveURL(/[?&]caseStudyType=failure/);
  await expectResults(page, failures);

  // The failures fill more than one page.
  expect(failures.length).toBeGreaterThan(BROWSE_PAGE_SIZE);
  const previous = page.getByRole('button', { name: 'Previous Page' });
  const next = page.getByRole('button', { name: 'Next Page' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expectResults(page, failures, 2);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(previous).toBeEnabled();
  await expect(next).toBeDisabled();

  // New search text narrows the filtered list and starts again at page 1.
  const word = 'subscription';
  const found = failures.filter((s) => studyMatches(s, word));
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThan(failures.length);
  await search(page, word);
  await expect(page).toHaveURL(/[?&]q=subscription/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expectResults(page, found);

  const study = found[0]!;
  await cardTitles(page).getByRole('link', { name: study.title, exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
  for (const section of ['Introduction', 'The Problem', 'The Solution', 'Key Metrics', 'Business Metrics']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const introduction = page.getByRole('region', { name: 'Introduction', exact: true });
  await expect(introduction).toContainText(study.contentStructure.introduction.split(/\n\s*\n/)[0]!.slice(0, 80));
  await expect(page).toHaveTitle(`${study.title} | Flightdeck`);

  const tacticName = tacticNamesOf(study)[0]!;
  const tactic = DEMO_TACTICS.find((t) => t.name === tacticName)!;
  await page.getByRole('region', { name: 'Actions', exact: true }).getByText(tacticName, { exact: true }).click();
  await expect(page).toHaveURL(/\/tactics\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: tacticName })).toBeVisible();
  const signals = page.getByRole('region', { name: 'Success Signals', exact: true });
  const warnings = page.getByRole('region', { name: 'Warning Signs', exact: true });
  await expect(signals.getByRole('listitem')).toHaveText(tactic.successSignals);
  await expect(warnings.getByRole('listitem')).toHaveText(tactic.failureSignals);
  // Its related case studies are studies that used it (three at most, most voted first).
  const users = PUBLISHED_STUDIES.filter((s) => s.tacticKeys.includes(tactic.key)).map((s) => s.title);
  const related = page.getByRole('region', { name: 'Related Case Studies' }).getByRole('link');
  await expect(related).toHaveCount(Math.min(3, users.length));
  for (const text of await related.allTextContents()) expect(users.some((title) => text.includes(title))).toBe(true);
});

test('a filtered view survives a reload and a shared link, and Back returns to the previous filters', async ({ page, context }) => {
  await page.goto('/case-studies');
  await expectResults(page, PUBLISHED_STUDIES);
  await filter(page, 'Case Study Type').selectOption({ label: 'Failure analyses' });
  await expectResults(page, failures);

  const paidFailures = failures.filter((s) => s.primaryGrowthChannel === 'paid');
  expect(paidFailures.length).toBeGreaterThan(0);
  await filter(page, 'Growth Channel').selectOption({ label: 'Paid ads' });
  await expectResults(page, paidFailures);
  const url = page.url();
  expect(url).toMatch(/caseStudyType=failure/);
  expect(url).toMatch(/growthChannel=paid/);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expectResults(page, paidFailures);
  await expect(filter(page, 'Growth Channel')).toHaveValue('paid');
  await expect(filter(page, 'Case Study Type')).toHaveValue('failure');

  const shared = await context.newPage();
  await shared.goto(url);
  await expectResults(shared, paidFailures);
  await shared.close();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]caseStudyType=failure$/);
  await expectResults(page, failures);
  await expect(filter(page, 'Growth Channel')).toHaveValue('all');
  await expect(filter(page, 'Case Study Type')).toHaveValue('failure');
  await page.goBack();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expectResults(page, PUBLISHED_STUDIES);
});

test('Starting Costs is offered only while Capital is bootstrapped', async ({ page }) => {
  const bootstrapped = PUBLISHED_STUDIES.filter((s) => s.fundingType === 'bootstrapped');
  const funded = PUBLISHED_STUDIES.filter((s) => s.fundingType === 'funded');
  const cheap = bootstrapped.filter((s) => s.startingCosts < 1_000);
  expect(cheap.length).toBeGreaterThan(0);

  await page.goto('/case-studies');
  const capital = filter(page, 'Capital');
  const startingCosts = filter(page, 'Starting Costs');
  await expect(capital).toBeVisible();
  await expect(startingCosts).toHaveCount(0);

  await capital.selectOption({ label: 'Funded' });
  await expectResults(page, funded);
  await expect(startingCosts).toHaveCount(0);

  await capital.selectOption({ label: 'Bootstrapped' });
  await expectResults(page, bootstrapped);
  await expect(startingCosts).toBeVisible();
  await startingCosts.selectOption({ label: 'Under $1k' });
  await expect(page).toHaveURL(/[?&]startingCosts=under1k/);
  await expectResults(page, cheap);

  // Leaving "bootstrapped" drops the band as well as the field.
  await capital.selectOption({ label: 'Funded' });
  await expect(startingCosts).toHaveCount(0);
  await expect(page).not.toHaveURL(/startingCosts/);
  await expectResults(page, funded);

  // A hand-made link with a band but no bootstrapped capital ignores the band.
  await page.goto('/case-studies?startingCosts=under1k');
  await expectResults(page, PUBLISHED_STUDIES);
  await expect(startingCosts).toHaveCount(0);
});

test('a search that matches nothing says so, and Clear all filters brings everything back', async ({ page }) => {
  await page.goto('/case-studies');
  await filter(page, 'Case Study Type').selectOption({ label: 'Success stories' });
  await expectResults(
    page,
    PUBLISHED_STUDIES.filter((s) => s.caseStudyType === 'success'),
  );
  await search(page, 'zeppelin-hovercraft-xq');
  await expect(page.getByRole('heading', { name: 'No case studies found' })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
  await expect(results(page).getByText(/^Showing/)).toHaveCount(0);

  await results(page).getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expectResults(page, PUBLISHED_STUDIES);
  await expect(searchBox(page)).toHaveValue('');
  await expect(filter(page, 'Case Study Type')).toHaveValue('all');
});

test('the content browser on the signed-in home counts the library and searches and filters it', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'explorer');
  const stats = (await (await page.request.get('/api/content/stats')).json()) as Record<'caseStudies' | 'tactics' | 'regions' | 'categories', number>;
  // The API's figures are the demo data's own.
  expect(stats.caseStudies).toBe(PUBLISHED_STUDIES.length);
  expect(stats.tactics).toBe(DEMO_TACTICS.length);
  expect(stats.regions).toBe(new Set(PUBLISHED_STUDIES.map((s) => s.continent)).size);
  expect(stats.categories).toBe(new Set(DEMO_TACTICS.map((t) => t.category)).size);

  await page.goto('/');
  const browser = page.getByRole('region', { name: 'Explore the library' });
  await expect(browser).toBeVisible();
  const cards = [
    ['Case Studies', 'Published studies', stats.caseStudies],
    ['Tactics', 'Growth tactics', stats.tactics],
    ['Regions', 'Covered regions', stats.regions],
    ['Categories', 'Tactic categories', stats.categories],
  ] as const;
  const statCards = browser.getByRole('list').first().getByRole('listitem');
  await expect(statCards).toHaveText(cards.map(([title, caption, value]) => `${title}${value.toLocaleString('en-US')}${caption}`));

  // The case studies tab: the six newest.
  const studiesPanel = browser.getByRole('tabpanel', { name: 'Case Studies' });
  await expect(studiesPanel.getByRole('heading', { level: 3 })).toHaveText(titlesOf(PUBLISHED_STUDIES.slice(0, 6)));

  await browser.getByRole('tab', { name: 'Growth Tactics' }).click();
  await expect(browser.getByRole('tab', { name: 'Growth Tactics' })).toHaveAttribute('aria-selected', 'true');
  await expect(studiesPanel).toBeHidden();
  const tacticsPanel = browser.getByRole('tabpanel', { name: 'Growth Tactics' });
  const names = tacticsPanel.getByRole('heading', { level: 3 });
  // Tactics loaded together share their creation time, so compare them as a set.
  const shownNames = async () => (await names.allTextContents()).sort();
  await expect(names).toHaveCount(6);

  // Search text: only matching tactics.
  const word = 'churn';
  const matching = DEMO_TACTICS.filter((t) => tacticMatches(t, word)).map((t) => t.name);
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(6);
  const box = tacticsPanel.getByRole('textbox', { name: 'Search growth tactics' });
  await box.fill(word);
  await box.press('Enter');
  await expect.poll(() => shownNames()).toEqual([...matching].sort());

  // A category chip narrows the text search further; clearing shows everything again.
  const chips = tacticsPanel.getByRole('group', { name: 'Categories' });
  const category = 'retention';
  const label = 'Retention';
  const both = DEMO_TACTICS.filter((t) => tacticMatches(t, word) && t.category === category);
  expect(both.length).toBeGreaterThan(0);
  expect(both.length).toBeLessThan(matching.length);
  await chips.getByRole('button', { name: label, exact: true }).click();
  await expect(chips.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownNames()).toEqual(both.map((t) => t.name).sort());

  await tacticsPanel.getByRole('button', { name: 'Clear' }).click();
  await expect(box).toHaveValue('');
  await expect(chips.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(names).toHaveCount(6);

  // A chip alone: six tactics of that category, at most.
  const inCategory = DEMO_TACTICS.filter((t) => t.category === category).map((t) => t.name);
  await chips.getByRole('button', { name: label, exact: true }).click();
  await expect(names).toHaveCount(Math.min(6, inCategory.length));
  // Both lists hold six: wait for the filtered one rather than reading the one it replaces.
  await expect.poll(async () => (await names.allTextContents()).filter((name) => !inCategory.includes(name))).toEqual([]);
  await expect(tacticsPanel.getByRole('article').first()).toContainText(label);

  // Back on the first tab, its list was kept.
  await browser.getByRole('tab', { name: 'Case Studies' }).click();
  await expect(studiesPanel.getByRole('heading', { level: 3 })).toHaveText(titlesOf(PUBLISHED_STUDIES.slice(0, 6)));
});
