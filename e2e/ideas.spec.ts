import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { ideaCard, viewCountOf, viewCountText, viewsLabel } from './support/ideas.ts';

test('ideas: categories, search, "No ideas found", sort, saving and a case study behind an idea', async ({ page, signInAsDemo }) => {
  await signInAsDemo(page, 'community');
  await page.goto('/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Ideas & Frameworks' })).toBeVisible();
  for (const category of ['Business Ideas', 'Build With AI', 'Niches & Problems', 'Frameworks']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${category} \\(4\\)$`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Explore Ideas/ })).toHaveAttribute('href', '/case-studies');

  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search ideas' });
  await box.fill('zeppelin');
  await box.press('Enter');
  await expect(page.getByText('No ideas found')).toBeVisible();

  await box.fill('coffee');
  await box.press('Enter');
  const card = ideaCard(page, 'Single-Origin Coffee Subscription');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Save(?!d)/ }).click();
  await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: /^Details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Single-Origin Coffee Subscription' });
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^\/case-studies\/[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');

  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  // Leave the demo account as it was.
  await card.getByRole('button', { name: /^Saved/ }).click();
  await expect(card.getByRole('button', { name: /^Save(?!d)/ })).toHaveAttribute('aria-pressed', 'false');
});

test('opening an idea counts a view', async ({ page }) => {
  await page.goto('/ideas?q=pre-mortem');
  const card = ideaCard(page, 'Regulation Pre-Mortem');
  const views = await viewCountOf(card);
  await card.getByRole('button', { name: /^Details/ }).click();
  await page.keyboard.press('Escape');
  await expect(viewCountText(card)).toHaveText(viewsLabel(views + 1));
});

test('the header search finds ideas', async ({ page }) => {
  await page.goto('/search?q=remittance');
  const ideas = page.getByRole('region', { name: /^Ideas/ });
  await expect(ideas.getByRole('link', { name: /Sending Money Home Cheaply/ })).toHaveAttribute('href', /^\/ideas\?q=/);
});

test('AI Idea Validator: locked for visitors, metered evidence from our case studies for an Explorer', async ({ page, baseURL }) => {
  await page.goto('/ideas');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: /AI Idea Validator/ }).click();
  const locked = page.getByRole('dialog', { name: 'Unlock AI Tools' });
  await expect(locked.getByRole('heading', { name: 'Meet AI Tools' })).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Upgrade to Unlock' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInWithApi(page, baseURL, await verifiedMember(page.request, 'Validator'));
  await page.goto('/ideas');
  await expect(page.getByTestId('ai-tool-meter').first()).toHaveText('AI tool uses left this month: 5 of 5');
  await page.getByRole('button', { name: /AI Idea Validator/ }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Idea Validator' });
  await dialog.getByLabel('Describe your idea').fill('A home workout fitness app grown with paid video ads');
  await dialog.getByRole('button', { name: 'Validate Idea' }).click();
  await expect(dialog.getByRole('heading', { name: 'Evidence from our case studies' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Loopline Fitness/ }).first()).toHaveAttribute('href', /^\/case-studies\/[0-9a-f-]{36}$/);
  await expect(dialog.getByText(/A written summary is not configured/)).toBeVisible();
  await expect(dialog.getByTestId('ai-tool-meter')).toHaveText('AI tool uses left this month: 4 of 5');
});
