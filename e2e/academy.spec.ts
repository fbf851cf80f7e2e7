import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('a visitor browses the library, meets the Pro lock and the syllabus accordion', async ({ page }) => {
  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 1, name: 'Flightdeck Academy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Pricing That Pays' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Unlock Course' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Unlock Premium Courses' }).getByRole('heading', { name: 'Meet Premium Courses' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Structured Syllabus' }).click();
  const week1 = page.getByRole('button', { name: /Week 1/ });
  const week2 = page.getByRole('button', { name: /Week 2/ });
  await week1.click();
  await expect(week1).toHaveAttribute('aria-expanded', 'true');
  await week2.click();
  await expect(week1).toHaveAttribute('aria-expanded', 'false');
  await expect(week2).toHaveAttribute('aria-expanded', 'true');
  await week2.click();
  await expect(week2).toHaveAttribute('aria-expanded', 'false');
});

test('a Master Builder opens a Pro course and completes a module', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'master');
  await page.goto('/academy');
  const card = page.getByRole('article').filter({ hasText: 'SaaS Metrics That Matter' });
  await card.getByRole('link', { name: /Start Course|Continue Course/ }).click();
  await expect(page).toHaveURL(/\/academy\/saas-metrics-that-matter$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Split the number' })).toBeVisible();
  const first = page.getByRole('listitem').filter({ hasText: 'Module 1' }).getByRole('button', { name: /Mark complete|Completed/ });
  if ((await first.getAttribute('aria-pressed')) === 'true') await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 of 3 modules completed')).toBeVisible();
});

test('staff change a syllabus week and visitors see it under Structured Syllabus', async ({ browser, page, signInAsDemo }) => {
  const staff = await (await browser.newContext()).newPage();
  await signInAsDemo(staff, 'admin');
  await staff.goto('/admin/syllabus');
  await expectAccessibleInBothThemes(staff);
  const week = staff.getByRole('form', { name: 'Week 6' });
  const title = `Scale one channel ${Date.now().toString(36)}`;
  await week.getByLabel('Title').fill(title);
  const saved = staff.waitForResponse((response) => response.url().endsWith('/api/admin/academy/syllabus/6') && response.request().method() === 'PUT');
  await week.getByRole('button', { name: 'Save week 6' }).click();
  expect((await saved).status()).toBe(200);
  await staff.reload();
  await expect(staff.getByRole('form', { name: 'Week 6' }).getByLabel('Title')).toHaveValue(title);
  await staff.context().close();

  await page.goto('/academy');
  await page.getByRole('tab', { name: 'Structured Syllabus' }).click();
  await expect(page.getByRole('button', { name: /Week 6/ })).toContainText(title);
});
