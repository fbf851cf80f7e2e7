import { count, eq, inArray } from 'drizzle-orm';
import type { Auth } from '../auth/auth.ts';
import type { Logger } from '../lib/logger.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { profiles, subscribers } from '../db/schema/accounts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedAcademy } from './academy-seed.ts';
import { backfillDemoProvenance, seedDemoContent } from './demo-content-seed.ts';
import { seedDemoEngagement, settleDemoProgress } from './demo-engagement-seed.ts';
import { seedDemoSubmissions } from './demo-submissions-seed.ts';
import { DEMO_QUESTS, seedDemoQuests } from './demo-quests-seed.ts';
import { seedDemoIdeas } from './demo-ideas-seed.ts';
import { seedDemoGigs } from './demo-gigs-seed.ts';
import { seedDemoDeals } from './demo-deals-seed.ts';
import { seedDemoChallenges } from './demo-challenges-seed.ts';
import { seedDemoCofounders } from './demo-cofounders-seed.ts';

/** Creates the demo accounts, only in a database without any user. */
export async function seedDemoAccounts(db: Database, auth: Auth): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  const context = await auth.$context;
  const passwordHash = await context.password.hash(DEMO_PASSWORD);
  for (const demo of DEMO_ACCOUNTS) {
    const user = await context.internalAdapter.createUser({ email: demo.email, name: demo.displayName, emailVerified: true }, { method: 'email-password' });
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: passwordHash });
    await db.update(subscribers).set({ subscriptionTier: demo.tier }).where(eq(subscribers.userId, user.id));
    await db.update(profiles).set({ adminRole: demo.adminRole }).where(eq(profiles.userId, user.id));
  }
  return true;
}

export async function seedDatabase({ db, auth, logger }: { db: Database; auth: Auth; logger: Logger }) {
  if (await seedDemoAccounts(db, auth)) logger.info({ accounts: DEMO_ACCOUNTS.length }, 'demo accounts created');
  if (await seedDemoContent(db)) logger.info('demo case studies and tactics loaded');
  else {
    const sourced = await backfillDemoProvenance(db);
    if (sourced > 0) logger.info({ caseStudies: sourced }, 'demo figures given their source and as-of date');
  }
  if (await seedAcademy(db)) logger.info('demo courses, bootcamps and templates loaded');
  const demoMembers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
  const memberIds = demoMembers.map((member) => member.id);
  if (await seedDemoEngagement(db, memberIds)) logger.info('demo votes and ratings loaded');
  // Installs seeded before the progress code ran at seed time: the demo members' XP and achievements, given once.
  else await db.transaction((tx) => settleDemoProgress(tx, memberIds));
  if (await seedDemoSubmissions(db)) logger.info('demo member submissions loaded');
  if (await seedDemoQuests(db)) logger.info({ quests: DEMO_QUESTS.length }, 'demo daily quests loaded');
  if (await seedDemoIdeas(db, memberIds)) logger.info('demo ideas loaded');
  if (await seedDemoGigs(db)) logger.info('demo gigs loaded');
  if (await seedDemoDeals(db)) logger.info('demo partner deals and VIP events loaded');
  if (await seedDemoChallenges(db)) logger.info('demo weekly challenges loaded');
  if (await seedDemoCofounders(db, auth)) logger.info('demo co-founder matching profiles loaded');
}
