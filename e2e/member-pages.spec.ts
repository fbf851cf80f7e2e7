import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { caseStudyId, DEMO_TACTICS, PUBLISHED_STUDIES } from './support/demo-content.ts';

test('a member edits the profile and sees it on the public profile', async ({ page, request, baseURL }) => {
  const member = await verifiedMember(request, 'Profile Editor');
  await signInWithApi(page, baseURL, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Display Name').fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Ships compilers.');
  await expect(page.getByText('16/500')).toBeVisible();
  await page.getByLabel('Website').fill('https://grace.example');
  await page.getByRole('checkbox', { name: 'Bio' }).check();
  await page.getByRole('checkbox', { name: 'Links' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(/\/members\//);
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText('Ships compilers.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://grace.example');
});

test('a member files a bookmark into a folder and sets a reminder', async ({ page, request, baseURL }) => {
  const member = await verifiedMember(request, 'Folder Keeper');
  await signInWithApi(page, baseURL, member);
  const study = PUBLISHED_STUDIES[6]!;
  const id = await caseStudyId(request, study.title);
  expect((await page.request.put(`/api/case-studies/${id}/bookmark`, { headers: { origin: baseURL! } })).ok()).toBe(true);

  await page.goto('/dashboard');
  await page.getByLabel('New folder name').fill('Read this week');
  await page.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('button', { name: /Read this week/ })).toBeVisible();
  await page.getByLabel(`Folder for ${study.title}`).selectOption({ label: 'Read this week' });
  await page.getByLabel(`Reminder for ${study.title}`).selectOption('3_days');
  await expect(page.getByText(/^Reminder /)).toBeVisible();
  await page.getByRole('button', { name: /Read this week/ }).click();
  await expect(page.getByRole('link', { name: study.title })).toBeVisible();
});

test('a member saves a tactic, starts its 7-day plan and ticks a step', async ({ page, request, baseURL }) => {
  const member = await verifiedMember(request, 'Plan Runner');
  await signInWithApi(page, baseURL, member);
  const tactic = DEMO_TACTICS[0]!;
  await page.goto(`/tactics/${await tacticId(page, tactic.name)}`);
  await page.getByRole('button', { name: 'Save to Toolkit' }).click();
  await expect(page.getByRole('button', { name: 'Saved to Toolkit' })).toBeVisible();
  await page.getByRole('button', { name: 'Start a 7-day plan' }).click();
  const plan = page.getByRole('region', { name: 'Your 7-day plan' });
  await expect(plan.getByText('0 of 7 steps done')).toBeVisible();
  await plan.getByRole('button', { name: 'Mark day 1 done' }).click();
  await expect(plan.getByText('1 of 7 steps done')).toBeVisible();

  // The ticked step is stored: it is still done after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your 7-day plan' }).getByText('1 of 7 steps done')).toBeVisible();
});

test('a member opens the dashboard tabs and sees the bookmark, the achievement it earned and the activity', async ({ page, request, baseURL }) => {
  const member = await verifiedMember(request, 'Tab Walker');
  await signInWithApi(page, baseURL, member);
  const study = PUBLISHED_STUDIES[7]!;
  const id = await caseStudyId(request, study.title);
  expect((await page.request.put(`/api/case-studies/${id}/bookmark`, { headers: { origin: baseURL! } })).ok()).toBe(true);

  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Bookmarks' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: study.title })).toBeVisible();
  // The toolkit card leaves its loading state once its request answers.
  await expect(page.getByText('Save tactics to your toolkit from any tactic page.')).toBeVisible();

  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'First Bookmark' })).toContainText('(earned)');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: study.title })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test("the dashboard's plan card reaches the plan's pages, and the header keeps Profile in view at 1024 px", async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'legacy');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 1 });
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Not in your plan')).toHaveCount(0);
  await plan.getByRole('link', { name: /VIP events and workshops/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Events & Workshops' })).toBeVisible();
});

test('the signed-in home shows notifications as they arrive', async ({ page, request, baseURL }) => {
  const member = await verifiedMember(request, 'Home Reader');
  await signInWithApi(page, baseURL, member);
  await page.goto('/');
  const widget = page.getByRole('region', { name: /^Notifications/ });
  await expect(widget.getByText('No notifications yet')).toBeVisible();

  // A bookmark earns the member an achievement: its notification reaches the open page live.
  const id = await caseStudyId(request, PUBLISHED_STUDIES[8]!.title);
  expect((await page.request.put(`/api/case-studies/${id}/bookmark`, { headers: { origin: baseURL! } })).ok()).toBe(true);
  await expect(widget.getByTestId('notification').filter({ hasText: 'First Bookmark' })).toBeVisible();
  await expect(widget.getByText(/\d+ unread/)).toBeVisible();
  await widget.getByRole('button', { name: 'Mark all read' }).click();
  await expect(widget.getByText(/\d+ unread/)).toBeHidden();
});

async function tacticId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/tactics?q=${encodeURIComponent(name)}&pageSize=50`);
  const body = (await response.json()) as { items: { id: string; name: string }[] };
  const found = body.items.find((i) => i.name === name);
  if (!found) throw new Error(`tactic ${name} not found`);
  return found.id;
}
