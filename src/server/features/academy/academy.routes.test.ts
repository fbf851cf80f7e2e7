import { beforeAll, describe, expect, it } from 'vitest';
import { seedAcademy } from '#server/seed/academy-seed.ts';
import { DEMO_COURSES } from '#server/seed/academy/courses.ts';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { CourseDetail, CourseList, LearningPath, LearningProgress } from '#shared/schemas/academy.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import type { FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { memberWith } from '#tests/helpers/members.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
const FREE = DEMO_COURSES.find((course) => !course.isPro)!;
const PRO = DEMO_COURSES.find((course) => course.isPro)!;

const member = (tier: SubscriptionTier): Promise<FastMember> => memberWith(testApp, tier);

async function ok<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect((await response.json()).error.code).toBe(code);
}

beforeAll(async () => {
  await seedAcademy(testApp.db);
});

describe('GET /api/courses', () => {
  it('lists the courses in order with computed figures, Pro ones locked for a visitor', async () => {
    const { courses } = await ok<CourseList>(await visitor.get('/api/courses'));
    expect(courses.map((course) => course.slug)).toEqual(DEMO_COURSES.map((course) => course.slug));
    const pro = courses.find((course) => course.slug === PRO.slug)!;
    expect(pro).toMatchObject({ isPro: true, locked: true, rating: 0, ratingCount: 0, enrolledCount: 0, viewer: null, moduleCount: PRO.modules.length });
    expect(pro.durationMinutes).toBe(PRO.modules.reduce((sum, module) => sum + module.durationMinutes, 0));
    expect(courses.find((course) => course.slug === FREE.slug)!.locked).toBe(false);
  });

  it('unlocks Pro courses for Master Builder and above only', async () => {
    for (const [tier, locked] of [['explorer', true], ['community', true], ['master_builder', false], ['legacy_founder', false]] as const) {
      const { client } = await member(tier);
      const { courses } = await ok<CourseList>(await client.get('/api/courses'));
      expect(courses.find((course) => course.slug === PRO.slug)!.locked, tier).toBe(locked);
    }
  });
});

describe('GET /api/courses/:slug', () => {
  it('never sends a Pro module body without the right, and sends it with it', async () => {
    const { client: community } = await member('community');
    for (const client of [visitor, community]) {
      const course = await ok<CourseDetail>(await client.get(`/api/courses/${PRO.slug}`));
      expect(course.modules).toHaveLength(PRO.modules.length);
      expect(course.modules.every((module) => module.body === null)).toBe(true);
      expect(course.modules[0]!.summary).toBe(PRO.modules[0]!.summary);
    }
    const { client: master } = await member('master_builder');
    const course = await ok<CourseDetail>(await master.get(`/api/courses/${PRO.slug}`));
    expect(course.modules[0]!.body).toBe(PRO.modules[0]!.body);
  });

  it('sends a free course to everyone and answers 404 for an unknown slug', async () => {
    const course = await ok<CourseDetail>(await visitor.get(`/api/courses/${FREE.slug}`));
    expect(course.modules[0]!.body).toBe(FREE.modules[0]!.body);
    await expectError(await visitor.get('/api/courses/no-such-course'), 404, 'NOT_FOUND');
  });
});

