import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROVENANCE_FIGURES } from '#shared/constants.ts';
import { XP_AMOUNTS } from '#shared/domain/progress.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import type { Progress } from '#shared/schemas/progress.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { ratings, votes } from '#server/db/schema/engagement.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { backfillDemoProvenance } from '#server/seed/demo-content-seed.ts';
import { seedDemoEngagement, settleDemoProgress } from '#server/seed/demo-engagement-seed.ts';
import { DRAFT_DEMO_STUDIES, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
let members: FastMember[];

beforeAll(async () => {
  members = await fastMembers(testApp, DEMO_ACCOUNTS.length);
  await seedDemoEngagement(
    testApp.db,
    members.map((member) => member.userId),
  );
});

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describe('the demo content', () => {
  it('gives every figure of a demo study a source and an as-of date, which the reader receives', async () => {
    const study = PUBLISHED_DEMO_STUDIES[0]!;
    const id = await caseStudyIdByTitle(testApp, study.title);
    const page = await json<CaseStudyDetail>(await createClient(testApp).get(`/api/case-studies/${id}`));
    const sourced = { kind: 'self_reported', as_of: study.publishedAt };
    expect(page.figuresProvenance).toEqual({ revenue: sourced, profit: sourced, costs: sourced, team: sourced });

    const rows = await testApp.db.select({ title: caseStudies.title, provenance: caseStudies.figuresProvenance }).from(caseStudies);
    const unsourced = rows.filter((row) => PROVENANCE_FIGURES.some((figure) => !row.provenance[figure]?.as_of));
    expect(unsourced.map((row) => row.title)).toEqual([]);
    const draft = DRAFT_DEMO_STUDIES[0]!;
    expect(rows.find((row) => row.title === draft.title)?.provenance.team).toEqual({ kind: 'self_reported', as_of: draft.figuresAsOf });
  });

  it('gives the demo studies of an install seeded before provenance theirs, keeping what an editor set', async () => {
    const [first, second] = PUBLISHED_DEMO_STUDIES;
    const edited = { revenue: { kind: 'verified' as const, as_of: '2026-10-01' } };
    await testApp.db.update(caseStudies).set({ figuresProvenance: {} }).where(eq(caseStudies.title, first!.title));
    await testApp.db.update(caseStudies).set({ figuresProvenance: edited }).where(eq(caseStudies.title, second!.title));
    expect(await backfillDemoProvenance(testApp.db)).toBe(1);
    expect(await backfillDemoProvenance(testApp.db)).toBe(0);
    const provenanceOf = async (title: string) =>
      (await testApp.db.select({ provenance: caseStudies.figuresProvenance }).from(caseStudies).where(eq(caseStudies.title, title)))[0]!.provenance;
    expect((await provenanceOf(first!.title)).costs).toEqual({ kind: 'self_reported', as_of: first!.publishedAt });
    expect(await provenanceOf(second!.title)).toEqual(edited);
  });
});

describe('the demo engagement', () => {
  it("gives each member the XP, achievements and levels their seeded votes and ratings earn, as the dashboard shows them", async () => {
    for (const member of members) {
      const [voteCount, ratingCount] = await Promise.all([
        testApp.db.$count(votes, eq(votes.userId, member.userId)),
        testApp.db.$count(ratings, eq(ratings.userId, member.userId)),
      ]);
      const progress = await json<Progress>(await member.client.get('/api/me/progress'));
      const earned = progress.achievements.filter((achievement) => achievement.earned);
      // Every achievement the counts reach is earned, and no other.
      expect(progress.achievements.filter((achievement) => achievement.progress >= achievement.target).map((a) => a.key)).toEqual(earned.map((a) => a.key));
      expect(earned.map((achievement) => achievement.key)).toContain('first_vote');
      expect(progress.level.xp).toBe(voteCount * XP_AMOUNTS.vote + ratingCount * XP_AMOUNTS.rating + earned.length * XP_AMOUNTS.achievement);

      const notifications = await json<NotificationList>(await member.client.get('/api/me/notifications'));
      const unlocked = notifications.items.filter((item) => item.actionType === 'achievement_unlocked');
      expect(unlocked).toHaveLength(earned.length);
    }
  });

  it('never pays twice for a seeded vote taken back and cast again', async () => {
    const member = members[0]!;
    const [vote] = await testApp.db.select().from(votes).where(eq(votes.userId, member.userId)).limit(1);
    const before = await json<Progress>(await member.client.get('/api/me/progress'));
    const path = vote!.caseStudyId ? `/api/case-studies/${vote!.caseStudyId}/vote` : `/api/tactics/${vote!.tacticId}/vote`;
    expect((await member.client.delete(path)).status).toBeLessThan(300);
    expect((await member.client.put(path, { voteType: vote!.voteType })).status).toBeLessThan(300);
    const after = await json<Progress>(await member.client.get('/api/me/progress'));
    expect(after.level.xp).toBe(before.level.xp);
    // Settling again at the next start gives nothing more either.
    await testApp.db.transaction((tx) => settleDemoProgress(tx, [member.userId]));
    expect((await json<Progress>(await member.client.get('/api/me/progress'))).level.xp).toBe(before.level.xp);
  });
});
