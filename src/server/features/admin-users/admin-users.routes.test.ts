import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { auditLog } from '#server/db/schema/admin.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { contentViews } from '#server/db/schema/engagement.ts';
import { readingMonth } from '#shared/domain/content-access.ts';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserList } from '#shared/schemas/admin-users.ts';
import { fastMember, fastMembers } from '#tests/helpers/fast-members.ts';
import { allPrincipals, clientOf, principal, PRINCIPALS, type Principal } from '#tests/helpers/principals.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

const testApp = testAppForFile();
const all = fileFixture(() => allPrincipals(testApp));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The status each principal gets, for a rule that admits `allowed`. */
const expected = (name: Principal, allowed: readonly Principal[]) => (name === 'visitor' ? 401 : allowed.includes(name) ? 200 : 403);

async function listAs(name: Principal, query = ''): Promise<AdminUserList> {
  const response = await clientOf(all, name).get(`/api/admin/users${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminUserList;
}

const findIn = (list: AdminUserList, userId: string) => list.items.find((item) => item.userId === userId);

async function roleOf(userId: string) {
  const [row] = await testApp.db.select({ role: profiles.adminRole }).from(profiles).where(eq(profiles.userId, userId));
  return row?.role ?? null;
}
async function tierOf(userId: string) {
  const [row] = await testApp.db.select({ tier: subscribers.subscriptionTier }).from(subscribers).where(eq(subscribers.userId, userId));
  return row?.tier ?? null;
}

describe('GET /api/admin/users', () => {
  it.each(PRINCIPALS)('answers %s as the ADMIN_USERS rule says', async (name) => {
    const response = await clientOf(all, name).get('/api/admin/users');
    expect(response.status).toBe(expected(name, ['administrator', 'super_admin']));
    if (response.status === 403) expect((await response.json()).error.code).toBe('ADMIN_ACCESS_REQUIRED');
  });

  it('joins profile and subscriber with the fallbacks: no subscription is a visitor with no e-mail; views are this month’s reads', async () => {
    const member = await fastMember(testApp, { namePrefix: 'Fallback Person' });
    await testApp.db.delete(subscribers).where(eq(subscribers.userId, member.userId));
    const reader = await fastMember(testApp, { namePrefix: 'Reader Person' });
    const studyIds = await testApp.db
      .insert(caseStudies)
      .values([1, 2].map((n) => ({ title: `Read ${n}`, contentStructure: { introduction: 'i', problem: 'p', solution: 's', metrics: {} } })))
      .returning({ id: caseStudies.id });
    const month = readingMonth(new Date());
    await testApp.db.insert(contentViews).values(studyIds.map(({ id }) => ({ userId: reader.userId, contentType: 'case_study' as const, contentId: id, month })));
    await testApp.db.insert(contentViews).values({ userId: reader.userId, contentType: 'case_study', contentId: studyIds[0]!.id, month: '2020-01-01' });

    const fallback = findIn(await listAs('administrator', '?q=Fallback Person'), member.userId);
    expect(fallback).toMatchObject({ email: null, tier: 'visitor', monthlyViews: 0, adminRole: 'none', displayName: member.displayName });
    const read = findIn(await listAs('administrator', '?q=Reader Person'), reader.userId);
    expect(read).toMatchObject({ email: reader.email, tier: 'explorer', monthlyViews: 2 });
  });

  it('searches by name or e-mail on the server, ignoring case, and pages 20 at a time', async () => {
    const byName = await listAs('super_admin', `?q=${encodeURIComponent(all.editor.displayName.toUpperCase())}`);
    expect(byName.items.map((item) => item.userId)).toEqual([all.editor.userId]);
    const byEmail = await listAs('super_admin', `?q=${encodeURIComponent(all.community.email)}`);
    expect(byEmail.items.map((item) => item.userId)).toEqual([all.community.userId]);
    expect((await listAs('super_admin', '?q=%25_nobody_matches_%25')).items).toEqual([]);

    await fastMembers(testApp, ADMIN_USERS_PAGE_SIZE + 1, { namePrefix: 'Paged Person' });
    const first = await listAs('administrator', '?q=paged person');
    const second = await listAs('administrator', '?q=paged person&page=2');
    expect(first.total).toBe(ADMIN_USERS_PAGE_SIZE + 1);
    expect(first.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(second.items).toHaveLength(1);
    expect(first.items.map((item) => item.userId)).not.toContain(second.items[0]!.userId);
  });

  it('says per row what the viewer may change: roles only for a super_admin, tiers not of administrators or super_admins', async () => {
    const flagsAs = async (viewer: 'administrator' | 'super_admin', name: Exclude<Principal, 'visitor'>) => {
      const list = await listAs(viewer, `?q=${encodeURIComponent(all[name].displayName)}`);
      const row = findIn(list, all[name].userId) as AdminUser;
      return [row.canChangeRole, row.canChangeTier];
    };
    for (const name of ['explorer', 'contributor', 'editor'] as const) {
      expect(await flagsAs('administrator', name)).toEqual([false, true]);
      expect(await flagsAs('super_admin', name)).toEqual([true, true]);
    }
    for (const name of ['administrator', 'super_admin'] as const) {
      expect(await flagsAs('administrator', name)).toEqual([false, false]);
      expect(await flagsAs('super_admin', name)).toEqual([true, false]);
    }
  });

  it('refuses a bad page with the schema’s message', async () => {
    const response = await all.administrator.client.get('/api/admin/users?page=0');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Page must be at least 1');
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it.each(PRINCIPALS)('lets only a super_admin change a role (%s)', async (name) => {
    const target = await fastMember(testApp);
    const response = await clientOf(all, name).put(`/api/admin/users/${target.userId}/role`, { role: 'editor' });
    expect(response.status).toBe(expected(name, ['super_admin']));
    expect(await roleOf(target.userId)).toBe(name === 'super_admin' ? 'editor' : null);
  });

  it('sets none back to no role, and the new role takes effect on the next request', async () => {
    const target = await principal(testApp, 'explorer');
    expect((await target.client.get('/api/admin/users')).status).toBe(403);
    expect((await all.super_admin.client.put(`/api/admin/users/${target.userId}/role`, { role: 'administrator' })).status).toBe(200);
    expect((await target.client.get('/api/admin/users')).status).toBe(200);
    expect((await all.super_admin.client.put(`/api/admin/users/${target.userId}/role`, { role: 'none' })).status).toBe(200);
    expect(await roleOf(target.userId)).toBeNull();
    expect((await target.client.get('/api/admin/users')).status).toBe(403);
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, target.userId), eq(auditLog.action, 'user.role_changed')))
      .orderBy(auditLog.createdAt);
    expect(audits.map((row) => [row.actorId, row.details])).toEqual([
      [all.super_admin.userId, { from: 'none', to: 'administrator' }],
      [all.super_admin.userId, { from: 'administrator', to: 'none' }],
    ]);
  });

  it('refuses an unknown role (400), an unknown user (404) and demoting the last super_admin (409)', async () => {
    const bad = await all.super_admin.client.put(`/api/admin/users/${all.explorer.userId}/role`, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect((await all.super_admin.client.put(`/api/admin/users/${UNKNOWN_ID}/role`, { role: 'editor' })).status).toBe(404);
    expect((await all.super_admin.client.put('/api/admin/users/not-a-uuid/role', { role: 'editor' })).status).toBe(404);

    const others = await testApp.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.adminRole, 'super_admin'));
    expect(others.map((row) => row.id)).toEqual([all.super_admin.userId]);
    const last = await all.super_admin.client.put(`/api/admin/users/${all.super_admin.userId}/role`, { role: 'administrator' });
    expect(last.status).toBe(409);
    expect((await last.json()).error.message).toBe('At least one super admin must remain.');
    expect(await roleOf(all.super_admin.userId)).toBe('super_admin');
  });
});

describe('PUT /api/admin/users/{id}/tier', () => {
  it.each(PRINCIPALS)('lets super_admin and administrators change the tier of a member without a staff role (%s)', async (name) => {
    const target = await fastMember(testApp);
    const response = await clientOf(all, name).put(`/api/admin/users/${target.userId}/tier`, { tier: 'master_builder' });
    const status = expected(name, ['administrator', 'super_admin']);
    expect(response.status).toBe(status);
    expect(await tierOf(target.userId)).toBe(status === 200 ? 'master_builder' : 'explorer');
    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.subjectId, target.userId), eq(auditLog.action, 'user.tier_changed')));
    expect(audits.map((row) => [row.actorId, row.details])).toEqual(status === 200 ? [[all[name as 'administrator'].userId, { from: 'explorer', to: 'master_builder' }]] : []);
  });

  it.each(['contributor', 'editor', 'administrator', 'super_admin'] as const)('changes tiers of a %s only where the spec allows', async (role) => {
    const target = await principal(testApp, role);
    const allowed = role === 'contributor' || role === 'editor';
    for (const actor of ['administrator', 'super_admin'] as const) {
      const response = await all[actor].client.put(`/api/admin/users/${target.userId}/tier`, { tier: 'community' });
      expect(response.status).toBe(allowed ? 200 : 403);
    }
    expect(await tierOf(target.userId)).toBe(allowed ? 'community' : 'explorer');
  });

  it('gives a member without a subscription one; refuses an unknown tier and an unknown user', async () => {
    const target = await fastMember(testApp);
    await testApp.db.delete(subscribers).where(eq(subscribers.userId, target.userId));
    expect((await all.administrator.client.put(`/api/admin/users/${target.userId}/tier`, { tier: 'legacy_founder' })).status).toBe(200);
    expect(await tierOf(target.userId)).toBe('legacy_founder');
    expect((await all.administrator.client.put(`/api/admin/users/${target.userId}/tier`, { tier: 'gold' })).status).toBe(400);
    expect((await all.administrator.client.put(`/api/admin/users/${UNKNOWN_ID}/tier`, { tier: 'community' })).status).toBe(404);
  });
});
