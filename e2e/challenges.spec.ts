import { expect, test } from './support/fixtures.ts';
import { axeViolations, expectAccessibleInBothThemes } from './support/axe.ts';
import { PHONE } from './support/viewport.ts';

const THIS_WEEK = 'Talk to five potential customers';

test("the pricing card's weekly challenges lead an Explorer to the upgrade prompt", async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'explorer');
  await page.goto('/pricing');
  const masterBuilder = page.getByRole('region', { name: 'Master Builder' });
  await masterBuilder.getByRole('button', { name: /more features/ }).click();
  await masterBuilder.getByRole('link', { name: 'Weekly challenges and pods' }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(page.getByText('Unlock Weekly Challenges')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Weekly Challenges and Pods' })).toBeVisible();
  await expect(page.getByRole('heading', { name: THIS_WEEK })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Join this challenge' })).toHaveCount(0);
});

test("a Master Builder joins this week's challenge, checks in with their pod and completes it", async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'master');
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Your plan' }).getByRole('link', { name: /Weekly challenges/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly challenges and pods' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: THIS_WEEK })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personalised Cold Email Outreach' })).toBeVisible();
  await expect(page.getByText('Joined, not completed · 1 check-in')).toBeVisible();

  await page.getByRole('button', { name: 'Join this challenge' }).click();
  // Seated with Logan, who joined first in the same time zone, and reading Logan's check-in.
  const pod = page.getByRole('region', { name: 'Your pod · Pod 1' });
  await expect(pod.getByText('Morgan Master (you)')).toBeVisible();
  await expect(pod.getByText('Logan Legacy')).toBeVisible();
  const checkIns = page.getByRole('region', { name: 'Pod check-ins' });
  await expect(checkIns.getByText('two calls booked for Thursday')).toBeVisible();

  await expectAccessibleInBothThemes(page);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page), 'at a phone’s width').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel('Your check-in').fill('Emailed ten shop owners, three replied.');
  await page.getByRole('button', { name: 'Post check-in' }).click();
  await expect(checkIns.getByText('Emailed ten shop owners, three replied.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post check-in' })).toHaveCount(0);

  await page.getByLabel('Your check-in').fill('Five calls done: two want a demo next week.');
  await page.getByRole('button', { name: 'Complete the challenge (+100 XP)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You completed this challenge' })).toContainText('earned 100 XP');
  await expect(checkIns.getByRole('listitem').first()).toContainText('Final check-in');
  await expect(pod.getByRole('listitem').filter({ hasText: 'Morgan Master (you)' })).toContainText('Completed');
});

test('an editor finds weekly challenges in the admin area and sees who joined', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'editor');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Weekly Challenges/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/challenges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Challenges' })).toBeVisible();
  const thisWeek = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: THIS_WEEK }) });
  await thisWeek.getByText(/Who joined/).click();
  await expect(thisWeek.getByRole('cell', { name: 'Logan Legacy' })).toBeVisible();

  await page.getByRole('button', { name: 'New challenge' }).click();
  await page.getByRole('button', { name: 'Set challenge' }).click();
  await expect(page.getByText('Please give the challenge a title.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page), 'at a phone’s width').toEqual([]);
});
