import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { userActions } from '#server/db/schema/community.ts';
import { caseStudies, tactics } from '#server/db/schema/content.ts';
import { bookmarks, ratings, votes } from '#server/db/schema/engagement.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { itemKey } from '#server/lib/content-items.ts';
import { castVote, removeVote } from './engagement.service.ts';
import { DRAFT_DEMO_STUDIES, PUBLISHED_DEMO_STUDIES, DEMO_TACTICS, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMember, fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

type Kind = 'case_study' | 'tactic';
type Target = { kind: Kind; base: string; id: string; draftId: string; notFound: string };

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
const targets = {} as Record<Kind, Target>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const EMPTY: EngagementState = { voteCount: 0, viewerVote: null, bookmarked: false, averageRating: 0, ratingCount: 0, viewerRating: null };

beforeAll(async () => {
  const [draftTactic] = await testApp.db
    .insert(tactics)
    .values({ name: 'Unreviewed Draft Tactic', descriptionHtml: '<p>Draft</p>', category: 'marketing', status: 'draft', publishedAt: null })
    .returning({ id: tactics.id });
  targets.case_study = {
    kind: 'case_study',
    base: '/api/case-studies',
    id: await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title),
    draftId: await caseStudyIdByTitle(testApp, DRAFT_DEMO_STUDIES[0]!.title),
    notFound: 'Case Study Not Found',
  };
  targets.tactic = {
    kind: 'tactic',
    base: '/api/tactics',
    id: await tacticIdByName(testApp, DEMO_TACTICS[0]!.name),
    draftId: draftTactic!.id,
    notFound: 'Tactic Not Found',
  };
});

async function state(response: Response): Promise<EngagementState> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EngagementState;
}

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.message).toBe(message);
  return body.error.code as string;
}

