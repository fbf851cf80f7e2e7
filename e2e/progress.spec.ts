import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { caseStudyId, PUBLISHED_STUDIES } from './support/demo-content.ts';

test('a member completes a daily quest and sees the toast arrive live', async ({ page, request, baseURL }) => {
  const id = await caseStudyId(request, PUBLISHED_STUDIES[3]!.title);
  const bea = await verifiedMember(request, 'Quest Bea');
  await signInWithApi(page, baseURL, bea);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // "Join a discussion" (target 1, 25 XP) is one of the demo quests.
  const posted = await page.request.post(`/api/case-studies/${id}/discussions`, {
    data: { title: 'First question', body: 'How did you find your first customers?' },
    headers: { origin: baseURL! },
  });
  expect(posted.status()).toBe(201);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Quest Completed!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You earned 25 XP for completing "Join a discussion"');

  const progress = (await (await page.request.get('/api/me/progress')).json()) as { quests: { title: string; completed: boolean }[] };
  expect(progress.quests.find((quest) => quest.title === 'Join a discussion')).toMatchObject({ completed: true });
});

test('staff change the daily quest set at /admin/quests', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'superadmin');
  await page.goto('/admin/quests');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Quests' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Cast 5 votes' })).toBeVisible();

  const title = `Bookmark 2 items ${Date.now()}`;
  const addForm = page.getByRole('form', { name: 'Add a quest' });
  await addForm.getByLabel('Title').fill(title);
  await addForm.getByLabel('Counts').selectOption('bookmark');
  await addForm.getByLabel('Target').fill('2');
  await addForm.getByRole('button', { name: 'Add quest' }).click();
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  // The page itself is checked, without the "Quest added" toast.
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close toast' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await expectAccessibleInBothThemes(page);
});
