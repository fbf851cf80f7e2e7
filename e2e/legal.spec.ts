import { APP_ORIGIN, signInWithApi, uniqueEmail, verifiedMember } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { latestLink } from './support/outbox.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test('a visitor sends a message from the contact page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact Us/);
  await expectAccessibleInBothThemes(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Casey Visitor');
  await form.getByLabel('Email').fill(uniqueEmail('casey'));
  await form.getByLabel('Subject').fill('A question');
  await form.getByLabel('Message').fill('How often are new case studies published?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Your message has been sent');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('the advertising page shows counted reach and the packages, and takes an enquiry', async ({ page }) => {
  await page.goto('/advertise');
  const caseStudies = page.locator('dl > div').filter({ hasText: 'Published case studies' }).locator('dd');
  await expect(caseStudies).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByText('$2,500')).toBeVisible();
  await expect(page.getByText('$5,000')).toBeVisible();
  await expect(page.getByText('$10,000')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  const form = page.getByRole('form', { name: 'Advertising enquiry' });
  await form.getByLabel('Name').fill('Robin Brand');
  await form.getByLabel('Email').fill(uniqueEmail('robin'));
  await form.getByLabel('Company').fill('Brand Co');
  await form.getByLabel('Package').selectOption({ label: 'Sponsored Case Study' });
  await form.getByLabel('Message').fill('We would like a sponsored case study in the spring.');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByRole('status')).toContainText('Your message has been sent');
});

test('a visitor sends a privacy request and confirms it from the e-mail', async ({ page, request }) => {
  const email = uniqueEmail('privacy');
  await page.goto('/privacy-request');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('radio', { name: /Portability/ }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');
  await page.goto(await latestLink(request, email, '/privacy-request?confirm='));
  await expect(page.getByRole('status')).toContainText('Your request is confirmed');
  await expect(page).toHaveURL(/\/privacy-request$/);
});

test('a member deletes their account from the data deletion page and can no longer sign in', async ({ page, request, baseURL }) => {
  const member = await verifiedMember(request, 'Dana Deleting');
  await signInWithApi(page, baseURL, member);
  await page.goto('/data-deletion');
  await page.getByRole('button', { name: 'Request Data Deletion' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Reason (optional)').fill('Testing the way out');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account has been deactivated');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email: member.email, password: member.password }, headers: { origin: APP_ORIGIN } });
  expect(signIn.status()).toBe(403);
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)).json()) as { messages: { subject: string }[] };
  expect(outbox.messages.map((m) => m.subject)).toContain('Your Flightdeck account is being deleted');
});

test('staff work through an enquiry on /admin/requests', async ({ page, request, signInAsDemo }) => {
  const name = `Quinn ${Date.now()}`;
  const sent = await request.post('/api/enquiries', {
    data: { kind: 'contact', name, email: uniqueEmail('quinn'), message: 'Please call me back.' },
    headers: { origin: APP_ORIGIN },
  });
  expect(sent.status()).toBe(201);
  await signInAsDemo(page, 'admin');
  await page.goto('/admin/requests');
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Mark as Done' }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('tab', { name: 'Done' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});
