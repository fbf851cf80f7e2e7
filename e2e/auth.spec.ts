import { expect, test } from './support/fixtures.ts';
import { latestLink } from './support/outbox.ts';
import { APP_ORIGIN, signInWithForm } from './support/accounts.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a newcomer signs up, verifies the e-mail, is signed in, and signs out', async ({ page, request }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Display Name').fill('  Nova <Founder>  ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email for verification link')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const link = await latestLink(request, email, '/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  // The first visit after signing up is a welcome, not a welcome back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nova Founder!');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Start Free' }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await signInWithForm(page, { email, password: 'launch-day-2026' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nova Founder!');
});

test('a wrong password shows the spec message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill('explorer@demo.flightdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a demo member signs in and a signed-in user is sent away from /auth', async ({ page }) => {
  await page.goto('/auth');
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Email').fill('community@demo.flightdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('flightdeck-demo');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // "Welcome" on the account's first visit, "Welcome back" if another journey signed it in before.
  await expect(page.getByText(/^Welcome( back)?, Casey Community!$/)).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('on the sign-in form the focus starts in Email, Tab follows the fields as seen, and Enter signs in', async ({ page }) => {
  await page.goto('/auth?tab=signin');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toBeFocused();
  await email.fill('contributor@demo.flightdeck.test');
  const order = [password, page.getByRole('button', { name: 'Show password' }), page.getByRole('link', { name: 'Forgot password?' }), page.getByRole('button', { name: 'Sign In', exact: true })];
  for (const next of order) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  // Forgot password? sits below the password field, where Tab reaches it.
  const passwordBox = (await password.boundingBox())!;
  expect((await order[2]!.boundingBox())!.y).toBeGreaterThan(passwordBox.y + passwordBox.height - 1);

  await password.fill('flightdeck-demo');
  await password.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  // Create and verify an account through the API, as the sign-up form would.
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'first-password', name: 'Forgetful Fran' },
    headers: { origin: APP_ORIGIN },
  });
  expect(signUp.ok()).toBe(true);
  await request.get(await latestLink(request, email, '/verify-email'), { maxRedirects: 0 });

  await page.goto('/auth?mode=forgot');
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await page.goto(await latestLink(request, email, '/reset-password'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New Password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm New Password').fill('second-password');
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Signed up through the API: this is the account's first visit to the app.
  await expect(page.getByText('Welcome, Forgetful Fran!')).toBeVisible();
});