describe('starting, completing and rating', () => {
  it('needs a signed-in member', async () => {
    await expectError(await visitor.post(`/api/courses/${FREE.slug}/enrollment`), 401, 'UNAUTHENTICATED');
    await expectError(await visitor.put(`/api/courses/${FREE.slug}/rating`, { rating: 5 }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a Pro course to a member without the right', async () => {
    const { client } = await member('community');
    const course = await ok<CourseDetail>(await visitor.get(`/api/courses/${PRO.slug}`));
    await expectError(await client.post(`/api/courses/${PRO.slug}/enrollment`), 403, 'FEATURE_LOCKED');
    await expectError(await client.put(`/api/courses/${PRO.slug}/modules/${course.modules[0]!.id}/completion`), 403, 'FEATURE_LOCKED');
  });

  it('records per-member progress, counts enrolments and averages ratings', async () => {
    const [first, second] = [await member('explorer'), await member('explorer')];
    // Before starting there is no enrolment of theirs to rate: not found, like anything not theirs.
    await expectError(await first.client.put(`/api/courses/${FREE.slug}/rating`, { rating: 4 }), 404, 'NOT_FOUND');
    const started = await ok<CourseDetail>(await first.client.post(`/api/courses/${FREE.slug}/enrollment`));
    expect(started.viewer).toEqual({ enrolled: true, completedModules: 0, rating: null });
    const moduleId = started.modules[0]!.id;
    await ok(await first.client.put(`/api/courses/${FREE.slug}/modules/${moduleId}/completion`));
    const again = await ok<CourseDetail>(await first.client.put(`/api/courses/${FREE.slug}/modules/${moduleId}/completion`));
    expect(again.viewer!.completedModules).toBe(1);
    expect(again.modules[0]!.completed).toBe(true);
    // Completing a module starts the course too.
    await ok(await second.client.put(`/api/courses/${FREE.slug}/modules/${moduleId}/completion`));
    await ok(await first.client.put(`/api/courses/${FREE.slug}/rating`, { rating: 5 }));
    const rated = await ok<CourseDetail>(await second.client.put(`/api/courses/${FREE.slug}/rating`, { rating: 2 }));
    expect(rated).toMatchObject({ rating: 3.5, ratingCount: 2, enrolledCount: 2 });
    const undone = await ok<CourseDetail>(await first.client.delete(`/api/courses/${FREE.slug}/modules/${moduleId}/completion`));
    expect(undone.viewer!.completedModules).toBe(0);
    // The other member's progress is untouched.
    expect((await ok<CourseDetail>(await second.client.get(`/api/courses/${FREE.slug}`))).modules[0]!.completed).toBe(true);
  });

  it('validates the rating and the module', async () => {
    const { client } = await member('explorer');
    await ok(await client.post(`/api/courses/${FREE.slug}/enrollment`));
    for (const rating of [0, 6, 2.5, 'five']) {
      const response = await client.put(`/api/courses/${FREE.slug}/rating`, { rating });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe('Rating must be a whole number from 1 to 5');
    }
    const other = await ok<CourseDetail>(await visitor.get(`/api/courses/${PRO.slug}`));
    for (const moduleId of ['not-a-uuid', other.modules[0]!.id]) {
      await expectError(await client.put(`/api/courses/${FREE.slug}/modules/${moduleId}/completion`), 404, 'NOT_FOUND');
    }
  });
});

describe('GET /api/me/learning-progress', () => {
  it('needs a signed-in member', async () => {
    await expectError(await visitor.get('/api/me/learning-progress'), 401, 'UNAUTHENTICATED');
  });

  it('points a new member to the first course, then follows their progress', async () => {
    const { client } = await member('explorer');
    expect(await ok<LearningProgress>(await client.get('/api/me/learning-progress'))).toEqual({
      percent: 0,
      completedModules: 0,
      totalModules: 0,
      next: { title: DEMO_COURSES[0]!.title, href: `/academy/${DEMO_COURSES[0]!.slug}` },
    });
    const course = await ok<CourseDetail>(await client.get(`/api/courses/${FREE.slug}`));
    await ok(await client.put(`/api/courses/${FREE.slug}/modules/${course.modules[0]!.id}/completion`));
    expect(await ok<LearningProgress>(await client.get('/api/me/learning-progress'))).toEqual({
      percent: Math.floor(100 / FREE.modules.length),
      completedModules: 1,
      totalModules: FREE.modules.length,
      next: { title: `${FREE.title}: ${FREE.modules[1]!.title}`, href: `/academy/${FREE.slug}#module-2` },
    });
    for (const module of course.modules.slice(1)) await ok(await client.put(`/api/courses/${FREE.slug}/modules/${module.id}/completion`));
    expect(await ok<LearningProgress>(await client.get('/api/me/learning-progress'))).toMatchObject({ percent: 100, next: null });
  });
});

describe('GET /api/me/learning-path', () => {
  it('is for signed-in members with PERSONALIZED_LEARNING_PATHS', async () => {
    await expectError(await visitor.get('/api/me/learning-path'), 401, 'UNAUTHENTICATED');
    const { client } = await member('community');
    await expectError(await client.get('/api/me/learning-path'), 403, 'FEATURE_LOCKED');
  });

  it("follows the member's interests and tracks progress over courses and case studies", async () => {
    const { client } = await member('master_builder');
    const study = PUBLISHED_DEMO_STUDIES.find((s) => s.businessModel === 'ecommerce' && s.continent)!;
    const studyId = await caseStudyIdByTitle(testApp, study.title);
    await ok(await client.put(`/api/case-studies/${studyId}/bookmark`));
    const path = await ok<LearningPath>(await client.get('/api/me/learning-path'));
    expect(path.interests).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'business_model', value: 'ecommerce', weight: 3 }), expect.objectContaining({ kind: 'region', value: study.continent, weight: 3 })]),
    );
    const caseStudies = path.steps.filter((step) => step.kind === 'case_study');
    expect(caseStudies.length).toBeGreaterThan(0);
    expect(caseStudies[0]!.reason).toMatch(/^Because you follow/);
    // Beginner courses come first; among them the one about e-commerce customers leads.
    const courses = path.steps.filter((step) => step.kind === 'course');
    expect(courses[0]!.slug).toBe('first-100-customers');
    expect(path).toMatchObject({ completedSteps: 0, percent: 0, totalSteps: path.steps.length });

    const done = await ok<LearningPath>(await client.put(`/api/me/learning-path/case-studies/${caseStudies[0]!.id}`));
    expect(done.completedSteps).toBe(1);
    expect(done.percent).toBe(Math.floor(100 / done.totalSteps));
    await expectError(await client.put('/api/me/learning-path/case-studies/00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    const undone = await ok<LearningPath>(await client.delete(`/api/me/learning-path/case-studies/${caseStudies[0]!.id}`));
    expect(undone.completedSteps).toBe(0);
  });
});
