import { uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('a visitor shares a story and an editor marks it handled', async ({ page, signInAsDemo }) => {
  const business = `Story Co ${Date.now()}`;
  await page.goto('/share-your-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Startup Story' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Submit Story' }).click();
  await expect(page.getByRole('alert')).toContainText('Missing Information');

  await page.getByLabel('Your Name').fill('Ada Founder');
  await page.getByLabel('Email').fill(uniqueEmail('story'));
  await page.getByLabel('Business Name').fill(business);
  await page.getByLabel('Website').fill('storyco.example.com');
  await page.getByLabel('Monthly Revenue').selectOption({ label: '$1K - $10K' });
  await page.getByRole('textbox', { name: 'Your Story', exact: true }).fill('We started with a spreadsheet and ten customers.');
  await page.getByRole('button', { name: 'Submit Story' }).click();
  await expect(page.getByRole('alert')).toContainText('Please agree to the terms and conditions.');

  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Submit Story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Story Submitted!' })).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('');

  await signInAsDemo(page, 'editor');
  await page.goto('/admin/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Story Submissions' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  const card = page.getByRole('article').filter({ hasText: business });
  await expect(card.getByText('Revenue $1K - $10K/mo')).toBeVisible();
  await card.getByRole('button', { name: /Mark handled/ }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Handled' }).click();
  await expect(page.getByRole('article').filter({ hasText: business }).getByText(/Reviewed/)).toBeVisible();
});
