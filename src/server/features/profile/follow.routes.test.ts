import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/accounts.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { FOLLOW_MESSAGES, type FollowState, type PublicProfile } from '#shared/schemas/profile.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();
const visitor = createClient(testApp);
let ada: FastMember;
let bob: FastMember;
let cyd: FastMember;

beforeAll(async () => {
  [ada, bob, cyd] = await fastMembers(testApp, 3, { namePrefix: 'Follower' });
});

const follow = (member: FastMember, id: string) => member.client.put(`/api/members/${id}/follow`);
const unfollow = (member: FastMember, id: string) => member.client.delete(`/api/members/${id}/follow`);
const profileOf = async (client: TestClient, id: string) => (await (await client.get(`/api/members/${id}`)).json()) as PublicProfile;
const newFollowerNotices = async (member: FastMember) =>
  ((await (await member.client.get('/api/me/notifications')).json()) as NotificationList).items.filter((item) => item.actionType === 'follow_user');

async function expectState(response: Response, state: FollowState) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toEqual(state);
}

describe('following a member', () => {
  it('asks a visitor to sign in and refuses following yourself, changing nothing', async () => {
    expect((await visitor.put(`/api/members/${bob.userId}/follow`)).status).toBe(401);
    expect((await visitor.delete(`/api/members/${bob.userId}/follow`)).status).toBe(401);
    const self = await follow(bob, bob.userId);
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe(FOLLOW_MESSAGES.self);
    expect((await profileOf(visitor, bob.userId)).follows).toEqual({ followers: 0, following: 0 });
  });

  it('answers 404 for a member who does not exist or left', async () => {
    expect((await follow(ada, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await follow(ada, 'not-a-uuid')).status).toBe(404);
    const [gone] = await fastMembers(testApp, 1);
    await testApp.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.userId, gone.userId));
    expect((await follow(ada, gone.userId)).status).toBe(404);
  });

  it('is a state: following twice or unfollowing twice changes nothing more', async () => {
    await expectState(await follow(ada, bob.userId), { following: true, followers: 1 });
    await expectState(await follow(ada, bob.userId), { following: true, followers: 1 });
    expect((await profileOf(visitor, bob.userId)).follows).toEqual({ followers: 1, following: 0 });
    expect((await profileOf(visitor, ada.userId)).follows).toEqual({ followers: 0, following: 1 });

    await expectState(await unfollow(ada, bob.userId), { following: false, followers: 0 });
    await expectState(await unfollow(ada, bob.userId), { following: false, followers: 0 });
    expect((await profileOf(visitor, ada.userId)).follows).toEqual({ followers: 0, following: 0 });
  });

  it('tells the reader whether they follow the member; a visitor and the member themselves get null', async () => {
    await follow(ada, cyd.userId);
    expect((await profileOf(ada.client, cyd.userId)).viewerFollows).toBe(true);
    expect((await profileOf(bob.client, cyd.userId)).viewerFollows).toBe(false);
    expect((await profileOf(cyd.client, cyd.userId)).viewerFollows).toBeNull();
    expect((await profileOf(visitor, cyd.userId)).viewerFollows).toBeNull();
  });

  it('notifies "New Follower" once per follower a day, however often they follow again', async () => {
    const [followed] = await fastMembers(testApp, 1);
    await follow(ada, followed.userId);
    await unfollow(ada, followed.userId);
    await follow(ada, followed.userId);
    await follow(ada, followed.userId);
    await follow(bob, followed.userId);
    const notices = await newFollowerNotices(followed);
    expect(notices.map((n) => [n.title, n.message])).toEqual([
      ['New Follower', `${bob.displayName} started following you`],
      ['New Follower', `${ada.displayName} started following you`],
    ]);
    expect(notices[0]).toMatchObject({ type: 'follow', read: false });
    expect(await newFollowerNotices(ada)).toEqual([]);
  });

  it('counts only members who are still active', async () => {
    const [followed, leaving] = await fastMembers(testApp, 2);
    await follow(leaving, followed.userId);
    await follow(ada, followed.userId);
    await testApp.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.userId, leaving.userId));
    expect((await profileOf(visitor, followed.userId)).follows.followers).toBe(1);
  });
});
