import { count, eq, inArray } from 'drizzle-orm';
import type { SubscriptionTier } from '../../shared/constants.ts';
import type { CofounderProfileInput } from '../../shared/schemas/cofounders.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { subscribers } from '../db/schema/accounts.ts';
import { users } from '../db/schema/auth.ts';
import { cofounderIntros, cofounderProfiles } from '../db/schema/cofounders.ts';
import { DEMO_DOMAIN } from './demo-accounts.ts';

/**
 * One demo member's matching profile: `days` ago they joined the line; admitted members were let
 * in `admittedDays` ago. Members with `demo` are the demo accounts (master@, legacy@); the others
 * are fictional members made for it, who cannot sign in (no password).
 */
type DemoCofounder = {
  local: string;
  displayName?: string;
  tier?: SubscriptionTier;
  demo?: boolean;
  days: number;
  admittedDays?: number;
  profile: CofounderProfileInput;
};

export const DEMO_COFOUNDERS: readonly DemoCofounder[] = [
  {
    local: 'legacy',
    demo: true,
    days: 40,
    admittedDays: 30,
    profile: {
      building: 'A booking and reminders app for independent physiotherapy clinics',
      skills: ['engineering', 'product'],
      seeking: ['sales', 'marketing'],
      commitment: 'full_time',
      region: 'europe_africa',
      stage: 'prototype',
      pitch: 'Three clinics use my prototype every day. I need a co-founder who enjoys selling to clinic owners and can own growth while I build.',
    },
  },
  {
    local: 'priya.raman',
    displayName: 'Priya Raman',
    tier: 'master_builder',
    days: 38,
    admittedDays: 30,
    profile: {
      building: 'Looking to join a health-tech team as the commercial co-founder',
      skills: ['sales', 'marketing'],
      seeking: ['engineering'],
      commitment: 'full_time',
      region: 'europe_africa',
      stage: 'prototype',
      pitch: 'Eight years selling software to clinics and pharmacies across Europe. I want a technical partner with something real that customers already use.',
    },
  },
  {
    local: 'amara.okafor',
    displayName: 'Amara Okafor',
    tier: 'legacy_founder',
    days: 36,
    admittedDays: 30,
    profile: {
      building: 'A cash-flow forecasting tool for small wholesalers, already earning revenue',
      skills: ['operations', 'finance'],
      seeking: ['engineering', 'data_ai'],
      commitment: 'full_time',
      region: 'europe_africa',
      stage: 'revenue',
      pitch: 'Twelve paying wholesalers on a spreadsheet-backed service. I need an engineer to turn it into a product that runs without me.',
    },
  },
  {
    local: 'tomas.alvarez',
    displayName: 'Tomás Alvarez',
    tier: 'master_builder',
    days: 35,
    admittedDays: 30,
    profile: {
      building: 'Exploring tools that help freelance designers price their work',
      skills: ['design', 'product'],
      seeking: ['engineering', 'finance'],
      commitment: 'part_time',
      region: 'americas',
      stage: 'idea',
      pitch: 'Designer for ten years, interviewed forty freelancers about pricing. Looking for someone to validate and build a first version with, evenings and weekends.',
    },
  },
  {
    local: 'kenji.watanabe',
    displayName: 'Kenji Watanabe',
    tier: 'master_builder',
    days: 33,
    admittedDays: 30,
    profile: {
      building: 'A demand forecasting API for independent restaurants',
      skills: ['data_ai', 'engineering'],
      seeking: ['sales'],
      commitment: 'full_time',
      region: 'east_asia_oceania',
      stage: 'launched',
      pitch: 'The API is live and two restaurant groups test it. I am looking for a co-founder who can sell to restaurant owners in Australia and Japan.',
    },
  },
  {
    local: 'mei.chen',
    displayName: 'Mei Chen',
    tier: 'legacy_founder',
    days: 6,
    profile: {
      building: 'A marketplace for secondhand lab equipment',
      skills: ['product', 'design'],
      seeking: ['engineering'],
      commitment: 'full_time',
      region: 'east_asia_oceania',
      stage: 'launched',
      pitch: 'Launched in Singapore with forty listings from university labs. I need a technical co-founder to build payments and logistics.',
    },
  },
  {
    local: 'sofia.lindqvist',
    displayName: 'Sofia Lindqvist',
    tier: 'master_builder',
    days: 20,
    profile: {
      building: 'A newsletter business about sustainable travel',
      skills: ['marketing', 'content'],
      seeking: ['engineering'],
      commitment: 'part_time',
      region: 'europe_africa',
      stage: 'idea',
      pitch: 'I write for 6,000 readers and want to turn the audience into a booking product. Looking for a builder who travels too.',
    },
  },
  {
    local: 'daniel.mensah',
    displayName: 'Daniel Mensah',
    tier: 'master_builder',
    days: 14,
    profile: {
      building: 'A field sales app for distributors of building materials',
      skills: ['sales'],
      seeking: ['product', 'engineering'],
      commitment: 'full_time',
      region: 'europe_africa',
      stage: 'prototype',
      pitch: 'I ran sales for a distributor in Accra for six years and have a clickable prototype. I need a product-minded engineer.',
    },
  },
  {
    local: 'master',
    demo: true,
    days: 9,
    profile: {
      building: 'A subscription box for beginner home bakers',
      skills: ['marketing', 'operations'],
      seeking: ['engineering', 'design'],
      commitment: 'part_time',
      region: 'americas',
      stage: 'idea',
      pitch: 'I sold out two test batches of boxes to friends of friends. I am looking for someone to build the shop and the subscription side with me.',
    },
  },
  {
    local: 'lucas.ferreira',
    displayName: 'Lucas Ferreira',
    tier: 'master_builder',
    days: 3,
    profile: {
      building: 'An app that helps tenants document their rental deposit',
      skills: ['engineering'],
      seeking: ['marketing', 'sales'],
      commitment: 'part_time',
      region: 'americas',
      stage: 'idea',
      pitch: 'Full-stack developer in São Paulo. I have a working photo checklist and want a partner to find the first hundred tenants.',
    },
  },
];