describe.each(['case_study', 'tactic'] as const)('engagement on a %s', (kind) => {
  let target: Target;
  let member: FastMember;
  beforeAll(async () => {
    target = targets[kind];
    member = await fastMember(testApp);
  });

  describe('GET .../engagement', () => {
    it('answers a visitor with the counters and empty viewer fields', async () => {
      expect(await state(await visitor.get(`${target.base}/${target.id}/engagement`))).toEqual(EMPTY);
    });

    it('is 404 for an unknown id, a malformed id and a draft', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', target.draftId]) {
        await expectError(await visitor.get(`${target.base}/${id}/engagement`), 404, target.notFound);
      }
    });
  });

  describe('PUT/DELETE .../vote', () => {
    it('needs a signed-in member', async () => {
      const code = await expectError(await visitor.put(`${target.base}/${target.id}/vote`, { voteType: 'upvote' }), 401, 'Authentication required');
      expect(code).toBe('UNAUTHENTICATED');
      await expectError(await visitor.delete(`${target.base}/${target.id}/vote`), 401, 'Authentication required');
    });

    it('refuses a vote type other than upvote or downvote', async () => {
      for (const body of [{ voteType: 'sideways' }, {}, { voteType: 1 }, { voteType: null }]) {
        await expectError(await member.client.put(`${target.base}/${target.id}/vote`, body), 400, 'Vote type must be upvote or downvote');
      }
      const malformed = await member.client.request(`${target.base}/${target.id}/vote`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"voteType":',
      });
      expect(malformed.status).toBe(400);
    });

    it('is 404 for an unknown or draft item', async () => {
      for (const id of [UNKNOWN_ID, target.draftId]) {
        await expectError(await member.client.put(`${target.base}/${id}/vote`, { voteType: 'upvote' }), 404, target.notFound);
        await expectError(await member.client.delete(`${target.base}/${id}/vote`), 404, target.notFound);
      }
    });

    it('sets the vote (idempotent): up +1, up again changes nothing, switching counts 2, DELETE clears', async () => {
      const put = async (voteType: string) => state(await member.client.put(`${target.base}/${target.id}/vote`, { voteType }));
      expect(await put('upvote')).toMatchObject({ voteCount: 1, viewerVote: 'upvote' });
      expect(await put('upvote')).toMatchObject({ voteCount: 1, viewerVote: 'upvote' });
      expect(await put('downvote')).toMatchObject({ voteCount: -1, viewerVote: 'downvote' });
      expect(await put('downvote')).toMatchObject({ voteCount: -1, viewerVote: 'downvote' });
      expect(await put('upvote')).toMatchObject({ voteCount: 1, viewerVote: 'upvote' });
      expect(await state(await member.client.delete(`${target.base}/${target.id}/vote`))).toMatchObject({ voteCount: 0, viewerVote: null });
    });

    it('stays exact when the same PUT is sent 50 times at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => member.client.put(`${target.base}/${target.id}/vote`, { voteType: 'upvote' })),
      );
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
      expect(await state(await visitor.get(`${target.base}/${target.id}/engagement`))).toMatchObject({ voteCount: 1 });
      await Promise.all(Array.from({ length: 50 }, () => member.client.delete(`${target.base}/${target.id}/vote`)));
      expect(await state(await visitor.get(`${target.base}/${target.id}/engagement`))).toMatchObject({ voteCount: 0 });
    });

    it('keeps one vote per member, counts everyone, and DELETE removes only the own vote (idempotent)', async () => {
      const [a, b, c] = await fastMembers(testApp, 3);
      await state(await a!.client.put(`${target.base}/${target.id}/vote`, { voteType: 'upvote' }));
      await state(await b!.client.put(`${target.base}/${target.id}/vote`, { voteType: 'upvote' }));
      expect(await state(await c!.client.put(`${target.base}/${target.id}/vote`, { voteType: 'downvote' }))).toMatchObject({ voteCount: 1 });
      expect(await state(await a!.client.delete(`${target.base}/${target.id}/vote`))).toMatchObject({ voteCount: 0, viewerVote: null });
      expect(await state(await a!.client.delete(`${target.base}/${target.id}/vote`))).toMatchObject({ voteCount: 0, viewerVote: null });
      expect(await state(await b!.client.get(`${target.base}/${target.id}/engagement`))).toMatchObject({ voteCount: 0, viewerVote: 'upvote' });
      expect(await state(await visitor.get(`${target.base}/${target.id}/engagement`))).toMatchObject({ voteCount: 0, viewerVote: null });
      // Leave the item as it was for the other tests.
      await b!.client.delete(`${target.base}/${target.id}/vote`);
      await c!.client.delete(`${target.base}/${target.id}/vote`);
    });

    it.runIf(process.env.TEST_DB === 'postgres')('sends 5 statements when the vote changes and 4 when it does not, BEGIN and COMMIT included', async () => {
      const voter = await fastMember(testApp);
      const key = itemKey(kind, target.id);
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      const statementsOf = async (vote: () => Promise<unknown>) => {
        sent.mockClear();
        await vote();
        return sent.mock.calls.length;
      };
      try {
        expect(await statementsOf(() => castVote(testApp.db, key, voter.userId, 'upvote'))).toBe(5);
        expect(await statementsOf(() => castVote(testApp.db, key, voter.userId, 'upvote'))).toBe(4);
        expect(await statementsOf(() => castVote(testApp.db, key, voter.userId, 'downvote'))).toBe(5);
        expect(await statementsOf(() => removeVote(testApp.db, key, voter.userId))).toBe(4);
        expect(await statementsOf(() => removeVote(testApp.db, key, voter.userId))).toBe(4);
      } finally {
        sent.mockRestore();
      }
    });
  });

  describe('PUT/DELETE .../bookmark', () => {
    it('needs a signed-in member', async () => {
      await expectError(await visitor.put(`${target.base}/${target.id}/bookmark`), 401, 'Authentication required');
      await expectError(await visitor.delete(`${target.base}/${target.id}/bookmark`), 401, 'Authentication required');
    });

    it('is 404 for an unknown or draft item', async () => {
      for (const id of [UNKNOWN_ID, 'x', target.draftId]) {
        await expectError(await member.client.put(`${target.base}/${id}/bookmark`), 404, target.notFound);
        await expectError(await member.client.delete(`${target.base}/${id}/bookmark`), 404, target.notFound);
      }
    });

    it('adds and removes idempotently', async () => {
      const column = kind === 'case_study' ? bookmarks.caseStudyId : bookmarks.tacticId;
      const rows = () => testApp.db.select().from(bookmarks).where(and(eq(bookmarks.userId, member.userId), eq(column, target.id)));
      expect(await state(await member.client.put(`${target.base}/${target.id}/bookmark`))).toMatchObject({ bookmarked: true });
      expect(await state(await member.client.put(`${target.base}/${target.id}/bookmark`))).toMatchObject({ bookmarked: true });
      expect(await rows()).toHaveLength(1);
      expect(await state(await member.client.get(`${target.base}/${target.id}/engagement`))).toMatchObject({ bookmarked: true });
      expect(await state(await visitor.get(`${target.base}/${target.id}/engagement`))).toMatchObject({ bookmarked: false });
      expect(await state(await member.client.delete(`${target.base}/${target.id}/bookmark`))).toMatchObject({ bookmarked: false });
      expect(await state(await member.client.delete(`${target.base}/${target.id}/bookmark`))).toMatchObject({ bookmarked: false });
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('PUT .../rating', () => {
    it('needs a signed-in member', async () => {
      await expectError(await visitor.put(`${target.base}/${target.id}/rating`, { rating: 4 }), 401, 'Authentication required');
    });

    it('refuses anything but a whole number from 1 to 5', async () => {
      for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }, {}, { rating: null }]) {
        await expectError(await member.client.put(`${target.base}/${target.id}/rating`, body), 400, 'Rating must be a whole number from 1 to 5');
      }
      await expectError(
        await member.client.put(`${target.base}/${target.id}/rating`, { rating: 4, reviewText: 'x'.repeat(2001) }),
        400,
        'Review must be at most 2,000 characters',
      );
      await expectError(await member.client.put(`${target.base}/${target.id}/rating`, { rating: 4, reviewText: 5 }), 400, 'Review must be text');
    });

    it('is 404 for an unknown or draft item', async () => {
      for (const id of [UNKNOWN_ID, target.draftId]) {
        await expectError(await member.client.put(`${target.base}/${id}/rating`, { rating: 4 }), 404, target.notFound);
      }
    });

    it('upserts one rating per member and keeps the average and count exact', async () => {
      const [a, b, c] = await fastMembers(testApp, 3);
      const rate = async (m: FastMember, body: object) => state(await m.client.put(`${target.base}/${target.id}/rating`, body));
      expect(await rate(a!, { rating: 5 })).toMatchObject({ averageRating: 5, ratingCount: 1, viewerRating: 5 });
      expect(await rate(b!, { rating: 4 })).toMatchObject({ averageRating: 4.5, ratingCount: 2, viewerRating: 4 });
      expect(await rate(c!, { rating: 4 })).toMatchObject({ averageRating: 4.33, ratingCount: 3, viewerRating: 4 });
      expect(await rate(a!, { rating: 1 })).toMatchObject({ averageRating: 3, ratingCount: 3, viewerRating: 1 });
      expect(await rate(c!, { rating: 2 })).toMatchObject({ averageRating: 2.33, ratingCount: 3, viewerRating: 2 });
      expect(await state(await visitor.get(`${target.base}/${target.id}/engagement`))).toMatchObject({
        averageRating: 2.33,
        ratingCount: 3,
        viewerRating: null,
      });
      const item = kind === 'case_study' ? caseStudies : tactics;
      const [row] = await testApp.db.select({ averageRating: item.averageRating, ratingCount: item.ratingCount }).from(item).where(eq(item.id, target.id));
      expect(row).toEqual({ averageRating: 2.33, ratingCount: 3 });
    });

    it('keeps the review when only the stars change, and clears it when asked', async () => {
      const m = await fastMember(testApp);
      const column = kind === 'case_study' ? ratings.caseStudyId : ratings.tacticId;
      const review = async () =>
        (await testApp.db.select({ reviewText: ratings.reviewText }).from(ratings).where(and(eq(ratings.userId, m.userId), eq(column, target.id))))[0]
          ?.reviewText;
      await state(await m.client.put(`${target.base}/${target.id}/rating`, { rating: 4, reviewText: '  Clear and useful.  ' }));
      expect(await review()).toBe('Clear and useful.');
      await state(await m.client.put(`${target.base}/${target.id}/rating`, { rating: 5 }));
      expect(await review()).toBe('Clear and useful.');
      await state(await m.client.put(`${target.base}/${target.id}/rating`, { rating: 5, reviewText: '   ' }));
      expect(await review()).toBeNull();
    });
  });

  describe('the answer to a vote', () => {
    it('is the state right after that vote, as the voter reads it then, with many voting at once', async () => {
      const voters = await fastMembers(testApp, 6);
      const engagementOf = async (client: TestClient) => state(await client.get(`${target.base}/${target.id}/engagement`));
      await state(await voters[0]!.client.put(`${target.base}/${target.id}/bookmark`));
      await state(await voters[1]!.client.put(`${target.base}/${target.id}/rating`, { rating: 2 }));
      const before = await engagementOf(visitor);
      const answers = await Promise.all(voters.map(async ({ client }) => state(await client.put(`${target.base}/${target.id}/vote`, { voteType: 'upvote' }))));
      // The votes took turns under the item's lock: each answer counts the votes before it and its own.
      expect(answers.map((answer) => answer.voteCount - before.voteCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const [i, voter] of voters.entries()) {
        expect(answers[i]).toEqual({ ...(await engagementOf(voter.client)), voteCount: answers[i]!.voteCount });
      }
      expect((await engagementOf(visitor)).voteCount).toBe(before.voteCount + voters.length);
      await Promise.all(voters.map(({ client }) => client.delete(`${target.base}/${target.id}/vote`)));
    });
  });
});

