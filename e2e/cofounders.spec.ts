import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

test("the pricing page's co-founder matching leads an Explorer to the upgrade prompt", async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'explorer');
  await page.goto('/pricing');
  const legacy = page.getByRole('region', { name: 'Legacy Founder' });
  await legacy.getByRole('button', { name: /more features/ }).click();
  await legacy.getByRole('link', { name: 'Priority co-founder matching' }).click();
  await expect(page).toHaveURL(/\/cofounders$/);
  await expect(page.getByText('Unlock Co-founder Matching')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Co-founder Matching' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your matching profile' })).toHaveCount(0);
});

test('a Master Builder leaves the line, writes a new matching profile and sees their place at the end of it', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'master');
  await page.goto('/cofounders');
  // The demo line: a Legacy Founder with priority, two who joined earlier, then Morgan, then one more.
  await expect(page.getByRole('heading', { name: 'You are number 4 in line' })).toBeVisible();
  await expect(page.getByText('5 members are waiting. Legacy Founders have priority co-founder matching and go ahead of the line.')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Leave the waitlist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave the waitlist' }).click();
  const form = page.getByRole('form', { name: 'Your matching profile' });
  await expect(form).toBeVisible();

  // The server's rules, shown before anything is sent.
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByText('Please choose at least one of your skills.')).toBeVisible();

  await form.getByLabel('What you are building or want to build').fill('A subscription box for beginner home bakers');
  await form.getByRole('group', { name: 'Your skills' }).getByLabel('Marketing & growth').check();
  await form.getByRole('group', { name: 'Skills you look for in a co-founder' }).getByLabel('Software engineering').check();
  await form.getByLabel('Commitment').selectOption('part_time');
  await form.getByLabel('Time zone band').selectOption('americas');
  await form.getByLabel('Stage').selectOption('idea');
  await form.getByLabel('Short pitch').fill('Two test batches sold out; I need someone to build the shop and subscriptions with me.');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();

  // Joining again is joining at the end: behind Lucas, who joined after Morgan the first time.
  await expect(page.getByRole('heading', { name: 'You are number 5 in line' })).toBeVisible();
  await expect(page.getByText('A subscription box for beginner home bakers')).toBeVisible();
});

test('an admitted Legacy Founder asks for an introduction to the best match and accepts one, which shows the e-mail', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'legacy');
  await page.goto('/cofounders');
  const matches = page.getByRole('list', { name: 'Matches, best fit first' });
  const best = matches.getByRole('article').first();
  await expect(best.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
  await expect(best.getByText('Has skills you look for: Sales, Marketing & growth')).toBeVisible();
  await expect(best.getByText('Fit: 14 points')).toBeVisible();
  await expect(page.getByText('5 of 5 introduction requests left today (UTC)')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await best.getByRole('button', { name: 'Ask for an introduction to Priya Raman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for an introduction to Priya Raman' });
  await dialog.getByLabel('Your message').fill('Your clinic sales background is exactly what our booking app needs. Coffee next week?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(best.getByText('Introduction requested')).toBeVisible();
  await expect(page.getByText('4 of 5 introduction requests left today (UTC)')).toBeVisible();
  await expect(page.getByText('Waiting for an answer').first()).toBeVisible();

  // Amara asked to meet Logan: no e-mail until Logan accepts.
  await expect(page.getByText('amara.okafor@demo.flightdeck.test')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept the introduction from Amara Okafor' }).click();
  await expect(page.getByRole('link', { name: 'amara.okafor@demo.flightdeck.test' })).toBeVisible();
});

test('an administrator admits the next member of the co-founder line, the one with priority', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Co-founder Waitlist/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Co-founder Waitlist' })).toBeVisible();
  const line = page.getByRole('table', { name: 'The waitlist in admission order' });
  await expect(line.getByRole('row').nth(1)).toContainText('Mei Chen');
  await expect(line.getByRole('row').nth(1)).toContainText('Priority');
  await expectAccessibleInBothThemes(page);

  await page.getByLabel('Members to admit').fill('1');
  await page.getByRole('button', { name: 'Admit the next members' }).click();
  await expect(page.getByRole('status')).toHaveText(/^1 member admitted; \d+ still waiting\.$/);
  await expect(line.getByText('Mei Chen')).toHaveCount(0);
});
