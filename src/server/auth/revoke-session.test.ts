import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema/auth.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

const tokenOf = async (userId: string) => (await testApp.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId)))[0]!.token;
/** Everything a caller can observe of an answer. */
const observed = async (response: Response) => ({ status: response.status, headers: [...response.headers], body: await response.text() });

describe('POST /api/auth/revoke-session', () => {
  it("answers another member's session token exactly as a token that does not exist, and leaves that session open", async () => {
    const [me, other] = await fastMembers(testApp, 2);
    const theirs = await observed(await me.client.post('/api/auth/revoke-session', { token: await tokenOf(other.userId) }));
    const unknown = await observed(await me.client.post('/api/auth/revoke-session', { token: 'no-such-session-token' }));
    expect(theirs).toEqual(unknown);
    expect(await (await other.client.get('/api/me')).json()).toEqual(expect.objectContaining({ id: other.userId }));
  });

  it("ends the caller's own session", async () => {
    const [me] = await fastMembers(testApp, 1);
    expect(await (await me.client.post('/api/auth/revoke-session', { token: await tokenOf(me.userId) })).json()).toEqual({ status: true });
    expect(await testApp.db.select().from(sessions).where(eq(sessions.userId, me.userId))).toEqual([]);
  });
});
