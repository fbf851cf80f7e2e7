import { eq } from 'drizzle-orm';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { fastMember, type FastMember } from './fast-members.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in member with the given tier and staff role (named "<namePrefix> <n>"). */
export async function memberWith(testApp: TestApp, tier: SubscriptionTier, adminRole: AdminRole | null = null, namePrefix?: string): Promise<FastMember> {
  const member = await fastMember(testApp, { namePrefix });
  await testApp.db.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, member.userId));
  if (adminRole) await testApp.db.update(profiles).set({ adminRole }).where(eq(profiles.userId, member.userId));
  return member;
}
