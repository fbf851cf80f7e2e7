import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { eq, like } from 'drizzle-orm';
import { profiles } from '#server/db/schema/accounts.ts';
import { storedObjects } from '#server/db/schema/storage.ts';
import type { OwnProfile, ProfileActivity, PublicProfile } from '#shared/schemas/profile.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profile.ts';
import { PUBLISHED_DEMO_STUDIES, DEMO_TACTICS, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let ada: FastMember;
let bob: FastMember;

beforeAll(async () => {
  [ada, bob] = await fastMembers(testApp, 2);
});

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  if (message) expect((await response.json()).error.message).toBe(message);
}

const patch = (client: TestClient, body: unknown) => client.request('/api/me/profile', { method: 'PATCH', json: body });
const upload = (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const form = new FormData();
  form.append('photo', new File([bytes], name, { type }));
  return client.request('/api/me/avatar', { method: 'POST', body: form });
};

const photoKeys = async (userId: string) =>
  (await testApp.db.select({ key: storedObjects.key }).from(storedObjects).where(like(storedObjects.key, `avatars/${userId}/%`))).map((row) => row.key);

describe('the own profile', () => {
  it('asks visitors to sign in', async () => {
    await expectError(await visitor.get('/api/me/profile'), 401);
    await expectError(await patch(visitor, { bio: 'x' }), 401);
    await expectError(await visitor.get('/api/me/profile/activity'), 401);
  });

  it('reads and saves every field, keeping those left out', async () => {
    const before = (await (await ada.client.get('/api/me/profile')).json()) as OwnProfile;
    expect(before.email).toBe(ada.email);
    expect(before.displayName).toBe(ada.displayName);
    const response = await patch(ada.client, {
      displayName: ' Ada <Lovelace> ',
      bio: 'Builds engines.',
      websiteUrl: 'https://ada.example',
      companySize: '11-50',
      businessType: 'software',
      businessCategory: 'food & beverage',
      state: 'New York',
      country: 'United Kingdom',
      timeZone: 'GMT+01:00',
      aboutMe: 'Line one\nLine two',
      publicFields: ['bio', 'links', 'bio'],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as OwnProfile;
    expect(saved).toMatchObject({ displayName: 'Ada Lovelace', bio: 'Builds engines.', companySize: '11-50', state: 'New York', timeZone: 'GMT+01:00', publicFields: ['bio', 'links'] });
    const again = (await (await patch(ada.client, { city: 'London', websiteUrl: '' })).json()) as OwnProfile;
    expect(again).toMatchObject({ city: 'London', bio: 'Builds engines.', websiteUrl: null });
  });

  it("refuses values outside the spec's limits and lists", async () => {
    await expectError(await patch(ada.client, { bio: 'x'.repeat(501) }), 400, PROFILE_MESSAGES.bio);
    await expectError(await patch(ada.client, { displayName: 'A' }), 400, PROFILE_MESSAGES.displayName);
    await expectError(await patch(ada.client, { websiteUrl: 'javascript:alert(1)' }), 400, PROFILE_MESSAGES.url);
    await expectError(await patch(ada.client, { companySize: '12' }), 400, PROFILE_MESSAGES.choice('company size'));
    await expectError(await patch(ada.client, { timeZone: 'GMT+13:00' }), 400, PROFILE_MESSAGES.choice('time zone'));
    await expectError(await patch(ada.client, { publicFields: ['email'] }), 400);
  });
});

describe('the profile photo', () => {
  it('stores a real image as square WebP thumbnails served with long caching', async () => {
    const jpeg = new Uint8Array(await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } }).jpeg().toBuffer());
    const response = await upload(ada.client, jpeg, 'me.jpg', 'image/jpeg');
    expect(response.status, await response.clone().text()).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/media/avatars/${ada.userId}/[0-9a-f]{32}-256\\.webp$`));
    const image = await visitor.get(avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    // A member's browser sends its cookie with the photo; the photo stays cacheable all the same.
    expect((await ada.client.get(avatarUrl)).headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect((await visitor.get(avatarUrl.replace('-256', '-64'))).status).toBe(200);
    expect(((await (await ada.client.get('/api/me/profile')).json()) as OwnProfile).avatarUrl).toBe(avatarUrl);

    // A new photo replaces the old one's files.
    const png = new Uint8Array(await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff0000' } }).png().toBuffer());
    const second = (await (await upload(ada.client, png, 'me.png', 'image/png')).json()) as { avatarUrl: string };
    expect(second.avatarUrl).not.toBe(avatarUrl);
    expect((await visitor.get(avatarUrl)).status).toBe(404);
    expect(await photoKeys(ada.userId)).toHaveLength(2);
  });

  it('refuses a renamed non-image, whatever its name and declared type', async () => {
    const text = new TextEncoder().encode('this is not an image at all');
    await expectError(await upload(bob.client, text, 'photo.png', 'image/png'), 400, PROFILE_MESSAGES.avatarType);
    const gif = new Uint8Array(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer());
    await expectError(await upload(bob.client, gif, 'photo.jpg', 'image/jpeg'), 400, PROFILE_MESSAGES.avatarType);
  });

  it('refuses a photo whose dimensions are too large, saying so', async () => {
    // A 109-byte PNG whose header declares 30,000 × 30,000 pixels.
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
      return Buffer.concat([length, Buffer.from(type), data, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0);
    header.writeUInt32BE(30_000, 4);
    header[8] = 8; // bit depth; colour type 0 (grey)
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(30_001))), chunk('IEND', Buffer.alloc(0))]);
    await expectError(await upload(bob.client, new Uint8Array(png), 'wide.png', 'image/png'), 400, PROFILE_MESSAGES.avatarDimensions);
  });

  it('refuses a photo over 5 MB and a missing one', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    await expectError(await upload(bob.client, big, 'big.jpg', 'image/jpeg'), 413, PROFILE_MESSAGES.avatarTooLarge);
    // Refused by the upload's body limit before the route reads it, with the photo's limit all the same.
    await expectError(await upload(bob.client, new Uint8Array(7 * 1024 * 1024), 'huge.jpg', 'image/jpeg'), 413, PROFILE_MESSAGES.avatarTooLarge);
    await expectError(await bob.client.request('/api/me/avatar', { method: 'POST', body: new FormData() }), 400, PROFILE_MESSAGES.avatarMissing);
    await expectError(await bob.client.post('/api/me/avatar', {}), 400, PROFILE_MESSAGES.avatarMissing);
    await expectError(await upload(visitor, new Uint8Array(10), 'a.jpg', 'image/jpeg'), 401);
  });

  it('answers 404 for any name that is not a stored thumbnail', async () => {
    expect((await visitor.get(`/api/media/avatars/${bob.userId}/..%2F..%2Fauth-secret`)).status).toBe(404);
    expect((await visitor.get(`/api/media/avatars/${bob.userId}/${'a'.repeat(32)}-256.webp`)).status).toBe(404);
  });

  it('removes the photo', async () => {
    expect((await ada.client.delete('/api/me/avatar')).status).toBe(204);
    expect(((await (await ada.client.get('/api/me/profile')).json()) as OwnProfile).avatarUrl).toBeNull();
  });

  it("leaves the disk, every file of it, when staff erase the member's account", async () => {
    const [leaving, admin] = await fastMembers(testApp, 2);
    await testApp.db.update(profiles).set({ adminRole: 'administrator' }).where(eq(profiles.userId, admin.userId));
    const jpeg = new Uint8Array(await sharp({ create: { width: 200, height: 200, channels: 3, background: '#22aa66' } }).jpeg().toBuffer());
    const { avatarUrl } = (await (await upload(leaving.client, jpeg, 'me.jpg', 'image/jpeg')).json()) as { avatarUrl: string };
    // A photo an earlier version kept in the uploads folder, whose removal failed when it was replaced.
    const folder = path.join(testApp.uploadsDir, 'avatars', leaving.userId);
    const leftOver = `${'b'.repeat(32)}-256.webp`;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, leftOver), jpeg);
    expect((await visitor.get(`/api/media/avatars/${leaving.userId}/${leftOver}`)).status).toBe(200);
    expect(await photoKeys(leaving.userId)).toHaveLength(2);

    const { id } = (await (await leaving.client.post('/api/me/deletion-request', {})).json()) as { id: string };
    expect((await admin.client.post(`/api/admin/deletion-requests/${id}/erase`)).status).toBe(200);

    for (const url of [avatarUrl, avatarUrl.replace('-256', '-64'), `/api/media/avatars/${leaving.userId}/${leftOver}`]) {
      expect((await visitor.get(url)).status, url).toBe(404);
    }
    expect(existsSync(folder)).toBe(false);
    expect(await photoKeys(leaving.userId)).toEqual([]);
  });
});

describe("the profile's activity", () => {
  it('counts and lists bookmarks and ratings, newest first', async () => {
    const studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
    const tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
    await bob.client.put(`/api/case-studies/${studyId}/bookmark`);
    await bob.client.put(`/api/tactics/${tacticId}/bookmark`);
    await bob.client.put(`/api/case-studies/${studyId}/rating`, { rating: 5 });
    await bob.client.put(`/api/tactics/${tacticId}/rating`, { rating: 4, reviewText: 'Useful' });
    await bob.client.put(`/api/tactics/${tacticId}/vote`, { voteType: 'upvote' });
    const activity = (await (await bob.client.get('/api/me/profile/activity')).json()) as ProfileActivity;
    expect(activity.stats).toEqual({ bookmarks: 2, ratingsGiven: 2, votesCast: 1, averageRating: 4.5 });
    expect(activity.bookmarks.map((b) => b.href)).toEqual([`/tactics/${tacticId}`, `/case-studies/${studyId}`]);
    expect(activity.ratings[0]).toMatchObject({ kind: 'tactic', rating: 4, reviewText: 'Useful', title: DEMO_TACTICS[0]!.name });
  });

  it('shows "--" material: no average without ratings', async () => {
    const activity = (await (await ada.client.get('/api/me/profile/activity')).json()) as ProfileActivity;
    expect(activity.stats.averageRating).toBeNull();
  });
});

describe('public member profiles', () => {
  it('show only what the member chose to make public', async () => {
    await patch(bob.client, { bio: 'Secret bio', websiteUrl: 'https://bob.example', company: 'Bob Inc', publicFields: [] });
    const hidden = (await (await visitor.get(`/api/members/${bob.userId}`)).json()) as PublicProfile;
    expect(hidden).toEqual({ id: bob.userId, displayName: bob.displayName, joinedAt: expect.any(String), follows: { followers: 0, following: 0 }, viewerFollows: null });

    await patch(bob.client, { publicFields: ['bio', 'links', 'progress', 'submissions'] });
    const shown = (await (await visitor.get(`/api/members/${bob.userId}`)).json()) as PublicProfile;
    expect(shown).toMatchObject({ bio: 'Secret bio', links: { websiteUrl: 'https://bob.example' }, progress: { level: 1, levelTitle: 'Newbie' }, submissions: [] });
    expect(JSON.stringify(shown)).not.toContain('Bob Inc');
    expect(JSON.stringify(shown)).not.toContain(bob.email);
  });

  it("lists the member's latest discussions with links to their case study or tactic only when they show them", async () => {
    const studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[1]!.title);
    const tacticId = await tacticIdByName(testApp, DEMO_TACTICS[1]!.name);
    const [writer] = await fastMembers(testApp, 1);
    expect((await writer.client.post(`/api/case-studies/${studyId}/discussions`, { title: 'Pricing question', body: 'How did **they** price the _first_ plan?' })).status).toBe(201);
    expect((await writer.client.post(`/api/tactics/${tacticId}/discussions`, { title: 'Worked for me', body: 'Tried it last week.' })).status).toBe(201);

    await patch(writer.client, { publicFields: ['progress'] });
    expect(await (await visitor.get(`/api/members/${writer.userId}`)).json()).not.toHaveProperty('discussions');

    await patch(writer.client, { publicFields: ['discussions'] });
    const shown = (await (await visitor.get(`/api/members/${writer.userId}`)).json()) as PublicProfile;
    expect(shown.discussions).toEqual([
      { id: expect.any(String), title: 'Worked for me', excerpt: 'Tried it last week.', subject: { kind: 'tactic', title: DEMO_TACTICS[1]!.name, href: `/tactics/${tacticId}` }, createdAt: expect.any(String) },
      {
        id: expect.any(String),
        title: 'Pricing question',
        excerpt: 'How did they price the first plan?',
        subject: { kind: 'case_study', title: PUBLISHED_DEMO_STUDIES[1]!.title, href: `/case-studies/${studyId}` },
        createdAt: expect.any(String),
      },
    ]);
    expect(shown).not.toHaveProperty('progress');
  });

  it('answers 404 for an unknown member', async () => {
    await expectError(await visitor.get('/api/members/00000000-0000-4000-8000-000000000000'), 404, 'Profile not found.');
    await expectError(await visitor.get('/api/members/not-a-uuid'), 404);
  });
});
