import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { createClient, type TestApp, type TestClient } from './test-app.ts';

/** The password every account made by these helpers has. */
export const TEST_PASSWORD = 'correct-horse-battery';

let counter = 0;

/** An address no other account of this test file uses. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

/** Signs up through the real endpoint; the account stays unverified. */
export function signUp(client: TestClient, fields: { email: string; password?: string; name?: string }) {
  return client.post('/api/auth/sign-up/email', { password: TEST_PASSWORD, name: 'Test Member', ...fields });
}

/**
 * Creates a verified member through the real sign-up and verification flow and
 * returns a client signed in as them.
 */
export async function signedInMember(
  testApp: TestApp,
  options: { displayName?: string; tier?: SubscriptionTier; adminRole?: AdminRole | null; address?: string } = {},
): Promise<{ client: TestClient; userId: string; email: string; password: string }> {
  const email = uniqueEmail();
  const client = createClient(testApp, options.address ?? `198.51.100.${(counter % 250) + 1}`);
  const signUpResponse = await signUp(client, { email, name: options.displayName ?? `Member ${counter}` });
  if (!signUpResponse.ok) throw new Error(`sign-up failed: ${signUpResponse.status} ${await signUpResponse.text()}`);
  await verifyEmail(testApp, client, email);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('user missing after sign-up');
  if (options.tier) await testApp.db.update(subscribers).set({ subscriptionTier: options.tier }).where(eq(subscribers.userId, user.id));
  if (options.adminRole !== undefined) await testApp.db.update(profiles).set({ adminRole: options.adminRole }).where(eq(profiles.userId, user.id));
  return { client, userId: user.id, email, password: TEST_PASSWORD };
}

/** The newest link of a kind (e.g. '/verify-email', '/reset-password/') e-mailed to the address. */
export async function latestLink(testApp: TestApp, email: string, kind: string): Promise<URL> {
  for (const message of await testApp.outbox(email)) {
    const link = message.links.find((l) => l.includes(kind));
    if (link) return new URL(link);
  }
  throw new Error(`no e-mail with a ${kind} link for ${email}`);
}

/** Opens the newest verification link sent to the address, as the user would. */
export async function verifyEmail(testApp: TestApp, client: TestClient, email: string) {
  const url = await latestLink(testApp, email, '/verify-email');
  return client.get(url.pathname + url.search);
}
