import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InterestKind } from '#shared/domain/learning-path.ts';
import type { Database } from '../../db/client.ts';
import { isPublic, publicCaseStudy, publicCourse } from '../../db/public-content.ts';
import { caseStudyCompletions, courseEnrollments, courseModules, courseRatings, courses, moduleCompletions } from '../../db/schema/academy.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A published course with its computed figures and, for a signed-in viewer, their own state. */
export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

function selectCourses(db: Executor, viewerId: string | null) {
  const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      courseType: courses.courseType,
      level: courses.level,
      durationMinutes: courses.durationMinutes,
      isPro: courses.isPro,
      topics: courses.topics,
      position: courses.position,
      moduleCount: sql<number>`(select count(*)::int from course_modules cm where cm.course_id = "courses"."id")`,
      ratingAverage: sql<number>`coalesce((select avg(cr.rating)::float8 from course_ratings cr where cr.course_id = "courses"."id"), 0)`,
      ratingCount: sql<number>`(select count(*)::int from course_ratings cr where cr.course_id = "courses"."id")`,
      enrolledCount: sql<number>`(select count(*)::int from course_enrollments ce where ce.course_id = "courses"."id")`,
      viewerEnrolled: sql<boolean>`exists (select 1 from course_enrollments ce where ce.course_id = "courses"."id" and ce.user_id = ${viewer})`,
      viewerCompleted: sql<number>`(select count(*)::int from module_completions mc join course_modules cm on cm.id = mc.module_id where cm.course_id = "courses"."id" and mc.user_id = ${viewer})`,
      viewerRating: sql<number | null>`(select cr.rating::int from course_ratings cr where cr.course_id = "courses"."id" and cr.user_id = ${viewer})`,
    })
    .from(courses)
    .where(publicCourse)
    .$dynamic();
}

export function listCourses(db: Executor, viewerId: string | null) {
  return selectCourses(db, viewerId).orderBy(asc(courses.position), asc(courses.title));
}

export async function findCourse(db: Executor, slug: string, viewerId: string | null): Promise<CourseRow | undefined> {
  const [row] = await selectCourses(db, viewerId).where(and(publicCourse, eq(courses.slug, slug)));
  return row;
}

/** A course's modules in order, with whether the viewer completed each. */
export function listModules(db: Executor, courseId: string, viewerId: string | null) {
  const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
  return db
    .select({
      id: courseModules.id,
      position: courseModules.position,
      title: courseModules.title,
      summary: courseModules.summary,
      durationMinutes: courseModules.durationMinutes,
      body: courseModules.bodyMarkdown,
      completed: sql<boolean>`exists (select 1 from module_completions mc where mc.module_id = "course_modules"."id" and mc.user_id = ${viewer})`,
    })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
}

export async function findModule(db: Executor, courseId: string, moduleId: string) {
  const [row] = await db
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.id, moduleId)));
  return row;
}

export async function enroll(db: Executor, userId: string, courseId: string) {
  await db.insert(courseEnrollments).values({ userId, courseId }).onConflictDoNothing();
}

export async function completeModule(db: Executor, userId: string, moduleId: string) {
  await db.insert(moduleCompletions).values({ userId, moduleId }).onConflictDoNothing();
}

export async function uncompleteModule(db: Executor, userId: string, moduleId: string) {
  await db.delete(moduleCompletions).where(and(eq(moduleCompletions.userId, userId), eq(moduleCompletions.moduleId, moduleId)));
}

export async function writeCourseRating(db: Executor, userId: string, courseId: string, rating: number) {
  await db
    .insert(courseRatings)
    .values({ userId, courseId, rating })
    .onConflictDoUpdate({ target: [courseRatings.userId, courseRatings.courseId], set: { rating, updatedAt: sql`now()` } });
}

/**
 * The courses a member started, most recently active first, each with its first module the
 * member has not completed (null when all are done).
 */
