import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeSignature } from 'better-auth/crypto';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { fastMember } from '#tests/helpers/fast-members.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { verifiedToken } from './signed-session.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sessionOf = async (userId: string) => (await testApp.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];
const meOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

describe('a signed session cookie', () => {
  it('is accepted with better-auth’s own signature and refused with any other', async () => {
    const { secret } = await testApp.auth.$context;
    const signature = await makeSignature('token-123', secret);
    expect(verifiedToken(`token-123.${signature}`, secret)).toBe('token-123');
    expect(verifiedToken(`token-124.${signature}`, secret)).toBeUndefined();
    expect(verifiedToken(`token-123.${await makeSignature('token-123', `${secret}x`)}`, secret)).toBeUndefined();
    expect(verifiedToken('token-123', secret)).toBeUndefined();
    // Another first character (the last one before the padding carries bits a decoder drops).
    expect(verifiedToken(`token-123.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, secret)).toBeUndefined();
  });

  it("reads the member with the tier and staff role of this moment, and a tampered cookie reads no one", async () => {
    const member = await fastMember(testApp);
    expect(await meOf(await member.client.get('/api/me'))).toMatchObject({ status: 200, body: { id: member.userId, displayTier: 'explorer', displayRole: null } });
    await testApp.db.update(subscribers).set({ subscriptionTier: 'master_builder' }).where(eq(subscribers.userId, member.userId));
    await testApp.db.update(profiles).set({ adminRole: 'editor' }).where(eq(profiles.userId, member.userId));
    expect(await meOf(await member.client.get('/api/me'))).toMatchObject({ status: 200, body: { displayTier: 'master_builder', displayRole: 'editor' } });

    // The signature's first character changed (its last one carries bits a decoder drops).
    const tampered = member.cookie.replace(/\.([^.])([^.]*)$/, (_, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`);
    expect(tampered).not.toBe(member.cookie);
    expect((await member.client.get('/api/me', { headers: { cookie: tampered } })).status).toBe(401);
  });

  it('is refused once its session ends, and an expired session is deleted', async () => {
    const ended = await fastMember(testApp);
    await testApp.db.delete(sessions).where(eq(sessions.userId, ended.userId));
    expect((await ended.client.get('/api/me')).status).toBe(401);

    const expired = await fastMember(testApp);
    await testApp.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.userId));
    expect((await expired.client.get('/api/me')).status).toBe(401);
    expect(await sessionOf(expired.userId)).toBeUndefined();
  });

  it('keeps a fresh session as it is and extends one due for its daily refresh', async () => {
    const { sessionConfig } = await testApp.auth.$context;
    const fresh = await fastMember(testApp);
    const before = (await sessionOf(fresh.userId))!.expiresAt;
    expect((await fresh.client.get('/api/me')).status).toBe(200);
    expect((await sessionOf(fresh.userId))!.expiresAt).toEqual(before);

    const due = await fastMember(testApp);
    // Opened longer ago than updateAge: its expiry is that much nearer than a new session's.
    const dueExpiry = new Date(Date.now() + (sessionConfig.expiresIn - sessionConfig.updateAge - 60) * 1000);
    await testApp.db.update(sessions).set({ expiresAt: dueExpiry }).where(eq(sessions.userId, due.userId));
    expect((await due.client.get('/api/me')).status).toBe(200);
    expect((await sessionOf(due.userId))!.expiresAt.getTime()).toBeGreaterThan(dueExpiry.getTime() + 30_000);
  });
});
