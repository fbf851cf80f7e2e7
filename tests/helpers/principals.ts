import { eq } from 'drizzle-orm';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { fastMember, type FastMember } from './fast-members.ts';
import { createClient, type TestApp, type TestClient } from './test-app.ts';

/** The nine principals of the spec's permission matrix: a visitor, the four member tiers and the four staff roles. */
export const PRINCIPALS = ['visitor', 'explorer', 'community', 'master_builder', 'legacy_founder', 'contributor', 'editor', 'administrator', 'super_admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export type SignedInPrincipal = FastMember & { principal: Exclude<Principal, 'visitor'> };
export type Principals = { visitor: TestClient } & Record<Exclude<Principal, 'visitor'>, SignedInPrincipal>;

const STAFF: readonly string[] = ['contributor', 'editor', 'administrator', 'super_admin'];

/** A signed-in member with the principal's tier, or its staff role (on the Explorer tier). */
export async function principal(testApp: TestApp, name: Exclude<Principal, 'visitor'>): Promise<SignedInPrincipal> {
  const member = await fastMember(testApp, { namePrefix: name });
  if (STAFF.includes(name)) await testApp.db.update(profiles).set({ adminRole: name as AdminRole }).where(eq(profiles.userId, member.userId));
  else await testApp.db.update(subscribers).set({ subscriptionTier: name as SubscriptionTier }).where(eq(subscribers.userId, member.userId));
  return { ...member, principal: name };
}

/** All nine principals, the visitor as a client without a session. */
export async function allPrincipals(testApp: TestApp): Promise<Principals> {
  const signedIn = {} as Record<Exclude<Principal, 'visitor'>, SignedInPrincipal>;
  for (const name of PRINCIPALS) if (name !== 'visitor') signedIn[name] = await principal(testApp, name);
  return { visitor: createClient(testApp), ...signedIn };
}

/** The client of a principal. */
export const clientOf = (all: Principals, name: Principal): TestClient => (name === 'visitor' ? all.visitor : all[name].client);