export function startedCourses(db: Executor, userId: string) {
  return db
    .select({
      slug: courses.slug,
      title: courses.title,
      moduleCount: sql<number>`(select count(*)::int from course_modules cm where cm.course_id = "courses"."id")`,
      completed: sql<number>`(select count(*)::int from module_completions mc join course_modules cm on cm.id = mc.module_id where cm.course_id = "courses"."id" and mc.user_id = ${userId})`,
      nextModuleTitle: sql<string | null>`(select cm.title from course_modules cm where cm.course_id = "courses"."id" and not exists (select 1 from module_completions mc where mc.module_id = cm.id and mc.user_id = ${userId}) order by cm.position limit 1)`,
      nextModulePosition: sql<number | null>`(select cm.position from course_modules cm where cm.course_id = "courses"."id" and not exists (select 1 from module_completions mc where mc.module_id = cm.id and mc.user_id = ${userId}) order by cm.position limit 1)`,
      lastActive: sql<Date>`greatest("course_enrollments"."enrolled_at", (select max(mc.completed_at) from module_completions mc join course_modules cm on cm.id = mc.module_id where cm.course_id = "courses"."id" and mc.user_id = ${userId}))`,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(and(eq(courseEnrollments.userId, userId), publicCourse))
    .orderBy(asc(courses.position))
    .then((rows) => rows.sort((a, b) => new Date(b.lastActive).getTime() - new Date(a.lastActive).getTime()));
}

/** What a member reacted to, weighted (bookmark 3, upvote 2, rating of 4 or 5 2), by region, business model and tactic category. */
export async function memberInterests(db: Executor, userId: string) {
  const studyIsPublic = isPublic(alias(caseStudies, 'cs'));
  const result = await db.execute(sql`
    with signals as (
      select ${bookmarks.caseStudyId} as case_study_id, ${bookmarks.tacticId} as tactic_id, 3 as weight from ${bookmarks} where ${bookmarks.userId} = ${userId}
      union all
      select ${votes.caseStudyId}, ${votes.tacticId}, 2 from ${votes} where ${votes.userId} = ${userId} and ${votes.voteType} = 'upvote'
      union all
      select ${ratings.caseStudyId}, ${ratings.tacticId}, 2 from ${ratings} where ${ratings.userId} = ${userId} and ${ratings.rating} >= 4
    ),
    facts as (
      select 'region' as kind, cs.continent::text as value, s.weight from signals s join ${caseStudies} cs on cs.id = s.case_study_id where ${studyIsPublic} and cs.continent is not null
      union all
      select 'business_model', cs.business_model::text, s.weight from signals s join ${caseStudies} cs on cs.id = s.case_study_id where ${studyIsPublic} and cs.business_model is not null
      union all
      select 'tactic_category', t.category::text, s.weight from signals s join ${tactics} t on t.id = s.tactic_id where ${isPublic(alias(tactics, 't'))}
    )
    select kind, value, sum(weight)::int as weight from facts group by kind, value order by weight desc, kind, value
  `);
  // Both drivers answer with { rows }.
  return (result as unknown as { rows: { kind: InterestKind; value: string; weight: number }[] }).rows;
}

export type CandidateCaseStudy = { id: string; title: string; summary: string; continent: string | null; businessModel: string | null; voteCount: number };

/** Published case studies in the given regions or business models (or the most voted overall when none are given). */
export async function candidateCaseStudies(db: Executor, regions: string[], models: string[], limit: number): Promise<CandidateCaseStudy[]> {
  const matches =
    regions.length + models.length === 0
      ? undefined
      : sql`(${regions.length ? inArray(sql`${caseStudies.continent}::text`, regions) : sql`false`} or ${models.length ? inArray(sql`${caseStudies.businessModel}::text`, models) : sql`false`})`;
  const rows = await db
    .select({
      id: caseStudies.id,
      title: caseStudies.title,
      snippet: caseStudies.snippet,
      continent: caseStudies.continent,
      businessModel: caseStudies.businessModel,
      voteCount: caseStudies.voteCount,
    })
    .from(caseStudies)
    .where(and(publicCaseStudy, matches))
    .orderBy(desc(caseStudies.voteCount), asc(caseStudies.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, summary: row.snippet ?? '' }));
}

export async function completedCaseStudyIds(db: Executor, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: caseStudyCompletions.caseStudyId })
    .from(caseStudyCompletions)
    .where(and(eq(caseStudyCompletions.userId, userId), inArray(caseStudyCompletions.caseStudyId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function isPublishedCaseStudy(db: Executor, id: string) {
  const [row] = await db.select({ id: caseStudies.id }).from(caseStudies).where(and(eq(caseStudies.id, id), publicCaseStudy));
  return Boolean(row);
}

export async function setCaseStudyCompletion(db: Executor, userId: string, caseStudyId: string, done: boolean) {
  if (done) await db.insert(caseStudyCompletions).values({ userId, caseStudyId }).onConflictDoNothing();
  else await db.delete(caseStudyCompletions).where(and(eq(caseStudyCompletions.userId, userId), eq(caseStudyCompletions.caseStudyId, caseStudyId)));
}
