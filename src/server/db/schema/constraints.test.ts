import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { Database } from '../client.ts';
import { users } from './auth.ts';
import { billingHistory } from './billing.ts';
import { discussionUpvotes, discussions, userFollows } from './community.ts';
import { caseStudies, tactics } from './content.ts';
import { bookmarks, contentViews, ratings, toolkitItems, votes } from './engagement.ts';
import { waitlistEntries } from './academy.ts';
import { dataDeletionRequests } from './privacy.ts';

// The database itself refuses what the rules forbid, whichever code path writes.

let testApp: TestApp;
let db: Database;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.db;
});
afterAll(() => testApp.close());

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** The PostgreSQL error under drizzle's wrapper (PGlite and node-postgres both carry the SQLSTATE code). */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  while (current instanceof Error) {
    if ('code' in current && typeof current.code === 'string') return current as { code: string; constraint?: string };
    current = current.cause;
  }
  return {};
}

async function expectRefused(write: Promise<unknown>, code: string, constraint?: string) {
  const error = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the database accepted the write').toBeDefined();
  const details = databaseError(error);
  expect(details.code).toBe(code);
  if (constraint) expect(details.constraint).toBe(constraint);
}

async function newUser() {
  const [user] = await db
    .insert(users)
    .values({ name: 'Constraint Tester', email: `tester-${randomUUID()}@example.com` })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user.id;
}

const content = { introduction: 'Intro', problem: 'Problem', solution: 'Solution', metrics: { mrr: 1000 } };

async function newCaseStudy(values: Partial<typeof caseStudies.$inferInsert> = {}) {
  const [row] = await db
    .insert(caseStudies)
    .values({ title: 'A case study title', contentStructure: content, ...values })
    .returning();
  if (!row) throw new Error('case study not inserted');
  return row.id;
}

async function newTactic() {
  const [row] = await db
    .insert(tactics)
    .values({ name: 'A tactic', descriptionHtml: '<p>How</p>', category: 'acquisition' })
    .returning();
  if (!row) throw new Error('tactic not inserted');
  return row.id;
}

describe('votes', () => {
  it('refuses a second vote by the same member on the same case study or tactic', async () => {
    const userId = await newUser();
    const caseStudyId = await newCaseStudy();
    const tacticId = await newTactic();
    await db.insert(votes).values({ userId, caseStudyId, voteType: 'upvote' });
    await db.insert(votes).values({ userId, tacticId, voteType: 'downvote' });
    await expectRefused(db.insert(votes).values({ userId, caseStudyId, voteType: 'downvote' }), UNIQUE_VIOLATION, 'votes_user_case_study_unique');
    await expectRefused(db.insert(votes).values({ userId, tacticId, voteType: 'upvote' }), UNIQUE_VIOLATION, 'votes_user_tactic_unique');
  });

  it('lets another member vote on the same item, and upserts on the member and item', async () => {
    const caseStudyId = await newCaseStudy();
    const first = await newUser();
    const second = await newUser();
    await db.insert(votes).values({ userId: first, caseStudyId, voteType: 'upvote' });
    await db.insert(votes).values({ userId: second, caseStudyId, voteType: 'upvote' });
    await db
      .insert(votes)
      .values({ userId: first, caseStudyId, voteType: 'downvote' })
      .onConflictDoUpdate({ target: [votes.userId, votes.caseStudyId], set: { voteType: 'downvote' } });
    const rows = await db.select().from(votes).where(eq(votes.caseStudyId, caseStudyId));
    expect(rows.map((r) => r.voteType).sort()).toEqual(['downvote', 'upvote']);
  });

  it('refuses a vote with both targets or with neither', async () => {
    const userId = await newUser();
    const caseStudyId = await newCaseStudy();
    const tacticId = await newTactic();
    await expectRefused(db.insert(votes).values({ userId, caseStudyId, tacticId, voteType: 'upvote' }), CHECK_VIOLATION, 'votes_one_target_check');
    await expectRefused(db.insert(votes).values({ userId, voteType: 'upvote' }), CHECK_VIOLATION, 'votes_one_target_check');
  });
});

