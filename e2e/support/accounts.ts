import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestLink } from './outbox.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'flightdeck-demo';

export type DemoAccountName = 'explorer' | 'community' | 'master' | 'legacy' | 'contributor' | 'editor' | 'admin' | 'superadmin';

export const demoAccount = (who: DemoAccountName) => ({
  email: `${who}@demo.flightdeck.test`,
  password: DEMO_PASSWORD,
});

export type Member = { email: string; password: string; name: string };

/** The app's origin (as in playwright.config.ts): API writes from scripts must name it, as browsers do. */
export const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3999}`;

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A new member with a verified e-mail, created through the API as the sign-up form would, and
 * not signed in anywhere a test looks. Sign-ups are rate-limited per client: use one per test.
 */
export async function verifiedMember(request: APIRequestContext, name: string): Promise<Member> {
  const member = { email: uniqueEmail(name.toLowerCase().replace(/\W+/g, '-')), password: 'launch-day-2026', name };
  const signUp = await signUpWithinLimit(request, member);
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verify = await request.get(await latestLink(request, member.email, '/verify-email'), { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  return member;
}

/**
 * Sign-ups are limited per client address, and every journey signs up from the same one: when
 * the limit answers 429, wait the time it names, as a person would, and try once more.
 */
async function signUpWithinLimit(request: APIRequestContext, member: Member) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.post('/api/auth/sign-up/email', { data: member, headers: { origin: APP_ORIGIN } });
    if (response.status() !== 429 || attempt === 3) return response;
    const seconds = Number(response.headers()['x-retry-after'] ?? 60);
    test.info().setTimeout(test.info().timeout + (seconds + 5) * 1_000);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1_000));
  }
}

/** Signs in through the /auth form, as a member would; lands on the home page. */
export async function signInWithForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs the page's browser context in through the API (one sign-in attempt, no form). The
 * server checks the Origin of auth requests, as it would for the browser.
 */
export async function signInWithApi(page: Page, baseURL: string | undefined, { email, password }: { email: string; password: string }) {
  if (!baseURL) throw new Error('The Playwright config must set baseURL');
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
}
