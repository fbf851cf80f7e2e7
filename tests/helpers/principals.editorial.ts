import { eq } from 'drizzle-orm';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { fastMember, type FastMember } from './fast-members.ts';
import { createClient, type TestApp, type TestClient } from './test-app.ts';

/** The nine principals of the permission matrix: a visitor, the four member tiers and the four staff roles. */
export const PRINCIPALS = ['visitor', 'explorer', 'community', 'master_builder', 'legacy_founder', 'contributor', 'editor', 'administrator', 'super_admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export type PrincipalClient = { client: TestClient; userId: string | null; member: FastMember | null };

const TIERS: readonly SubscriptionTier[] = ['explorer', 'community', 'master_builder', 'legacy_founder'];

/** A signed-in member with the given tier or staff role (staff on the explorer tier), or a visitor. */
export async function principal(testApp: TestApp, who: Principal): Promise<PrincipalClient> {
  if (who === 'visitor') return { client: createClient(testApp), userId: null, member: null };
  const member = await fastMember(testApp, { namePrefix: who });
  if ((TIERS as readonly string[]).includes(who)) {
    await testApp.db.update(subscribers).set({ subscriptionTier: who as SubscriptionTier }).where(eq(subscribers.userId, member.userId));
  } else {
    await testApp.db.update(profiles).set({ adminRole: who as AdminRole }).where(eq(profiles.userId, member.userId));
  }
  return { client: member.client, userId: member.userId, member };
}

export async function allPrincipals(testApp: TestApp): Promise<Record<Principal, PrincipalClient>> {
  const entries: [Principal, PrincipalClient][] = [];
  for (const who of PRINCIPALS) entries.push([who, await principal(testApp, who)]);
  return Object.fromEntries(entries) as Record<Principal, PrincipalClient>;
}