describe('bookmarks and ratings', () => {
  it('refuses a duplicate bookmark and a bookmark without a target', async () => {
    const userId = await newUser();
    const tacticId = await newTactic();
    await db.insert(bookmarks).values({ userId, tacticId });
    await expectRefused(db.insert(bookmarks).values({ userId, tacticId }), UNIQUE_VIOLATION, 'bookmarks_user_tactic_unique');
    await expectRefused(db.insert(bookmarks).values({ userId }), CHECK_VIOLATION, 'bookmarks_one_target_check');
  });

  it('accepts ratings of 1 to 5 and refuses 0 and 6', async () => {
    const userId = await newUser();
    const caseStudyId = await newCaseStudy();
    const tacticId = await newTactic();
    await expectRefused(db.insert(ratings).values({ userId, caseStudyId, rating: 0 }), CHECK_VIOLATION, 'ratings_rating_range_check');
    await expectRefused(db.insert(ratings).values({ userId, caseStudyId, rating: 6 }), CHECK_VIOLATION, 'ratings_rating_range_check');
    await db.insert(ratings).values({ userId, caseStudyId, rating: 1 });
    await db.insert(ratings).values({ userId, tacticId, rating: 5, reviewText: 'Great' });
    await expectRefused(db.insert(ratings).values({ userId, caseStudyId, rating: 3 }), UNIQUE_VIOLATION, 'ratings_user_case_study_unique');
  });
});

describe('case studies', () => {
  it('refuses a snippet longer than 250 characters', async () => {
    await newCaseStudy({ snippet: 'x'.repeat(250) });
    await expectRefused(newCaseStudy({ snippet: 'x'.repeat(251) }), CHECK_VIOLATION, 'case_studies_snippet_length_check');
  });

  it('refuses a published case study without a publication time', async () => {
    await expectRefused(newCaseStudy({ status: 'published' }), CHECK_VIOLATION, 'case_studies_published_at_check');
    await newCaseStudy({ status: 'published', publishedAt: new Date() });
  });

  it('finds studies by case-insensitive substring of title or introduction', async () => {
    const id = await newCaseStudy({ title: 'The Quiet ZEPPELIN Bakery', contentStructure: { ...content, introduction: 'Sourdough by AIRSHIP' } });
    const byTitle = await db
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(sql`lower(${caseStudies.title}) LIKE ${'%zeppelin%'}`);
    const byIntroduction = await db
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(sql`lower(${caseStudies.contentStructure} ->> 'introduction') LIKE ${'%airship%'}`);
    expect(byTitle).toEqual([{ id }]);
    expect(byIntroduction).toEqual([{ id }]);
  });
});

describe('discussions', () => {
  it('refuses a second upvote of a discussion by the same member', async () => {
    const userId = await newUser();
    const [discussion] = await db
      .insert(discussions)
      .values({ title: 'Question', bodyMarkdown: 'Body', authorId: userId, relatedCaseId: await newCaseStudy() })
      .returning();
    if (!discussion) throw new Error('discussion not inserted');
    await db.insert(discussionUpvotes).values({ discussionId: discussion.id, userId });
    await expectRefused(db.insert(discussionUpvotes).values({ discussionId: discussion.id, userId }), UNIQUE_VIOLATION);
  });

  it('refuses a discussion about both or neither item, and a top-level one without a title', async () => {
    const authorId = await newUser();
    const relatedCaseId = await newCaseStudy();
    const relatedTacticId = await newTactic();
    await expectRefused(
      db.insert(discussions).values({ title: 'T', bodyMarkdown: 'B', authorId, relatedCaseId, relatedTacticId }),
      CHECK_VIOLATION,
      'discussions_one_target_check',
    );
    await expectRefused(db.insert(discussions).values({ title: 'T', bodyMarkdown: 'B', authorId }), CHECK_VIOLATION, 'discussions_one_target_check');
    await expectRefused(db.insert(discussions).values({ bodyMarkdown: 'B', authorId, relatedCaseId }), CHECK_VIOLATION, 'discussions_title_check');
  });
});

