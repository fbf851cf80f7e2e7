import { and, avg, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { ProfilePublicField } from '#shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { discussions } from '../../db/schema/community.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';
import { achievements, userAchievements, userExperience } from '../../db/schema/gamification.ts';

/** How many bookmarks of each kind, and ratings, /profile lists (member-area §9). */
export const PROFILE_LIST_LIMIT = 5;
/** How many of a member's latest discussions and replies their public page lists. */
export const PUBLIC_DISCUSSIONS_SHOWN = 10;
export const PROFILE_BOOKMARKS_SHOWN = 10;

export async function findOwnProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, userCreatedAt: users.createdAt, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'adminRole' | 'deactivatedAt' | 'firstSessionId' | 'createdAt'>>;

/** Saves the given fields; a member without a profile row (never expected) gets one. */
export async function saveProfile(db: Database, userId: string, changes: ProfileChanges) {
  const set = { ...changes, updatedAt: new Date() };
  await db.insert(profiles).values({ userId, ...set }).onConflictDoUpdate({ target: profiles.userId, set });
}

export async function countEngagement(db: Database, userId: string) {
  const [row] = await db
    .select({
      bookmarks: sql<number>`(select count(*)::int from ${bookmarks} where ${bookmarks.userId} = ${userId})`,
      votes: sql<number>`(select count(*)::int from ${votes} where ${votes.userId} = ${userId})`,
      ratings: count(ratings.id),
      averageRating: avg(ratings.rating),
    })
    .from(ratings)
    .where(eq(ratings.userId, userId));
  return { bookmarks: row?.bookmarks ?? 0, votes: row?.votes ?? 0, ratings: row?.ratings ?? 0, averageRating: row?.averageRating == null ? null : Number(row.averageRating) };
}

/** The latest 5 case-study and 5 tactic bookmarks, with titles (merged and cut by the presenter). */
export async function latestBookmarks(db: Database, userId: string) {
  const [studies, tacticRows] = await Promise.all([
    db
      .select({ id: bookmarks.id, itemId: caseStudies.id, title: caseStudies.title, createdAt: bookmarks.createdAt })
      .from(bookmarks)
      .innerJoin(caseStudies, eq(caseStudies.id, bookmarks.caseStudyId))
      .where(eq(bookmarks.userId, userId))
      .orderBy(desc(bookmarks.createdAt))
      .limit(PROFILE_LIST_LIMIT),
    db
      .select({ id: bookmarks.id, itemId: tactics.id, title: tactics.name, createdAt: bookmarks.createdAt })
      .from(bookmarks)
      .innerJoin(tactics, eq(tactics.id, bookmarks.tacticId))
      .where(eq(bookmarks.userId, userId))
      .orderBy(desc(bookmarks.createdAt))
      .limit(PROFILE_LIST_LIMIT),
  ]);
  return { studies, tactics: tacticRows };
}

export async function latestRatings(db: Database, userId: string) {
  return db
    .select({
      id: ratings.id,
      caseStudyId: ratings.caseStudyId,
      tacticId: ratings.tacticId,
      caseStudyTitle: caseStudies.title,
      tacticName: tactics.name,
      rating: ratings.rating,
      reviewText: ratings.reviewText,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .leftJoin(caseStudies, eq(caseStudies.id, ratings.caseStudyId))
    .leftJoin(tactics, eq(tactics.id, ratings.tacticId))
    .where(eq(ratings.userId, userId))
    .orderBy(desc(ratings.createdAt))
    .limit(PROFILE_LIST_LIMIT);
}

/** The public page's profile row, or undefined for an unknown or deactivated member. */
export async function findPublicProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ profile: profiles, userCreatedAt: users.createdAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), sql`${profiles.deactivatedAt} IS NULL`));
  return row ? { ...row, publicFields: row.profile.publicFields as ProfilePublicField[] } : undefined;
}

export async function findPublicProgress(db: Database, userId: string) {
  const [experience] = await db.select().from(userExperience).where(eq(userExperience.userId, userId));
  const earned = await db
    .select({ key: achievements.key, title: achievements.title, earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.key, userAchievements.achievementKey))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.earnedAt));
  return { experience, earned };
}

/** Published content the member submitted, newest first. */
export async function findPublishedSubmissions(db: Database, userId: string) {
  const [studies, tacticRows] = await Promise.all([
    db
      .select({ id: caseStudies.id, title: caseStudies.title, publishedAt: caseStudies.publishedAt })
      .from(caseStudies)
      .where(and(eq(caseStudies.submittedBy, userId), publicCaseStudy))
      .orderBy(desc(caseStudies.publishedAt))
      .limit(20),
    db
      .select({ id: tactics.id, title: tactics.name, publishedAt: tactics.publishedAt })
      .from(tactics)
      .where(and(eq(tactics.submittedBy, userId), publicTactic))
      .orderBy(desc(tactics.publishedAt))
      .limit(20),
  ]);
  return { studies, tactics: tacticRows };
}

/** The member's latest discussions and replies on published case studies and tactics, with the item's title. */
export async function findPublicDiscussions(db: Database, userId: string) {
  return db
    .select({
      id: discussions.id,
      title: discussions.title,
      body: discussions.bodyMarkdown,
      caseStudyId: caseStudies.id,
      caseStudyTitle: caseStudies.title,
      tacticId: tactics.id,
      tacticName: tactics.name,
      createdAt: discussions.createdAt,
    })
    .from(discussions)
    .leftJoin(caseStudies, and(eq(caseStudies.id, discussions.relatedCaseId), publicCaseStudy))
    .leftJoin(tactics, and(eq(tactics.id, discussions.relatedTacticId), publicTactic))
    .where(and(eq(discussions.authorId, userId), or(isNotNull(caseStudies.id), isNotNull(tactics.id))))
    .orderBy(desc(discussions.createdAt), desc(discussions.id))
    .limit(PUBLIC_DISCUSSIONS_SHOWN);
}
