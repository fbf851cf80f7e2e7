import { uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('a visitor sees the bootcamps and joins the waitlist once', async ({ page }) => {
  await page.goto('/bootcamps');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['SaaS Builder Bootcamp', 'Content Creator Bootcamp', 'E-commerce Empire Bootcamp']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('article').filter({ hasText: 'SaaS Builder Bootcamp' }).getByText('$497')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Please enter your email address to join the waitlist.')).toBeVisible();
  const email = page.getByLabel('Email address');
  await email.fill(uniqueEmail('waitlist'));
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Welcome to the Waitlist!')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a visitor pressing Secure Your Spot is asked to sign in', async ({ page }) => {
  await page.goto('/bootcamps');
  await page.getByRole('button', { name: 'Secure Your Spot' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
});

test('a Legacy Founder sees 25% off; staff read the waitlist', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'legacy');
  await page.goto('/bootcamps');
  await expect(page.getByRole('article').filter({ hasText: 'SaaS Builder Bootcamp' }).getByText('Legacy Founder 25% off')).toBeVisible();
  await page.goto('/admin/waitlist');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await page.context().clearCookies();
  await signInAsDemo(page, 'editor');
  await page.goto('/admin/waitlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Bootcamp Waitlist' })).toBeVisible();
});