describe('deleting a user', () => {
  it('removes their votes, bookmarks and ratings but keeps their discussions and submissions', async () => {
    const userId = await newUser();
    const caseStudyId = await newCaseStudy({ submittedBy: userId });
    const tacticId = await newTactic();
    await db.insert(votes).values({ userId, caseStudyId, voteType: 'upvote' });
    await db.insert(bookmarks).values({ userId, tacticId });
    await db.insert(ratings).values({ userId, caseStudyId, rating: 4 });
    await db.insert(toolkitItems).values({ userId, tacticId });
    const [discussion] = await db
      .insert(discussions)
      .values({ title: 'Kept', bodyMarkdown: 'Still useful', authorId: userId, relatedTacticId: tacticId })
      .returning();
    if (!discussion) throw new Error('discussion not inserted');

    await db.delete(users).where(eq(users.id, userId));

    expect(await db.select().from(votes).where(eq(votes.userId, userId))).toEqual([]);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, userId))).toEqual([]);
    expect(await db.select().from(ratings).where(eq(ratings.userId, userId))).toEqual([]);
    expect(await db.select().from(toolkitItems).where(eq(toolkitItems.userId, userId))).toEqual([]);
    const [kept] = await db.select().from(discussions).where(eq(discussions.id, discussion.id));
    expect(kept).toMatchObject({ title: 'Kept', authorId: null });
    const [study] = await db.select().from(caseStudies).where(eq(caseStudies.id, caseStudyId));
    expect(study?.submittedBy).toBeNull();
  });
});

describe('other rules', () => {
  it('refuses following yourself', async () => {
    const userId = await newUser();
    await expectRefused(db.insert(userFollows).values({ followerId: userId, followeeId: userId }), CHECK_VIOLATION, 'user_follows_not_self_check');
  });

  it('keeps one waitlist sign-up per address and bootcamp, the general list included', async () => {
    const email = `wait-${randomUUID()}@example.com`;
    await db.insert(waitlistEntries).values({ email });
    await db.insert(waitlistEntries).values({ email, bootcampSlug: 'saas-builder' });
    await expectRefused(db.insert(waitlistEntries).values({ email: email.toUpperCase() }), UNIQUE_VIOLATION);
    await expectRefused(db.insert(waitlistEntries).values({ email, bootcampSlug: 'saas-builder' }), UNIQUE_VIOLATION);
  });

  it('counts content views per calendar month', async () => {
    const userId = await newUser();
    const view = { userId, contentType: 'case_study' as const, contentId: randomUUID() };
    await db.insert(contentViews).values({ ...view, month: '2025-07-01' });
    await expectRefused(db.insert(contentViews).values({ ...view, month: '2025-07-01' }), UNIQUE_VIOLATION);
    await expectRefused(db.insert(contentViews).values({ ...view, month: '2025-07-15' }), CHECK_VIOLATION, 'content_views_month_check');
  });

  it('gives every charge its own well-formed invoice number', async () => {
    const userId = await newUser();
    const purchase = { userId, subscriptionPlan: 'community' as const, billingCycle: 'annual' as const, priceCents: 32_400 };
    await db.insert(billingHistory).values({ ...purchase, idempotencyKey: 'a', invoiceNumber: 'FD-2026-000001' });
    await expectRefused(db.insert(billingHistory).values({ ...purchase, idempotencyKey: 'b', invoiceNumber: 'FD-2026-000001' }), UNIQUE_VIOLATION);
    await expectRefused(db.insert(billingHistory).values({ ...purchase, idempotencyKey: 'c', invoiceNumber: 'FD-26-1' }), CHECK_VIOLATION, 'billing_history_invoice_number_check');
  });

  it('allows one open data-deletion request per member', async () => {
    const userId = await newUser();
    await db.insert(dataDeletionRequests).values({ userId, email: 'a@example.com' });
    await expectRefused(db.insert(dataDeletionRequests).values({ userId, email: 'a@example.com' }), UNIQUE_VIOLATION);
    await db.update(dataDeletionRequests).set({ status: 'cancelled' }).where(eq(dataDeletionRequests.userId, userId));
    await db.insert(dataDeletionRequests).values({ userId, email: 'a@example.com' });
  });
});
