import { expect, test } from './support/fixtures.ts';
import { generateNames } from '../src/shared/domain/name-generator.ts';
import { startDnsServer, type TestDnsServer } from '../tests/helpers/dns-server.ts';
import { expectAccessibleInBothThemes } from './support/axe.ts';

const PORT = Number(process.env.E2E_PORT ?? 3999) + 1;
const KEYWORD = 'lantern';
const [takenName, ...rest] = generateNames(KEYWORD, 0);
let dnsServer: TestDnsServer;

test.beforeAll(async () => {
  dnsServer = await startDnsServer({ taken: [takenName!.domain, 'example.com'], silent: [], port: PORT });
});
test.afterAll(async () => dnsServer.close());

test('names for a keyword with their .com looked up, Copy, Check, Generate More and Clear Results', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/name-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Name Generator' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Keyword Required')).toBeVisible();
  await expect(page.getByText('Please enter a keyword to generate business names.')).toBeVisible();

  const box = page.getByLabel('Keyword');
  await box.fill(KEYWORD);
  await box.press('Enter');
  const list = page.getByRole('region', { name: /names for/ }).getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(15);
  const taken = list.getByRole('listitem').filter({ hasText: takenName!.name });
  await expect(taken.getByText('Taken')).toBeVisible();
  const available = list.getByRole('listitem').filter({ hasText: rest[0]!.name });
  await expect(available.getByText('Available')).toBeVisible();
  await expect(available.getByRole('link', { name: /Check/ })).toHaveAttribute('href', new RegExp(rest[0]!.domain.replace('.', '\\.')));
  await expect(available.getByRole('link', { name: /Check/ })).toHaveAttribute('target', '_blank');

  await available.getByRole('button', { name: /Copy/ }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  await expect(page.getByText(`${rest[0]!.name} has been copied to your clipboard.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rest[0]!.name);

  await page.getByRole('button', { name: 'Generate More' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(30);
  await expect(list.getByRole('paragraph').filter({ hasText: new RegExp(`^${generateNames(KEYWORD, 1)[0]!.name}$`) })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Results' }).click();
  await expect(list).toHaveCount(0);
});
