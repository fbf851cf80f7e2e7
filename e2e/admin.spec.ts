import type { Browser, Page } from '@playwright/test';
import { IMPORT_COLUMNS } from '../src/shared/schemas/case-import.ts';
import type { DemoAccountName } from './support/accounts.ts';
import { verifiedMember } from './support/accounts.ts';
import { expect, movePointerOnLoad, test } from './support/fixtures.ts';

type SignIn = (page: Page, who: DemoAccountName) => Promise<void>;

async function signedInPage(browser: Browser, signIn: SignIn, who: 'editor' | 'admin' | 'superadmin'): Promise<Page> {
  const context = await browser.newContext();
  await movePointerOnLoad(context);
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

test('an administrator imports a CSV with two bad rows and sees them reported', async ({ browser, signInAsDemo }) => {
  test.setTimeout(120_000);
  const word = `Wombat${Date.now().toString(36)}`;
  const row = (title: string, industry: string, revenue: string) =>
    [title, `${title} Ltd`, industry, revenue, 'A bakery that sells by subscription.', 'Jane Doe', 'https://example.com', 'food, local', 'self_reported', '2026-06-30'].map((cell) => `"${cell}"`).join(',');
  const file = [[...IMPORT_COLUMNS, 'figures_source', 'figures_as_of'].join(','), row(`${word} Bakery One`, 'Food', '1200'), row(`${word} Bakery Two`, '', '900'), row(`${word} Bakery Three`, 'Food', 'lots'), row(`${word} Bakery Four`, 'Food', '300')].join('\r\n');

  const admin = await signedInPage(browser, signInAsDemo, 'admin');
  await admin.goto('/admin/cases/import');
  await admin.getByLabel('CSV or Excel file (.csv, .xlsx, .xls)').setInputFiles({ name: 'bakeries.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await admin.getByRole('button', { name: 'Import Case Studies' }).click();

  await expect(admin.getByText('Import completed!')).toBeVisible();
  const result = admin.getByRole('region', { name: 'Import result' });
  await expect(result.getByRole('definition').nth(0)).toHaveText('4');
  await expect(result.getByRole('definition').nth(1)).toHaveText('2');
  await expect(result.getByRole('definition').nth(2)).toHaveText('2');
  await expect(result.getByRole('listitem')).toHaveText(['Row 3: industry is required', 'Row 4: monthly_revenue: Must be a whole number']);

  // The good rows are drafts now; the bad ones are not there.
  await admin.goto(`/admin/cases?status=draft&q=${word}`);
  await expect(admin.getByRole('rowheader', { name: `${word} Bakery One` })).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: `${word} Bakery Four` })).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: `${word} Bakery Two` })).toHaveCount(0);
  await admin.context().close();
});

test('a super_admin changes a role; an administrator cannot', async ({ browser, baseURL, request, signInAsDemo }) => {
  test.setTimeout(120_000);
  const member = await verifiedMember(request, 'Rolf Rolechange');
  const superAdmin = await signedInPage(browser, signInAsDemo, 'superadmin');
  const admin = await signedInPage(browser, signInAsDemo, 'admin');
  const rowOf = (page: Page) => page.getByRole('listitem').filter({ hasText: member.email });

  await superAdmin.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  await rowOf(superAdmin).getByLabel('Admin role').selectOption({ label: 'Editor' });
  await expect(superAdmin.getByText('User role updated successfully!')).toBeVisible();
  await superAdmin.reload();
  await expect(rowOf(superAdmin).getByLabel('Admin role')).toHaveValue('editor');

  // The administrator sees the role but has no control for it, and the server refuses the change too.
  await admin.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  await expect(rowOf(admin)).toContainText('Editor');
  await expect(rowOf(admin).getByRole('combobox', { name: 'Admin role' })).toHaveCount(0);
  const users = (await (await admin.request.get(`/api/admin/users?q=${encodeURIComponent(member.email)}`)).json()) as { items: { userId: string }[] };
  const refused = await admin.request.put(`/api/admin/users/${users.items[0]!.userId}/role`, { data: { role: 'administrator' }, headers: { origin: baseURL! } });
  expect(refused.status()).toBe(403);
  await admin.reload();
  await expect(rowOf(admin)).toContainText('Editor');
  await Promise.all([admin.context().close(), superAdmin.context().close()]);
});

test('an editor finds the admin area in the account menu and sees only the entries an editor may use', async ({ browser, signInAsDemo }) => {
  const editor = await signedInPage(browser, signInAsDemo, 'editor');
  await editor.goto('/dashboard');
  await editor.getByRole('button', { name: /Account menu for/ }).click();
  await editor.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(editor).toHaveURL(/\/admin$/);
  await expect(editor.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const manage = editor.getByRole('region', { name: 'Manage' });
  await expect(manage.getByRole('link', { name: /Case Studies/ })).toBeVisible();
  await expect(manage.getByRole('link', { name: /Settings/ })).toHaveCount(0);
  await expect(manage.getByRole('link', { name: /Daily Quests/ })).toHaveCount(0);
  await expect(manage.getByRole('link', { name: /Audit Log/ })).toHaveCount(0);
  await editor.context().close();
});