/** An introduction already asked for in the demo: Amara asked Logan Legacy (pending, for legacy@ to answer). */
const DEMO_INTRO = {
  from: 'amara.okafor',
  to: 'legacy',
  message: 'Your booking app is close to what my wholesalers need for deliveries. Would you be open to a call about building together?',
};

const emailOf = (local: string) => `${local}@${DEMO_DOMAIN}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Co-founder matching with people in it: the demo accounts master@ (waiting) and legacy@
 * (admitted), and fictional members, some admitted and some waiting, so the page shows a real
 * place in the line and real matches on first start. Only into a database with the demo accounts
 * and without any matching profile or any of the fictional members.
 */
export async function seedDemoCofounders(db: Database, auth: Auth): Promise<boolean> {
  const [profilesThere] = await db.select({ value: count() }).from(cofounderProfiles);
  if ((profilesThere?.value ?? 0) > 0) return false;
  const demoEmails = DEMO_COFOUNDERS.filter((member) => member.demo).map((member) => emailOf(member.local));
  const fictionalEmails = DEMO_COFOUNDERS.filter((member) => !member.demo).map((member) => emailOf(member.local));
  const demoUsers = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, demoEmails));
  if (demoUsers.length !== demoEmails.length) return false;
  const [fictionalThere] = await db.select({ value: count() }).from(users).where(inArray(users.email, fictionalEmails));
  if ((fictionalThere?.value ?? 0) > 0) return false;

  const idByEmail = new Map(demoUsers.map((user) => [user.email, user.id]));
  const context = await auth.$context;
  for (const member of DEMO_COFOUNDERS) {
    if (member.demo) continue;
    const user = await context.internalAdapter.createUser({ email: emailOf(member.local), name: member.displayName ?? member.local, emailVerified: true }, { method: 'admin' });
    await db
      .update(subscribers)
      .set({ subscriptionTier: member.tier ?? 'master_builder' })
      .where(eq(subscribers.userId, user.id));
    idByEmail.set(emailOf(member.local), user.id);
  }
  await db.transaction(async (tx) => {
    await tx.insert(cofounderProfiles).values(
      DEMO_COFOUNDERS.map((member) => ({
        userId: idByEmail.get(emailOf(member.local))!,
        ...member.profile,
        joinedAt: daysAgo(member.days),
        updatedAt: daysAgo(member.days),
        admittedAt: member.admittedDays === undefined ? null : daysAgo(member.admittedDays),
      })),
    );
    await tx.insert(cofounderIntros).values({
      fromUserId: idByEmail.get(emailOf(DEMO_INTRO.from))!,
      toUserId: idByEmail.get(emailOf(DEMO_INTRO.to))!,
      message: DEMO_INTRO.message,
      createdAt: daysAgo(2),
    });
  });
  return true;
}
