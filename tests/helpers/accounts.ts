import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { createClient, type TestApp, type TestClient } from './test-app.ts';

let counter = 0;

/**
 * Creates a verified member through the real sign-up and verification flow and
 * returns a client signed in as them.
 */
export async function signedInMember(
  testApp: TestApp,
  options: { displayName?: string; tier?: SubscriptionTier; adminRole?: AdminRole | null; address?: string } = {},
): Promise<{ client: TestClient; userId: string; email: string }> {
  counter += 1;
  const email = `member${counter}-${Date.now()}@example.com`;
  const client = createClient(testApp, options.address ?? `198.51.100.${counter % 250}`);
  const password = 'correct-horse-battery';
  const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: options.displayName ?? `Member ${counter}` });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await verifyEmail(testApp, client, email);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('user missing after sign-up');
  if (options.tier) await testApp.db.update(subscribers).set({ subscriptionTier: options.tier }).where(eq(subscribers.userId, user.id));
  if (options.adminRole !== undefined) await testApp.db.update(profiles).set({ adminRole: options.adminRole }).where(eq(profiles.userId, user.id));
  return { client, userId: user.id, email };
}

/** Opens the newest verification link sent to the address, as the user would. */
export async function verifyEmail(testApp: TestApp, client: TestClient, email: string) {
  const [message] = await testApp.outbox(email);
  const link = message?.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const url = new URL(link);
  return client.get(url.pathname + url.search);
}