describe('activity for the content’s submitter', () => {
  let author: FastMember;
  let fan: FastMember;
  let studyId: string;
  let staffStudyId: string;

  beforeAll(async () => {
    [author, fan] = await fastMembers(testApp, 2);
    studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[1]!.title);
    staffStudyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[2]!.title);
    await testApp.db.update(caseStudies).set({ submittedBy: author!.userId }).where(eq(caseStudies.id, studyId));
  });

  const actionsFor = (userId: string) =>
    testApp.db
      .select({ userId: userActions.userId, actionType: userActions.actionType, actionMetadata: userActions.actionMetadata })
      .from(userActions)
      .where(eq(userActions.targetId, userId))
      .orderBy(asc(userActions.createdAt));

  it('records an upvote on member content, and nothing for removing or downvoting', async () => {
    await state(await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' }));
    await state(await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' }));
    await state(await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'downvote' }));
    expect(await actionsFor(author.userId)).toEqual([
      {
        userId: fan.userId,
        actionType: 'upvote_case_study',
        actionMetadata: { caseStudyId: studyId, title: PUBLISHED_DEMO_STUDIES[1]!.title },
      },
    ]);
    // Upvoting again the same day, however often, does not notify the author again.
    await state(await fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' }));
    await state(await fan.client.delete(`/api/case-studies/${studyId}/vote`));
    await Promise.all(Array.from({ length: 10 }, () => fan.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' })));
    expect((await actionsFor(author.userId)).map((a) => a.actionType)).toEqual(['upvote_case_study']);
  });

  it('records a rating once a day, showing the latest stars', async () => {
    const before = (await actionsFor(author.userId)).length;
    await state(await fan.client.put(`/api/case-studies/${studyId}/rating`, { rating: 4 }));
    await state(await fan.client.put(`/api/case-studies/${studyId}/rating`, { rating: 4, reviewText: 'Same stars' }));
    await state(await fan.client.put(`/api/case-studies/${studyId}/rating`, { rating: 2 }));
    const ratingsActions = (await actionsFor(author.userId)).slice(before);
    expect(ratingsActions).toEqual([
      { userId: fan.userId, actionType: 'rate_case_study', actionMetadata: { caseStudyId: studyId, title: PUBLISHED_DEMO_STUDIES[1]!.title, rating: 2 } },
    ]);
  });

  it('records an upvote and a rating on a member’s tactic', async () => {
    const tacticId = await tacticIdByName(testApp, DEMO_TACTICS[2]!.name);
    await testApp.db.update(tactics).set({ submittedBy: author.userId }).where(eq(tactics.id, tacticId));
    const before = (await actionsFor(author.userId)).length;
    await state(await fan.client.put(`/api/tactics/${tacticId}/vote`, { voteType: 'upvote' }));
    await state(await fan.client.put(`/api/tactics/${tacticId}/rating`, { rating: 5 }));
    const actions = (await actionsFor(author.userId)).slice(before);
    expect(actions.map((a) => [a.actionType, a.actionMetadata.tacticId])).toEqual([
      ['upvote_tactic', tacticId],
      ['rate_tactic', tacticId],
    ]);
  });

  it('records nothing for the submitter’s own actions or on staff content', async () => {
    // Others' actions only: members are told of their own progress (achievements) too.
    const byOthers = () => testApp.db.select({ id: userActions.id }).from(userActions).where(isNotNull(userActions.userId));
    const before = await byOthers();
    await state(await author.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' }));
    await state(await author.client.put(`/api/case-studies/${studyId}/rating`, { rating: 5 }));
    await state(await fan.client.put(`/api/case-studies/${staffStudyId}/vote`, { voteType: 'upvote' }));
    await state(await fan.client.put(`/api/case-studies/${staffStudyId}/rating`, { rating: 5 }));
    expect(await byOthers()).toHaveLength(before.length);
  });
});

describe('counters against the rows', () => {
  it('match a fresh count after everything above', async () => {
    const [study] = await testApp.db.select().from(caseStudies).where(eq(caseStudies.id, targets.case_study.id));
    const rows = await testApp.db.select().from(votes).where(eq(votes.caseStudyId, targets.case_study.id));
    const expected = rows.reduce((sum, v) => sum + (v.voteType === 'upvote' ? 1 : -1), 0);
    expect(study!.voteCount).toBe(expected);
  });
});

describe('OpenAPI', () => {
  it('documents every engagement route', async () => {
    const document = await (await visitor.get('/api/openapi.json')).json();
    for (const base of ['/case-studies/{id}', '/tactics/{id}']) {
      expect(Object.keys(document.paths[`${base}/vote`])).toEqual(expect.arrayContaining(['put', 'delete']));
      expect(Object.keys(document.paths[`${base}/bookmark`])).toEqual(expect.arrayContaining(['put', 'delete']));
      expect(Object.keys(document.paths[`${base}/rating`])).toContain('put');
      expect(Object.keys(document.paths[`${base}/engagement`])).toContain('get');
    }
  });
});
