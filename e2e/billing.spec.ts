import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { formatLongDate } from '../src/shared/domain/billing.ts';
import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';

/** The page's own content: toasts (a purchase's, and progress arriving live at any moment) are let go first. */
async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
}

test('an Explorer buys Community (annual) in test mode, reads without limit, finds the invoice, cancels at period end and undoes it', async ({ page, baseURL }) => {
  const member = await verifiedMember(page.request, 'Buyer');
  await signInWithApi(page, baseURL, member);
  await page.goto('/pricing');
  await page.getByTestId('plan-community').getByRole('button', { name: 'Upgrade to Community' }).click();

  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$324');
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $324' }).click();

  await expect(page).toHaveURL(/\/account\/subscription/);
  await expect(page.getByRole('heading', { level: 2, name: 'Community' })).toBeVisible();
  await expect(page.getByTestId('tier-badge').first()).toContainText('Community');
  const yearFromNow = new Date();
  yearFromNow.setUTCFullYear(yearFromNow.getUTCFullYear() + 1);
  await expect(page.getByTestId('next-charge')).toHaveText(`$324 on ${formatLongDate(yearFromNow)}`);

  // Unlimited reading: six case studies in a row, none behind the paywall.
  const studies = ((await (await page.request.get('/api/case-studies?pageSize=6')).json()) as { items: { id: string }[] }).items;
  for (const study of studies) {
    const body = (await (await page.request.get(`/api/case-studies/${study.id}`)).json()) as { paywall: unknown };
    expect(body.paywall).toBeNull();
  }

  const history = page.getByRole('region', { name: 'Billing History' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Community — annual plan');
  await history.getByRole('button', { name: 'View Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: 'Invoice Details' });
  await expect(invoice.getByTestId('invoice-number')).toHaveText(/^FD-\d{4}-\d{6}$/);
  await expect(invoice.getByTestId('invoice-amount-paid')).toHaveText('$324');
  await expect(invoice.getByRole('row', { name: /Community — annual plan/ })).toContainText('$324');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Cancels at period end')).toBeVisible();
  await expect(page.getByTestId('period-end')).toHaveText(formatLongDate(yearFromNow));
  await expect(page.getByTestId('next-charge')).toHaveText('None');
  await expectNoAxeViolations(page);

  // Changed their mind before the period ends: the plan renews again at the same price and date.
  await page.getByRole('button', { name: 'Keep my subscription' }).click();
  await expect(page.getByText('Cancels at period end')).toBeHidden();
  await expect(page.getByTestId('next-charge')).toHaveText(`$324 on ${formatLongDate(yearFromNow)}`);
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

test('a declined card shows a clear error and changes nothing', async ({ page, baseURL }) => {
  const member = await verifiedMember(page.request, 'Declined');
  await signInWithApi(page, baseURL, member);
  await page.goto('/pricing');
  await page.getByTestId('plan-master_builder').getByRole('button', { name: 'Monthly' }).click();
  await page.getByTestId('plan-master_builder').getByRole('button', { name: 'Upgrade to Master Builder' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$87');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $87' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\//);
  const me = (await (await page.request.get('/api/me')).json()) as { displayTier: string };
  expect(me.displayTier).toBe('explorer');
});
