import { expectAccessibleInBothThemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test("a Community member follows the pricing card to the deals, gets a partner's code and sees the exclusive deal locked", async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'community');
  await page.goto('/pricing');
  const community = page.getByRole('region', { name: 'Community' });
  await community.getByRole('button', { name: /more features/ }).click();
  await community.getByRole('link', { name: 'Partner deals directory' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Deals' })).toBeVisible();
  await expect(page.getByText('The partner’s own terms apply.', { exact: false })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  const partner = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ledgerleaf' }) });
  await partner.getByRole('button', { name: 'Show code' }).click();
  await expect(partner.locator('code')).toHaveText('FLIGHTDECK6');
  // Asked for once, the code stays on the member's page.
  await page.reload();
  await expect(partner.locator('code')).toHaveText('FLIGHTDECK6');
  await expect(partner.getByRole('link', { name: /Redeem at Ledgerleaf/ })).toHaveAttribute('href', 'https://ledgerleaf.example/redeem');

  const exclusive = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Charterly' }) });
  await expect(exclusive.getByText('Comes with Master Builder and above.')).toBeVisible();
  await expect(exclusive.getByRole('button', { name: 'Show code' })).toHaveCount(0);
  await expect(page.getByText('FDMB-CHARTER')).toHaveCount(0);
});

test('a Legacy Founder takes a place at a VIP event, sees the join link, and gives the place back', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'legacy');
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Events & Workshops' })).toBeVisible();
  await expect(page.getByText('Unlock VIP events and workshops')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ask me anything: raising a first round' }) });
  await expect(event.getByRole('link', { name: /meet\.example/ })).toHaveCount(0);
  await event.getByRole('button', { name: 'Take a place' }).click();
  await expect(event.getByText('You have a place.')).toBeVisible();
  await expect(event.getByRole('link', { name: /Join online/ })).toHaveAttribute('href', 'https://meet.example/flightdeck-ama-fundraising');
  await expect(event.getByText('49 of 50 places left')).toBeVisible();

  await event.getByRole('button', { name: 'Give up my place' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Give up my place' }).click();
  await expect(dialog).toBeHidden();
  await expect(event.getByRole('button', { name: 'Take a place' })).toBeVisible();
  await expect(event.getByRole('link', { name: /Join online/ })).toHaveCount(0);
});
