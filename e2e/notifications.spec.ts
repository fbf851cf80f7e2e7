import type { Page } from '@playwright/test';
import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { caseStudyId, PUBLISHED_STUDIES } from './support/demo-content.ts';

const STUDY = PUBLISHED_STUDIES[6]!;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const popover = (page: Page) => page.getByRole('dialog');
const items = (page: Page) => popover(page).getByTestId('notification');

test('a member sees others’ upvote and reply arrive live, marks them read, dismisses one, and the state stays after a reload', async ({
  browser,
  page,
  request,
  baseURL,
  signInAsDemo,
}) => {
  const id = await caseStudyId(request, STUDY.title);

  // B: a new member who starts a discussion and keeps the page open.
  const bea = await verifiedMember(request, 'Bea');
  await signInWithApi(page, baseURL, bea);
  const posted = await page.request.post(`/api/case-studies/${id}/discussions`, {
    data: { title: 'Pricing pages that convert', body: 'What worked for your first paid plan?' },
    headers: { origin: baseURL! },
  });
  expect(posted.status()).toBe(201);
  const discussionId = ((await posted.json()) as { id: string }).id;
  // Her own post earns XP, a quest and an achievement, each told to her: once they are in, clear them.
  await expect.poll(async () => ((await (await page.request.get('/api/me/progress')).json()) as { level: { xp: number } }).level.xp).toBeGreaterThan(0);
  const own = (await (await page.request.get('/api/me/notifications')).json()) as { items: { id: string }[] };
  for (const item of own.items) expect((await page.request.delete(`/api/me/notifications/${item.id}`, { headers: { origin: baseURL! } })).ok()).toBe(true);
  await page.goto('/');
  await bell(page).click();
  await expect(popover(page).getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(badge(page)).toHaveCount(0);

  // A: another member, in another browser context, upvotes and replies.
  const other = await browser.newContext({ baseURL });
  const casey = await other.newPage();
  await signInAsDemo(casey, 'community');
  expect((await casey.request.post(`/api/discussions/${discussionId}/upvote`, { headers: { origin: baseURL! } })).ok()).toBe(true);
  await expect(badge(page)).toHaveText('1');
  const reply = await casey.request.post(`/api/case-studies/${id}/discussions`, {
    data: { parentId: discussionId, body: 'Annual plans with a clear discount.' },
    headers: { origin: baseURL! },
  });
  expect(reply.status()).toBe(201);
  await expect(badge(page)).toHaveText('2');
  await other.close();

  await bell(page).click();
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).nth(0)).toContainText('Discussion Reply');
  await expect(items(page).nth(0)).toContainText('Casey Community replied to your discussion');
  await expect(items(page).nth(1)).toContainText('Casey Community upvoted your discussion');
  await expect(items(page).nth(1)).toContainText('ago');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await items(page).nth(1).getByRole('button', { name: 'Mark as read' }).click();
  await expect(badge(page)).toHaveText('1');
  await expect(items(page).nth(1)).toHaveAttribute('data-read', 'true');
  await items(page).nth(1).getByRole('button', { name: 'Dismiss' }).click();
  await expect(items(page)).toHaveCount(1);
  await popover(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toHaveCount(0);

  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await bell(page).click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toHaveAttribute('data-read', 'true');
  await expect(items(page).first()).toContainText('Discussion Reply');
});
