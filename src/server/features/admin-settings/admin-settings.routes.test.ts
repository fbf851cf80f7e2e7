import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/admin.ts';
import { configuredSiteSettings } from '#server/settings/site-settings.ts';
import { allPrincipals, clientOf, PRINCIPALS } from '#tests/helpers/principals.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';

const testApp = testAppForFile();
const all = fileFixture(() => allPrincipals(testApp));

const status = (name: string) => (name === 'visitor' ? 401 : name === 'super_admin' ? 200 : 403);

describe('/api/admin/settings', () => {
  it.each(PRINCIPALS)('is read by a super_admin only (%s)', async (name) => {
    const response = await clientOf(all, name).get('/api/admin/settings');
    expect(response.status).toBe(status(name));
    if (response.status === 200) expect(await response.json()).toEqual(configuredSiteSettings());
  });

  it.each(PRINCIPALS)('is changed by a super_admin only (%s)', async (name) => {
    const response = await clientOf(all, name).put('/api/admin/settings', { companyName: `Company of ${name}` });
    expect(response.status).toBe(status(name));
  });

  it('saves a change, audited, and refuses an invalid value with its message', async () => {
    const response = await all.super_admin.client.put('/api/admin/settings', { supportEmail: 'help@example.com', communityUrl: 'https://community.example.com' });
    expect(response.status).toBe(200);
    expect(await (await all.super_admin.client.get('/api/admin/settings')).json()).toMatchObject({ supportEmail: 'help@example.com', communityUrl: 'https://community.example.com' });
    const audits = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(audits.map((row) => row.actorId)).toContain(all.super_admin.userId);
    const bad = await all.super_admin.client.put('/api/admin/settings', { supportEmail: 'nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Please enter a valid email address');
  });

  it('clears the community link with null, and keeps it cleared', async () => {
    const client = all.super_admin.client;
    expect((await client.put('/api/admin/settings', { communityUrl: 'https://community.example.com' })).status).toBe(200);
    const cleared = await client.put('/api/admin/settings', { communityUrl: null });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ communityUrl: null });
    expect(await (await client.get('/api/admin/settings')).json()).toMatchObject({ communityUrl: null });
  });
});
