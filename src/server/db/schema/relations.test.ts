import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { profiles } from './accounts.ts';
import { users } from './auth.ts';
import { discussions, userActions } from './community.ts';
import { caseStudies, tacticCaseStudies, tactics } from './content.ts';
import { votes } from './engagement.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('relational queries', () => {
  it('load authors, replies, sub-tactics, linked studies and actors in one query each', async () => {
    const { db } = testApp;
    const [user] = await db.insert(users).values({ name: 'Rel', email: `rel-${randomUUID()}@example.com` }).returning();
    if (!user) throw new Error('user not inserted');
    await db.insert(profiles).values({ userId: user.id, displayName: 'Rel Author' }).onConflictDoNothing();
    const [parent] = await db.insert(tactics).values({ name: 'Parent', descriptionHtml: '<p>p</p>', category: 'sales' }).returning();
    if (!parent) throw new Error('tactic not inserted');
    await db.insert(tactics).values({ name: 'Child', descriptionHtml: '<p>c</p>', category: 'sales', parentTacticId: parent.id });
    const [study] = await db
      .insert(caseStudies)
      .values({ title: 'Linked study', contentStructure: { introduction: 'i', problem: 'p', solution: 's', metrics: {} } })
      .returning();
    if (!study) throw new Error('case study not inserted');
    await db.insert(tacticCaseStudies).values({ tacticId: parent.id, caseStudyId: study.id });
    await db.insert(votes).values({ userId: user.id, caseStudyId: study.id, voteType: 'upvote' });
    const [top] = await db.insert(discussions).values({ title: 'Top', bodyMarkdown: 'b', authorId: user.id, relatedCaseId: study.id }).returning();
    if (!top) throw new Error('discussion not inserted');
    await db.insert(discussions).values({ bodyMarkdown: 'reply', authorId: user.id, relatedCaseId: study.id, parentId: top.id });
    await db.insert(userActions).values({ userId: user.id, targetId: user.id, actionType: 'follow_user' });

    const tactic = await db.query.tactics.findFirst({
      where: eq(tactics.id, parent.id),
      with: { subTactics: true, caseStudyLinks: { with: { caseStudy: true } } },
    });
    expect(tactic?.subTactics.map((t) => t.name)).toEqual(['Child']);
    expect(tactic?.caseStudyLinks.map((l) => l.caseStudy.title)).toEqual(['Linked study']);

    const thread = await db.query.discussions.findFirst({
      where: eq(discussions.id, top.id),
      with: { author: { columns: { displayName: true } }, replies: true },
    });
    expect(thread?.author?.displayName).toBe('Rel Author');
    expect(thread?.replies.map((r) => r.bodyMarkdown)).toEqual(['reply']);

    const withVotes = await db.query.caseStudies.findFirst({ where: eq(caseStudies.id, study.id), with: { votes: true, discussions: true } });
    expect(withVotes?.votes).toHaveLength(1);
    expect(withVotes?.discussions).toHaveLength(2);

    const actions = await db.query.userActions.findMany({ where: eq(userActions.targetId, user.id), with: { actor: true } });
    expect(actions[0]?.actor?.displayName).toBe('Rel Author');
  });
});
