import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { xpTransactions } from '#server/db/schema/gamification.ts';
import { DEMO_DOMAIN } from '#server/seed/demo-accounts.ts';
import { seedDemoChallenges } from '#server/seed/demo-challenges-seed.ts';
import type { ChallengesPage } from '#shared/schemas/challenges.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
let legacy: FastMember;
let master: FastMember;

beforeAll(async () => {
  [legacy, master] = await fastMembers(testApp, 2);
  for (const [member, local, tier] of [[legacy, 'legacy', 'legacy_founder'], [master, 'master', 'master_builder']] as const) {
    await testApp.db.update(users).set({ email: `${local}@${DEMO_DOMAIN}` }).where(eq(users.id, member.userId));
    await testApp.db.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, member.userId));
  }
});

describe('the demo challenges', () => {
  it("give a new install this week's challenge, which Logan joined, and last week's, which Logan completed through the event pipeline", async () => {
    expect(await seedDemoChallenges(testApp.db)).toBe(true);
    await testApp.worker.drain();
    const page = (await (await master.client.get('/api/challenges')).json()) as ChallengesPage;
    expect(page.current).toMatchObject({ title: 'Talk to five potential customers', participants: 1, you: null, link: { kind: 'tactic', title: 'Personalised Cold Email Outreach' } });
    expect(page.past).toEqual([expect.objectContaining({ title: 'Write your one-sentence pitch', you: { completedAt: null, checkIns: 1 } })]);

    const joined = await master.client.post(`/api/challenges/${page.current!.id}/participation`, {});
    const view = (await joined.json()) as ChallengesPage['current'];
    expect(view!.pod!.checkIns.map((checkIn) => checkIn.memberId)).toEqual([legacy.userId]);

    expect((await testApp.db.select().from(xpTransactions).where(eq(xpTransactions.userId, legacy.userId))).map((row) => row.amount)).toEqual([100]);
    const notices = ((await (await master.client.get('/api/me/notifications')).json()) as NotificationList).items.filter((item) => item.actionType === 'pod_member_completed');
    expect(notices).toHaveLength(1);
    expect(await seedDemoChallenges(testApp.db)).toBe(false);
  });
});
