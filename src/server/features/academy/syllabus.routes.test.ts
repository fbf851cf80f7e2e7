import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/admin.ts';
import { seedAcademy } from '#server/seed/academy-seed.ts';
import type { Syllabus, SyllabusWeek } from '#shared/academy-syllabus.ts';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { memberWith } from '#tests/helpers/members.ts';

const testApp = testAppForFile();

const member = (tier: SubscriptionTier, adminRole: AdminRole | null = null) => memberWith(testApp, tier, adminRole);

beforeAll(async () => {
  await seedAcademy(testApp.db);
});

describe('GET /api/academy/syllabus', () => {
  it('serves the six weeks stored by the migration, in order, to anyone', async () => {
    const response = await createClient(testApp).get('/api/academy/syllabus');
    expect(response.status).toBe(200);
    const { weeks } = (await response.json()) as Syllabus;
    expect(weeks.map((week) => week.week)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(weeks[0]).toEqual({
      week: 1,
      title: 'Find a problem worth solving',
      topics: ['Spotting problems people already pay to solve', 'Interviewing customers about past behaviour', 'Reading failure analyses in your niche'],
      requiredCourses: ['validate-before-you-build'],
    });
    expect(weeks[1]!.requiredCourses).toEqual(['validate-before-you-build', 'why-startups-fail']);
  });
});

describe('PUT /api/admin/academy/syllabus/:week', () => {
  const change = { title: 'Talk to twenty customers', topics: ['Finding people to interview', '  ', 'Questions about the past'], requiredCourses: ['why-startups-fail'] };

  it('is for staff who publish', async () => {
    expect((await createClient(testApp).request('/api/admin/academy/syllabus/1', { method: 'PUT', json: change })).status).toBe(401);
    const { client } = await member('legacy_founder');
    const refused = await client.put('/api/admin/academy/syllabus/1', change);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('ADMIN_ACCESS_REQUIRED');
  });

  it('refuses a bad week with a clear message and changes nothing', async () => {
    const { client } = await member('explorer', 'editor');
    const cases: [string, unknown, string][] = [
      ['/api/admin/academy/syllabus/7', change, 'The week must be between 1 and 6.'],
      ['/api/admin/academy/syllabus/0', change, 'The week must be between 1 and 6.'],
      ['/api/admin/academy/syllabus/2', { ...change, title: ' ' }, 'Please enter a title for the week.'],
      ['/api/admin/academy/syllabus/2', { ...change, topics: [' '] }, 'Please list at least one topic.'],
      ['/api/admin/academy/syllabus/2', { ...change, requiredCourses: ['no-such-course'] }, 'Every required course must be a course of the academy.'],
    ];
    for (const [path, body, message] of cases) {
      const response = await client.put(path, body);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    const { weeks } = (await (await client.get('/api/academy/syllabus')).json()) as Syllabus;
    expect(weeks[1]!.title).toBe('Validate with money, not compliments');
  });

  it('refuses a contributor, whose change would be public at once without review, and changes nothing', async () => {
    const { client } = await member('explorer', 'contributor');
    const before = (await (await createClient(testApp).get('/api/academy/syllabus')).json()) as Syllabus;
    const refused = await client.put('/api/admin/academy/syllabus/4', change);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual(expect.objectContaining({ code: 'ADMIN_ACCESS_REQUIRED', message: 'Admin Access Required' }));
    expect(await (await createClient(testApp).get('/api/academy/syllabus')).json()).toEqual(before);
  });

  it('saves a week for everyone and records who changed what in the audit log', async () => {
    const { client, userId } = await member('explorer', 'editor');
    const response = await client.put('/api/admin/academy/syllabus/3', change);
    expect(response.status).toBe(200);
    const saved: SyllabusWeek = { week: 3, title: 'Talk to twenty customers', topics: ['Finding people to interview', 'Questions about the past'], requiredCourses: ['why-startups-fail'] };
    expect(await response.json()).toEqual(saved);
    const { weeks } = (await (await createClient(testApp).get('/api/academy/syllabus')).json()) as Syllabus;
    expect(weeks[2]).toEqual(saved);
    const [entry] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, 'syllabus.week_updated')));
    expect(entry).toEqual(expect.objectContaining({ subjectType: 'syllabus_week', subjectId: '3' }));
    expect((entry!.details as { before: SyllabusWeek }).before.title).toBe('Price and package your offer');
  });
});
