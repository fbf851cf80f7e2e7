import { createRoute, z } from '@hono/zod-openapi';
import {
  courseDetailSchema,
  courseListSchema,
  courseRatingRequestSchema,
  learningPathSchema,
  learningProgressSchema,
  slugParamSchema,
} from '#shared/schemas/academy.ts';
import { syllabusSchema, syllabusWeekParamSchema, syllabusWeekSchema, syllabusWeekWriteSchema } from '#shared/academy-syllabus.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import {
  getCourse,
  getCourses,
  getLearningPath,
  getLearningProgress,
  rateCourse,
  setModuleCompletion,
  setPathCaseStudy,
  startCourse,
} from './academy.service.ts';
import { getSyllabus, updateSyllabusWeek } from './syllabus.service.ts';
const TAG = ['Academy'];
const moduleParams = slugParamSchema.extend({ moduleId: z.string() });
const courseErrors = { 401: notSignedIn, 403: errorResponse('A Pro course without ALL_COURSES_AND_TEMPLATES'), 404: errorResponse('No published course with this slug') };
const pathErrors = { 401: notSignedIn, 403: errorResponse('Without PERSONALIZED_LEARNING_PATHS') };

const routes = {
  syllabus: createRoute({ method: 'get', path: '/academy/syllabus', tags: TAG, summary: 'The six-week Structured Syllabus', responses: { 200: jsonResponse('The weeks in order', syllabusSchema) } }),
  syllabusWeek: createRoute({
    method: 'put', path: '/admin/academy/syllabus/{week}', tags: TAG,
    summary: 'Replace one week of the syllabus, public at once (editors, administrators, super_admins; audited)',
    request: { params: syllabusWeekParamSchema, body: jsonBody(syllabusWeekWriteSchema) },
    responses: { 200: jsonResponse('The saved week', syllabusWeekSchema), 400: errorResponse('Invalid week'), 401: notSignedIn, 403: errorResponse('Admin Access Required') },
  }),
  list: createRoute({ method: 'get', path: '/courses', tags: TAG, summary: 'The course library', responses: { 200: jsonResponse('Courses in order', courseListSchema) } }),
  detail: createRoute({
    method: 'get', path: '/courses/{slug}', tags: TAG,
    summary: "A course with its modules; a Pro course's module bodies only for members with ALL_COURSES_AND_TEMPLATES",
    request: { params: slugParamSchema },
    responses: { 200: jsonResponse('The course', courseDetailSchema), 404: courseErrors[404] },
  }),
  start: createRoute({
    method: 'post', path: '/courses/{slug}/enrollment', tags: TAG,
    summary: 'Start a course (idempotent)',
    request: { params: slugParamSchema },
    responses: { 200: jsonResponse('The course', courseDetailSchema), ...courseErrors },
  }),
  complete: createRoute({
    method: 'put', path: '/courses/{slug}/modules/{moduleId}/completion', tags: TAG,
    summary: 'Mark a module complete (idempotent; starts the course)',
    request: { params: moduleParams },
    responses: { 200: jsonResponse('The course', courseDetailSchema), ...courseErrors },
  }),
  uncomplete: createRoute({
    method: 'delete', path: '/courses/{slug}/modules/{moduleId}/completion', tags: TAG,
    summary: 'Mark a module not complete (idempotent)',
    request: { params: moduleParams },
    responses: { 200: jsonResponse('The course', courseDetailSchema), ...courseErrors },
  }),
  rate: createRoute({
    method: 'put', path: '/courses/{slug}/rating', tags: TAG,
    summary: "Set the member's 1-5 rating of a course they started",
    request: { params: slugParamSchema, body: jsonBody(courseRatingRequestSchema) },
    responses: { 200: jsonResponse('The course', courseDetailSchema), 400: errorResponse('Not a rating from 1 to 5'), ...courseErrors, 404: errorResponse('No published course with this slug, or the member has not started it') },
  }),
  progress: createRoute({
    method: 'get', path: '/me/learning-progress', tags: TAG,
    summary: "Progress over the courses the member started and what to continue with",
    responses: { 200: jsonResponse('The progress', learningProgressSchema), 401: notSignedIn },
  }),
  path: createRoute({
    method: 'get', path: '/me/learning-path', tags: TAG,
    summary: "The member's personalised path of courses and case studies, with progress",
    responses: { 200: jsonResponse('The path', learningPathSchema), ...pathErrors },
  }),
  pathDone: createRoute({
    method: 'put', path: '/me/learning-path/case-studies/{id}', tags: TAG,
    summary: 'Mark a case study on the path done (idempotent)',
    request: { params: idParamSchema },
    responses: { 200: jsonResponse('The path', learningPathSchema), ...pathErrors, 404: errorResponse('No published case study with this id') },
  }),
  pathUndone: createRoute({
    method: 'delete', path: '/me/learning-path/case-studies/{id}', tags: TAG,
    summary: 'Mark a case study on the path not done (idempotent)',
    request: { params: idParamSchema },
    responses: { 200: jsonResponse('The path', learningPathSchema), ...pathErrors, 404: errorResponse('No published case study with this id') },
  }),
};

/** Courses, module progress, ratings, the learning path and the dashboard's learning progress. */
export function academyRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.syllabus, async (c) => c.json(await getSyllabus(db), 200))
    .openapi(routes.syllabusWeek, async (c) => {
      const user = requireUser(c);
      return c.json(await updateSyllabusWeek(db, user, c.req.valid('param').week, c.req.valid('json')), 200);
    })
    .openapi(routes.list, async (c) => c.json(await getCourses(db, c.get('user')), 200))
    .openapi(routes.detail, async (c) => c.json(await getCourse(db, c.req.valid('param').slug, c.get('user')), 200))
    .openapi(routes.start, async (c) => {
      const user = requireUser(c);
      return c.json(await startCourse(db, c.req.valid('param').slug, user), 200);
    })
    .openapi(routes.complete, async (c) => {
      const user = requireUser(c);
      const { slug, moduleId } = c.req.valid('param');
      return c.json(await setModuleCompletion(db, slug, moduleId, user, true), 200);
    })
    .openapi(routes.uncomplete, async (c) => {
      const user = requireUser(c);
      const { slug, moduleId } = c.req.valid('param');
      return c.json(await setModuleCompletion(db, slug, moduleId, user, false), 200);
    })
    .openapi(routes.rate, async (c) => {
      const user = requireUser(c);
      return c.json(await rateCourse(db, c.req.valid('param').slug, user, c.req.valid('json').rating), 200);
    })
    .openapi(routes.progress, async (c) => c.json(await getLearningProgress(db, requireUser(c)), 200))
    .openapi(routes.path, async (c) => c.json(await getLearningPath(db, requireUser(c)), 200))
    .openapi(routes.pathDone, async (c) => c.json(await setPathCaseStudy(db, requireUser(c), c.req.valid('param').id, true), 200))
    .openapi(routes.pathUndone, async (c) => c.json(await setPathCaseStudy(db, requireUser(c), c.req.valid('param').id, false), 200));
}
