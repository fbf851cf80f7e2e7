import { expect, test } from './support/fixtures.ts';

test('"All case studies" on a study opened from a filtered list returns to that list, filters kept', async ({ page }) => {
  await page.goto('/case-studies');
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Case Study Type', { exact: true }).selectOption({ label: 'Failure analyses' });
  await expect(page).toHaveURL(/caseStudyType=failure/);
  const browseUrl = page.url();
  const results = page.getByRole('region', { name: 'Results' });
  await results.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/case-studies\/[0-9a-f-]{36}$/);

  await page.getByRole('link', { name: 'All case studies' }).click();
  await expect(page).toHaveURL(browseUrl);
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Case Study Type', { exact: true })).toHaveValue('failure');

  // Opened directly (a shared link), the study leads to the whole list.
  await results.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/case-studies\/[0-9a-f-]{36}$/);
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('link', { name: 'All case studies' })).toHaveAttribute('href', '/case-studies');
});
