import type { Browser, Page } from '@playwright/test';
import type { DemoAccountName } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

type SignIn = (page: Page, who: DemoAccountName) => Promise<void>;

async function signedInPage(browser: Browser, signIn: SignIn, who: 'explorer' | 'editor'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

async function openMenuAction(page: Page, title: string, action: string) {
  await page.goto('/admin/cases?status=in_review');
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a member submits a case study, an editor returns it, the member resubmits, the editor publishes, and it is public', async ({ browser, signInAsDemo }) => {
  test.setTimeout(120_000);
  const word = `Quokka${Date.now().toString(36)}`;
  const title = `${word} Ferry Coffee Cart Subscriptions`;
  const member = await signedInPage(browser, signInAsDemo, 'explorer');
  const editor = await signedInPage(browser, signInAsDemo, 'editor');

  await member.goto('/submit');
  await expectAccessibleInBothThemes(member);
  await member.getByLabel('Title *').fill(title);
  await member.getByLabel('Introduction *').fill('A coffee cart on a commuter ferry sold a monthly pass to its regular morning passengers.');
  await member.getByLabel('Problem *').fill('Sales depended on the weather and the timetable, and the cart threw away milk on quiet days.');
  await member.getByLabel('Solution *').fill('A prepaid monthly pass, redeemed by scanning a card, made most of the morning sales predictable.');
  await member.getByLabel('Region tags *').fill('Oceania');
  await member.getByLabel('Region tags *').press('Enter');
  await member.getByLabel('Metric name').fill('Pass holders');
  await member.getByLabel('Metric value').fill('140');
  await member.getByRole('button', { name: 'Add metric' }).click();
  await member.getByRole('button', { name: 'Submit Case Study' }).click();
  await expect(member).toHaveURL(/\/submissions\/case-study\//);
  await expect(member.getByText('Case study submitted successfully. It will be reviewed before publishing.')).toBeVisible();
  await expect(member.getByText('In review', { exact: true })).toBeVisible();

  await openMenuAction(editor, title, 'Return to author');
  await editor.getByLabel('Reason for the author').fill('Please add how many pass holders renewed.');
  await editor.getByRole('alertdialog').getByRole('button', { name: 'Return to author' }).click();
  await expect(editor.getByText('Returned to the author')).toBeVisible();

  await member.reload();
  await expect(member.getByText('Returned', { exact: true })).toBeVisible();
  await expect(member.getByText('Please add how many pass holders renewed.')).toBeVisible();
  await member.getByLabel('Solution *').fill('A prepaid monthly pass, redeemed by scanning a card, made most morning sales predictable; 80% of pass holders renewed.');
  await member.getByRole('button', { name: 'Resubmit for Review' }).click();
  await expect(member.getByText('In review', { exact: true })).toBeVisible();

  await openMenuAction(editor, title, 'Publish');
  await editor.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Published', { exact: true }).first()).toBeVisible();

  await member.goto(`/search?q=${word}`);
  await expect(member.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await member.goto('/case-studies');
  await expect(member.getByRole('heading', { level: 3 }).getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 20_000 });
});
