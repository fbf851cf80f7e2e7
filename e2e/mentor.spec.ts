import { expect, test } from './support/fixtures.ts';

const LOOPLINE = 'Why Loopline Fitness Shut Down After Raising $450k: Paid Growth That Never Paid Back';

test("the pricing page's Leo leads a Community member to Leo's locked prompt", async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'community');
  await page.goto('/pricing');
  const masterBuilder = page.getByRole('region', { name: 'Master Builder' });
  await masterBuilder.getByRole('link', { name: '24/7 AI mentor Leo' }).click();
  await expect(page).toHaveURL(/\/mentor$/);
  await expect(page.getByText('Unlock Leo, your AI mentor')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Leo' })).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveCount(0);
});

test('a Master Builder asks Leo, reads the cited case study, and deletes the conversation', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'master');
  await page.goto('/mentor');
  await expect(page.getByRole('heading', { level: 1, name: 'Leo, your AI mentor' })).toBeVisible();

  const question = `Why did Loopline Fitness shut down? (${Date.now()})`;
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask Leo' }).click();

  // Without a model on this server, Leo answers with the closest case studies and tactics, and says so.
  await expect(page.getByText('Without an AI model configured, Leo shows the closest case studies and tactics.')).toBeVisible();
  const sources = page.getByRole('region', { name: 'Sources' });
  const study = sources.getByRole('link', { name: LOOPLINE });
  await expect(study).toBeVisible();
  const conversations = page.getByRole('navigation', { name: 'Your conversations' });
  await expect(conversations.getByRole('button', { name: question, exact: true })).toBeVisible();

  await study.click();
  await expect(page).toHaveURL(/\/case-studies\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: LOOPLINE })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link', { name: LOOPLINE })).toBeVisible();
  await conversations.getByRole('button', { name: `Delete the conversation “${question}”` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(dialog).toBeHidden();
  await expect(conversations.getByRole('button', { name: question, exact: true })).toHaveCount(0);
  await expect(page.getByText(question)).toHaveCount(0);
});
