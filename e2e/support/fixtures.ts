import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { demoAccount, type DemoAccountName } from './accounts.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
type DemoSessions = (who: DemoAccountName, baseURL: string) => Promise<StorageState>;

type Fixtures = {
  /** With `test.use({ signedInAs: 'admin' })`, each test's browser context starts signed in as that demo account. */
  signedInAs: DemoAccountName | null;
  /** Signs a page's browser context in as a demo account. */
  signInAsDemo: (page: Page, who: DemoAccountName) => Promise<void>;
  /**
   * Whether the visitor's pointer moves over each page once it has loaded, as a person's does
   * before pressing anything: a page drawn for a visitor starts the app on the first move
   * (decision 032). `test.use({ pointerMovesOnLoad: false })` leaves the moves to the test.
   */
  pointerMovesOnLoad: boolean;
};

/**
 * The pointer moves over each page of `context` once it has loaded, as a person's does before
 * pressing anything: a page drawn by the server (for a visitor, decision 032, or a member, decision
 * 068) starts the app on the first move. For contexts a test opens itself.
 */
export async function movePointerOnLoad(context: BrowserContext) {
  await context.addInitScript(() =>
    addEventListener('load', () => setTimeout(() => dispatchEvent(new PointerEvent('pointermove', { bubbles: true })), 0), { once: true }),
  );
}

/**
 * Playwright's `test` with demo accounts signed in once per worker: each account is signed in
 * through the API the first time a test asks for it, and later tests reuse that session's cookies.
 * These tests are about the pages; signing in through the form is auth.spec.ts's journey. A test
 * must not sign such a session out (clearing its own cookies is fine).
 */
export const test = base.extend<Fixtures, { demoSessions: DemoSessions }>({
  signedInAs: [null, { option: true }],
  pointerMovesOnLoad: [true, { option: true }],
  context: async ({ context, pointerMovesOnLoad }, use) => {
    if (pointerMovesOnLoad) await movePointerOnLoad(context);
    await use(context);
  },
  // A drawn page that hydrates otherwise than it was drawn is a defect (decision 075): the app
  // logs it as an error, and the journey fails on it.
  page: async ({ page }, use) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Hydration mismatch')) mismatches.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(mismatches, 'pages hydrated otherwise than they were drawn').toEqual([]);
  },
  signInAsDemo: async ({ demoSessions, baseURL }, use) => {
    if (!baseURL) throw new Error('The Playwright config must set baseURL');
    await use(async (page, who) => page.context().addCookies((await demoSessions(who, baseURL)).cookies));
  },
  demoSessions: [
    async ({ playwright }, use) => {
      const sessions = new Map<DemoAccountName, Promise<StorageState>>();
      const signIn = async (who: DemoAccountName, baseURL: string) => {
        const request = await playwright.request.newContext({ baseURL });
        const response = await request.post('/api/auth/sign-in/email', { data: demoAccount(who), headers: { origin: baseURL } });
        expect(response.ok(), await response.text()).toBe(true);
        const state = await request.storageState();
        await request.dispose();
        return state;
      };
      await use((who, baseURL) => {
        let session = sessions.get(who);
        if (!session) {
          session = signIn(who, baseURL);
          sessions.set(who, session);
        }
        return session;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, demoSessions, baseURL, storageState }, use) => {
    if (!signedInAs) return use(storageState);
    if (!baseURL) throw new Error('The Playwright config must set baseURL');
    await use(await demoSessions(signedInAs, baseURL));
  },
});

export { expect };
