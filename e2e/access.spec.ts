import type { APIRequestContext, Page } from '@playwright/test';
import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { latestLink } from './support/outbox.ts';

// Reading by the rules of PRODUCT §8, as a visitor, an Explorer and a Community member.

type Card = { id: string; title: string };

async function successStudies(request: APIRequestContext, count: number): Promise<Card[]> {
  const response = await request.get(`/api/case-studies?caseStudyType=success&pageSize=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Card[] }).items;
}

const paywall = (page: Page) => page.getByTestId('paywall');

/**
 * Opens case studies as the page does (the same API request, which is what counts a read),
 * without drawing them: the API tests prove the counting, the journey shows what a reader sees.
 */
async function readThroughApi(page: Page, studies: readonly Card[]) {
  for (const study of studies) {
    const response = await page.request.get(`/api/case-studies/${study.id}`);
    expect(response.ok()).toBe(true);
    expect(((await response.json()) as { paywall: unknown }).paywall).toBeNull();
  }
}

test('a visitor meets the visitor paywall, registers from it and comes back to the whole article', async ({ page, request }) => {
  const [study] = await successStudies(request, 1);
  await page.goto(`/case-studies/${study!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: study!.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This is a premium insight' })).toBeVisible();
  // Drawn by the server for a visitor: it takes the dark theme on a load.
  await expectAccessibleInBothThemes(page, { reloadForDark: true });
  await expect(page.getByText(/^Unlock this full case study and [\d,]+ more by becoming a member$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lessons learned' })).toHaveCount(0);
  await expect(paywall(page).getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '/pricing');

  await paywall(page).getByRole('link', { name: 'Register for Free' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&redirect=/);
  const email = `reader-${Date.now()}@example.com`;
  await page.getByLabel('Display Name').fill('Rita Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email for verification link')).toBeVisible();

  await page.goto(await latestLink(request, email, '/verify-email'));
  await expect(page).toHaveURL(new RegExp(`/case-studies/${study!.id}$`));
  await expect(page.getByRole('heading', { name: 'Lessons learned' })).toBeVisible();
  await expect(paywall(page)).toHaveCount(0);
  await expect(page.getByTestId('reading-meter')).toContainText('4 of 5 free case studies left this month');
});

test('an Explorer reads five case studies with the meter counting down, and the sixth is paywalled', async ({ page, request, baseURL }) => {
  const studies = await successStudies(request, 6);
  await signInWithApi(page, baseURL, await verifiedMember(request, 'Ezra Explorer'));
  await page.goto(`/case-studies/${studies[0]!.id}`);
  await expect(page.getByTestId('reading-meter')).toContainText('4 of 5 free case studies left this month');
  await expect(paywall(page)).toHaveCount(0);
  await readThroughApi(page, studies.slice(1, 4));
  await page.goto(`/case-studies/${studies[4]!.id}`);
  await expect(page.getByTestId('reading-meter')).toContainText('0 of 5 free case studies left this month');
  await expect(paywall(page)).toHaveCount(0);
  await page.goto(`/case-studies/${studies[5]!.id}`);
  await expect(page.getByRole('heading', { name: "You've reached your free reading limit" })).toBeVisible();
  await expect(paywall(page)).toHaveAttribute('data-kind', 'explorer_limit');
  await paywall(page).getByRole('link', { name: 'Upgrade Your Plan' }).focus();
  await expect(paywall(page).getByRole('link', { name: 'Upgrade Your Plan' })).toBeFocused();

  // Re-reading costs nothing; the account menu shows the same meter.
  await page.goto(`/case-studies/${studies[0]!.id}`);
  await expect(paywall(page)).toHaveCount(0);
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByTestId('menu-reading-meter')).toContainText('0 of 5 free case studies left this month');
  await expect(page.getByTestId('menu-reading-meter')).toContainText('1 of 1 free failure analysis left this month');
});

test('a Community member reads without a limit or a meter', async ({ page, request, signInAsDemo }) => {
  const studies = await successStudies(request, 6);
  await signInAsDemo(page, 'community');
  // Five reads (an Explorer's whole month), then the sixth in full in the browser.
  await readThroughApi(page, studies.slice(0, 5));
  const sixth = studies[5]!;
  await page.goto(`/case-studies/${sixth.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sixth.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lessons learned' })).toBeVisible();
  await expect(paywall(page)).toHaveCount(0);
  await expect(page.getByTestId('reading-meter')).toHaveCount(0);
});

test('a Legacy Founder sees the tier badge and no Upgrade button; an Explorer sees both', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'legacy');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('tier-badge').first()).toHaveText('Legacy Founder');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAsDemo(page, 'explorer');
  await page.goto('/');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(header.getByTestId('tier-badge').first()).toHaveText('Explorer (Free)');
});
