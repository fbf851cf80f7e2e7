import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { discussions, discussionUpvotes, userActions } from '#server/db/schema/community.ts';
import { caseStudies, tactics } from '#server/db/schema/content.ts';
import { bookmarks, ratings, votes } from '#server/db/schema/engagement.ts';
import type { VoteType } from '#shared/constants.ts';
import { setVote, type VoteState } from '#shared/domain/voting.ts';
import { DEMO_TACTICS, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';

// Many members vote, switch, rate, bookmark and upvote the same items at the same time.
// PGlite runs one statement at a time; on PostgreSQL the requests really overlap, which is
// the real proof that the row locks keep every counter equal to a fresh count of its rows.

const MEMBERS = 60;

// Counters and notifications only; progress under parallel requests is tested with progress.
const testApp = testAppForFile({ handlers: EVENT_HANDLERS.filter((handler) => handler.name === 'notifications'), demoContent: true });
let members: FastMember[];
let studyId: string;
let tacticId: string;
let discussionId: string;

beforeAll(async () => {
  members = await fastMembers(testApp, MEMBERS);
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
  tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
  // Member 0 submitted the study, so votes and ratings on it are recorded for them.
  await testApp.db.update(caseStudies).set({ submittedBy: members[0]!.userId }).where(eq(caseStudies.id, studyId));
  const [discussion] = await testApp.db
    .insert(discussions)
    .values({ title: 'Busy thread', bodyMarkdown: 'Everyone upvotes this', authorId: members[0]!.userId, relatedCaseId: studyId })
    .returning({ id: discussions.id });
  discussionId = discussion!.id;
});

const opposite = (vote: VoteType): VoteType => (vote === 'upvote' ? 'downvote' : 'upvote');

/** What member i does, in order; some steps send two requests at once. */
function plan(i: number) {
  const first: VoteType = i % 2 === 0 ? 'upvote' : 'downvote';
  const presses: VoteType[] = [first];
  if (i % 3 === 0) presses.push(opposite(first));
  if (i % 5 === 0) presses.push(presses.at(-1)!);
  const stars = [(i % 5) + 1, ...(i % 4 === 0 ? [((i + 2) % 5) + 1] : [])];
  return { presses, stars, removeTacticVote: i % 2 === 1, upvoteTwice: i % 3 === 1, unbookmark: i % 7 === 0 };
}

describe('engagement under concurrency', () => {
  it(`keeps every counter exact while ${MEMBERS} members act at once`, async () => {
    const statuses: number[] = [];
    const send = async (request: Promise<Response>) => {
      const response = await request;
      statuses.push(response.status);
      await response.body?.cancel();
    };
    const studyBase = `/api/case-studies/${studyId}`;
    const tacticBase = `/api/tactics/${tacticId}`;

    await Promise.all(
      members.map(async ({ client }, i) => {
        const p = plan(i);
        // The first vote, the first rating, a tactic upvote, a bookmark and a discussion upvote, all at once.
        await Promise.all([
          send(client.put(`${studyBase}/vote`, { voteType: p.presses[0] })),
          send(client.put(`${studyBase}/rating`, { rating: p.stars[0] })),
          send(client.put(`${tacticBase}/vote`, { voteType: 'upvote' })),
          send(client.put(`${studyBase}/bookmark`)),
          send(client.post(`/api/discussions/${discussionId}/upvote`)),
        ]);
        for (const voteType of p.presses.slice(1)) await send(client.put(`${studyBase}/vote`, { voteType }));
        await Promise.all([
          ...p.stars.slice(1).map((rating) => send(client.put(`${studyBase}/rating`, { rating }))),
          ...(p.removeTacticVote ? [send(client.delete(`${tacticBase}/vote`))] : []),
          ...(p.upvoteTwice ? [send(client.post(`/api/discussions/${discussionId}/upvote`))] : []),
          ...(p.unbookmark ? [send(client.delete(`${studyBase}/bookmark`))] : []),
        ]);
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // The outcome each member's own sequence leads to.
    let expectedVotes = 0;
    let expectedUpvoteActions = 0;
    let expectedRateActions = 0;
    const finalStars: number[] = [];
    members.forEach((_, i) => {
      const p = plan(i);
      let vote: VoteState = null;
      let upvoted = false;
      for (const pressed of p.presses) {
        const step = setVote(vote, pressed);
        vote = step.next;
        expectedVotes += step.delta;
        if (step.next === 'upvote' && step.delta !== 0) upvoted = true;
      }
      // One notification per member, item and kind a day, however often they change their mind.
      if (i !== 0 && upvoted) expectedUpvoteActions += 1;
      if (i !== 0) expectedRateActions += 1;
      finalStars.push(p.stars.at(-1)!);
    });
    const expectedAverage = Math.round((finalStars.reduce((a, b) => a + b, 0) / finalStars.length) * 100) / 100;
    const expectedTacticVotes = members.filter((_, i) => !plan(i).removeTacticVote).length;
    const expectedDiscussionUpvotes = members.filter((_, i) => !plan(i).upvoteTwice).length;
    const expectedBookmarks = members.filter((_, i) => !plan(i).unbookmark).length;

    // Fresh counts of the rows.
    const [study] = await testApp.db.select().from(caseStudies).where(eq(caseStudies.id, studyId));
    const [tactic] = await testApp.db.select().from(tactics).where(eq(tactics.id, tacticId));
    const [discussion] = await testApp.db.select().from(discussions).where(eq(discussions.id, discussionId));
    const [studyVotes] = await testApp.db
      .select({ total: sql<number>`coalesce(sum(case when ${votes.voteType} = 'upvote' then 1 else -1 end), 0)::int` })
      .from(votes)
      .where(eq(votes.caseStudyId, studyId));
    const [tacticVotes] = await testApp.db
      .select({ total: sql<number>`coalesce(sum(case when ${votes.voteType} = 'upvote' then 1 else -1 end), 0)::int` })
      .from(votes)
      .where(eq(votes.tacticId, tacticId));
    const [studyRatings] = await testApp.db
      .select({ total: count(), average: sql<string>`round(avg(${ratings.rating}), 2)` })
      .from(ratings)
      .where(eq(ratings.caseStudyId, studyId));
    const [upvoteRows] = await testApp.db.select({ total: count() }).from(discussionUpvotes).where(eq(discussionUpvotes.discussionId, discussionId));
    const [bookmarkRows] = await testApp.db.select({ total: count() }).from(bookmarks).where(eq(bookmarks.caseStudyId, studyId));

    expect(study!.voteCount).toBe(studyVotes!.total);
    expect(study!.voteCount).toBe(expectedVotes);
    expect(tactic!.voteCount).toBe(tacticVotes!.total);
    expect(tactic!.voteCount).toBe(expectedTacticVotes);
    expect(study!.ratingCount).toBe(studyRatings!.total);
    expect(study!.ratingCount).toBe(MEMBERS);
    expect(study!.averageRating).toBe(Number(studyRatings!.average));
    expect(study!.averageRating).toBe(expectedAverage);
    expect(discussion!.upvotes).toBe(upvoteRows!.total);
    expect(discussion!.upvotes).toBe(expectedDiscussionUpvotes);
    expect(bookmarkRows!.total).toBe(expectedBookmarks);

    // One activity row per member who upvoted or rated member 0's study.
    const actionCount = async (actionType: 'upvote_case_study' | 'rate_case_study') =>
      (
        await testApp.db
          .select({ total: count() })
          .from(userActions)
          .where(and(eq(userActions.targetId, members[0]!.userId), eq(userActions.actionType, actionType)))
      )[0]!.total;
    expect(await actionCount('upvote_case_study')).toBe(expectedUpvoteActions);
    expect(await actionCount('rate_case_study')).toBe(expectedRateActions);
  });
});
