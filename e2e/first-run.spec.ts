import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';

/**
 * A server started as a newcomer starts it: no PUBLIC_URL, production mode, listening on every
 * address. The newcomer then types 127.0.0.1 instead of localhost.
 */
// Next to the journeys' own ports (the app, then the name generator's DNS server), so runs given
// E2E_PORTs a few apart never take each other's.
const PORT = Number(process.env.E2E_PORT ?? 3999) + 2;
const LOOPBACK = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve(`.tmp/e2e-first-run-${PORT}`);

let server: ChildProcess;
let serverLog = '';

test.beforeAll(async () => {
  // A fresh production server migrates its own database before it answers; on a busy machine
  // that can take longer than a test's minute, so the hook waits as long as the poll below.
  test.setTimeout(120_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '0.0.0.0', DATA_DIR, SEED_DEMO: '0', NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${LOOPBACK}/api/health`).catch(() => null))?.status, { timeout: 90_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(DATA_DIR, { recursive: true, force: true });
});

/** Without SMTP the server logs each e-mail's links; the newest one of a kind sent to the address. */
async function loggedLink(email: string, fragment: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const entries = serverLog
        .split('\n')
        .filter((line) => line.includes(email) && line.includes(fragment))
        .map((line) => JSON.parse(line) as { mail?: { links?: string[] } });
      link = entries.at(-1)?.mail?.links?.find((l) => l.includes(fragment));
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('a newcomer on http://127.0.0.1 signs up, confirms the address and signs in', async ({ page }) => {
  const email = `first-run-${Date.now()}@example.com`;
  await page.goto(`${LOOPBACK}/auth?tab=signup`);
  await page.getByLabel('Display Name').fill('Rita Firstrun');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Confirm the address through the e-mailed link (it points at localhost, the default public address).
  const verification = await fetch(await loggedLink(email, '/verify-email'), { redirect: 'manual' });
  expect(verification.status).toBe(302);

  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('launch-day-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${LOOPBACK}/`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
