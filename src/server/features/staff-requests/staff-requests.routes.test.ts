import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/accounts.ts';
import { auditLog } from '#server/db/schema/admin.ts';
import { dataDeletionRequests, enquiries } from '#server/db/schema/privacy.ts';
import { DELETED_MEMBER_NAME } from '#shared/constants.ts';
import { PRIVACY_MESSAGES, type StaffRequests } from '#shared/schemas/privacy.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();
let admin: FastMember;
let editor: FastMember;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  [admin, editor] = [await fastMember(testApp), await fastMember(testApp)];
  await testApp.db.update(profiles).set({ adminRole: 'administrator' }).where(eq(profiles.userId, admin.userId));
  await testApp.db.update(profiles).set({ adminRole: 'editor' }).where(eq(profiles.userId, editor.userId));
});

const list = async (status = 'open') => {
  const response = await admin.client.get(`/api/admin/requests?status=${status}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StaffRequests;
};

describe('/api/admin/requests', () => {
  it('is for staff with ADMIN_USERS only', async () => {
    expect((await createClient(testApp).get('/api/admin/requests')).status).toBe(401);
    const refused = await editor.client.get('/api/admin/requests');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('ADMIN_ACCESS_REQUIRED');
    expect((await editor.client.post(`/api/admin/enquiries/${UNKNOWN_ID}/done`)).status).toBe(403);
    expect((await editor.client.post(`/api/admin/deletion-requests/${UNKNOWN_ID}/erase`)).status).toBe(403);
    expect((await admin.client.get('/api/admin/requests?status=maybe')).status).toBe(400);
  });

  it('lists an open enquiry and moves it to done with an audit entry', async () => {
    expect((await createClient(testApp).post('/api/enquiries', { kind: 'contact', name: 'Grace', email: 'grace@example.com', message: 'Hi' })).status).toBe(201);
    const enquiry = (await list()).enquiries.find((e) => e.email === 'grace@example.com');
    expect(enquiry).toMatchObject({ kind: 'contact', name: 'Grace', status: 'open' });
    expect((await admin.client.post(`/api/admin/enquiries/${enquiry!.id}/done`)).status).toBe(200);
    expect((await list()).enquiries.some((e) => e.id === enquiry!.id)).toBe(false);
    expect((await list('done')).enquiries.find((e) => e.id === enquiry!.id)?.status).toBe('done');
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.subjectId, enquiry!.id), eq(auditLog.action, 'enquiry.handled')));
    expect(audit?.actorId).toBe(admin.userId);
    // Once done, it is no longer open to be handled.
    const again = await admin.client.post(`/api/admin/enquiries/${enquiry!.id}/done`);
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(PRIVACY_MESSAGES.notFound);
    expect((await admin.client.post('/api/admin/enquiries/not-an-id/done')).status).toBe(404);
  });

  it('lists a member privacy request and marks it done', async () => {
    const member = await fastMember(testApp);
    expect((await member.client.post('/api/privacy-requests', { kind: 'correction', details: 'My city is wrong' })).status).toBe(201);
    const request = (await list()).privacyRequests.find((r) => r.email === member.email);
    expect(request).toMatchObject({ kind: 'correction', details: 'My city is wrong', member: true });
    expect((await admin.client.post(`/api/admin/privacy-requests/${request!.id}/done`)).status).toBe(200);
    expect((await list()).privacyRequests.some((r) => r.id === request!.id)).toBe(false);
  });

  it('erases a deletion request at once, and only once', async () => {
    const member = await fastMember(testApp);
    const requested = await member.client.post('/api/me/deletion-request', {});
    const { id } = (await requested.json()) as { id: string };
    expect((await list()).deletionRequests.find((r) => r.id === id)?.status).toBe('confirmed');

    const erased = await admin.client.post(`/api/admin/deletion-requests/${id}/erase`);
    expect(erased.status).toBe(200);
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(profile?.displayName).toBe(DELETED_MEMBER_NAME);
    const [request] = await testApp.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id));
    expect(request).toMatchObject({ status: 'completed', completedBy: admin.userId });
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'account.erased')));
    expect(audit?.actorId).toBe(admin.userId);
    expect((await list('done')).deletionRequests.some((r) => r.id === id)).toBe(true);

    const again = await admin.client.post(`/api/admin/deletion-requests/${id}/erase`);
    expect(again.status).toBe(409);
    expect((await admin.client.post(`/api/admin/deletion-requests/${UNKNOWN_ID}/erase`)).status).toBe(404);
    expect(await testApp.db.select().from(enquiries).where(eq(enquiries.email, member.email))).toHaveLength(0);
  });
});
