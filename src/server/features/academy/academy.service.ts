import { can } from '#shared/domain/policy.ts';
import { buildLearningPath, interestLabel, percentOf } from '#shared/domain/learning-path.ts';
import { ACADEMY_MESSAGES, type LearningPath, type LearningProgress } from '#shared/schemas/academy.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import {
  candidateCaseStudies,
  completeModule,
  completedCaseStudyIds,
  enroll,
  findCourse,
  findModule,
  isPublishedCaseStudy,
  listCourses,
  listModules,
  memberInterests,
  setCaseStudyCompletion,
  startedCourses,
  uncompleteModule,
  writeCourseRating,
  type CourseRow,
} from './academy.queries.ts';
import { presentCourse, presentCourseDetail } from './academy.presenter.ts';

const COURSE_RIGHT = 'ALL_COURSES_AND_TEMPLATES';
/** Case studies on a learning path. */
const PATH_CASE_STUDIES = 8;

const courseNotFound = () => notFound(ACADEMY_MESSAGES.courseNotFound);
const canOpen = (user: SessionUser | null, course: Pick<CourseRow, 'isPro'>) => !course.isPro || can(toActor(user), COURSE_RIGHT);

export async function getCourses(db: Database, user: SessionUser | null) {
  const rows = await listCourses(db, user?.id ?? null);
  return { courses: rows.map((row) => presentCourse(row, !canOpen(user, row), user !== null)) };
}

export async function getCourse(db: Database, slug: string, user: SessionUser | null) {
  const course = await findCourse(db, slug, user?.id ?? null);
  if (!course) throw courseNotFound();
  const modules = await listModules(db, course.id, user?.id ?? null);
  return presentCourseDetail(course, modules, !canOpen(user, course), user !== null);
}

/** A course the member may work on: published, and Pro only with the right (403 otherwise). */
async function openableCourse(db: Database, slug: string, user: SessionUser) {
  const course = await findCourse(db, slug, user.id);
  if (!course) throw courseNotFound();
  if (course.isPro) authorize(user, COURSE_RIGHT);
  return course;
}

export async function startCourse(db: Database, slug: string, user: SessionUser) {
  const course = await openableCourse(db, slug, user);
  await enroll(db, user.id, course.id);
  return getCourse(db, slug, user);
}

/** Marks a module done (starting the course if needed) or not done; both idempotent. */
export async function setModuleCompletion(db: Database, slug: string, moduleId: string, user: SessionUser, done: boolean) {
  const course = await openableCourse(db, slug, user);
  if (!isUuid(moduleId) || !(await findModule(db, course.id, moduleId))) throw notFound(ACADEMY_MESSAGES.moduleNotFound);
  await db.transaction(async (tx) => {
    if (done) {
      await enroll(tx, user.id, course.id);
      await completeModule(tx, user.id, moduleId);
    } else {
      await uncompleteModule(tx, user.id, moduleId);
    }
  });
  return getCourse(db, slug, user);
}

/** Sets the member's rating of a course they started; before they start it, there is no enrolment of theirs to rate (404). */
export async function rateCourse(db: Database, slug: string, user: SessionUser, rating: number) {
  const course = await openableCourse(db, slug, user);
  if (!course.viewerEnrolled) throw notFound(ACADEMY_MESSAGES.enrollFirst);
  await writeCourseRating(db, user.id, course.id, rating);
  return getCourse(db, slug, user);
}

/**
 * The dashboard's "Continue Learning": progress over the courses the member started, and the
 * next module of the most recently active one; before any start, the first course they may open.
 */
export async function getLearningProgress(db: Database, user: SessionUser): Promise<LearningProgress> {
  const started = await startedCourses(db, user.id);
  const totalModules = started.reduce((sum, course) => sum + course.moduleCount, 0);
  const completedModules = started.reduce((sum, course) => sum + course.completed, 0);
  const current = started.find((course) => course.nextModuleTitle !== null);
  let next: LearningProgress['next'] = null;
  if (current) {
    next = { title: `${current.title}: ${current.nextModuleTitle}`, href: `/academy/${current.slug}#module-${current.nextModulePosition}` };
  } else if (started.length === 0) {
    const first = (await listCourses(db, user.id)).find((course) => canOpen(user, course));
    if (first) next = { title: first.title, href: `/academy/${first.slug}` };
  }
  return { percent: percentOf(completedModules, totalModules), completedModules, totalModules, next };
}

/** The member's personalised path (PERSONALIZED_LEARNING_PATHS): courses and case studies in order, with progress. */
export async function getLearningPath(db: Database, user: SessionUser): Promise<LearningPath> {
  authorize(user, 'PERSONALIZED_LEARNING_PATHS');
  const [interests, courses] = await Promise.all([memberInterests(db, user.id), listCourses(db, user.id)]);
  const top = (kind: string) => interests.filter((interest) => interest.kind === kind).slice(0, 3).map((interest) => interest.value);
  const studies = await candidateCaseStudies(db, top('region'), top('business_model'), PATH_CASE_STUDIES);
  const steps = buildLearningPath(
    interests,
    courses.filter((course) => canOpen(user, course)).map((course) => ({ ...course, completedModules: course.viewerCompleted })),
    studies,
  );
  const done = await completedCaseStudyIds(db, user.id, studies.map((study) => study.id));
  const presented = steps.map((step) =>
    step.kind === 'course'
      ? {
          kind: 'course' as const,
          id: step.course.id,
          slug: step.course.slug,
          title: step.course.title,
          summary: step.course.summary,
          level: step.course.level,
          href: `/academy/${step.course.slug}`,
          reason: step.reason,
          completedModules: step.course.completedModules,
          totalModules: step.course.moduleCount,
          completed: step.course.moduleCount > 0 && step.course.completedModules >= step.course.moduleCount,
        }
      : {
          kind: 'case_study' as const,
          id: step.caseStudy.id,
          title: step.caseStudy.title,
          summary: step.caseStudy.summary,
          href: `/case-studies/${step.caseStudy.id}`,
          reason: step.reason,
          completed: done.has(step.caseStudy.id),
        },
  );
  const completedSteps = presented.filter((step) => step.completed).length;
  return {
    interests: interests.slice(0, 6).map((interest) => ({ ...interest, label: interestLabel(interest.value) })),
    steps: presented,
    completedSteps,
    totalSteps: presented.length,
    percent: percentOf(completedSteps, presented.length),
  };
}

/** Marks a case study on the path done or not done (idempotent). */
export async function setPathCaseStudy(db: Database, user: SessionUser, caseStudyId: string, done: boolean) {
  authorize(user, 'PERSONALIZED_LEARNING_PATHS');
  if (!isUuid(caseStudyId) || !(await isPublishedCaseStudy(db, caseStudyId))) throw notFound(ACADEMY_MESSAGES.caseStudyNotFound);
  await setCaseStudyCompletion(db, user.id, caseStudyId, done);
  return getLearningPath(db, user);
}
