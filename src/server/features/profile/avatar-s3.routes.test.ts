import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { events } from '#server/db/schema/events.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { PROFILE_MESSAGES } from '#shared/schemas/profile.ts';
import { fastMembers, type FastMember } from '#tests/helpers/fast-members.ts';
import { startS3Peer, type S3Peer } from '#tests/helpers/s3-peer.ts';
import { createClient, createTestApp, type TestApp, type TestClient } from '#tests/helpers/test-app.ts';
import { AppError } from '../../lib/errors.ts';
import { s3Storage } from '../../lib/object-storage.ts';
import { storeAvatar } from './avatar-store.ts';

// Profile photos in an S3-compatible bucket: a local peer that checks every request's signature.
let peer: S3Peer;
let testApp: TestApp;
let visitor: TestClient;
let ada: FastMember;

beforeAll(async () => {
  peer = await startS3Peer();
  testApp = await createTestApp({ tools: { s3: { endpoint: peer.endpoint, bucket: peer.bucket, region: peer.region, accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey } } });
  visitor = createClient(testApp);
  [ada] = await fastMembers(testApp, 1);
});
afterAll(async () => {
  await testApp.close();
  await peer.close();
});

const upload = async (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const form = new FormData();
  form.append('photo', new File([bytes], name, { type }));
  return client.request('/api/me/avatar', { method: 'POST', body: form });
};
const jpeg = async (background: string) => new Uint8Array(await sharp({ create: { width: 500, height: 320, channels: 3, background } }).jpeg().toBuffer());
const keysOf = (userId: string) => [...peer.objects.keys()].filter((key) => key.startsWith(`avatars/${userId}/`)).sort();

describe('profile photos in an S3-compatible bucket', () => {
  it('stores the thumbnails in the bucket with signed requests and serves them through the app with long caching', async () => {
    const response = await upload(ada.client, await jpeg('#3366cc'), 'me.jpg', 'image/jpeg');
    expect(response.status, await response.clone().text()).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/media/avatars/${ada.userId}/([0-9a-f]{32})-256\\.webp$`));
    const hash = /([0-9a-f]{32})-256/.exec(avatarUrl)![1];
    expect(keysOf(ada.userId)).toEqual([`avatars/${ada.userId}/${hash}-256.webp`, `avatars/${ada.userId}/${hash}-64.webp`]);
    const stored = peer.objects.get(`avatars/${ada.userId}/${hash}-256.webp`)!;
    expect(stored.contentType).toBe('image/webp');
    expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(peer.requests.length).toBeGreaterThan(0);
    expect(peer.requests.every((request) => request.signed)).toBe(true);
    // Nothing went to the local disk.
    expect(await readdir(path.join(testApp.uploadsDir, 'avatars')).catch(() => [])).toEqual([]);

    const image = await visitor.get(avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(peer.requests.at(-1)).toEqual({ method: 'GET', key: `avatars/${ada.userId}/${hash}-256.webp`, signed: true });
    expect((await visitor.get(avatarUrl.replace('-256', '-64'))).status).toBe(200);
  });

  it('deletes the old photo from the bucket when a new one replaces it, and when the photo is removed', async () => {
    const before = ((await (await ada.client.get('/api/me/profile')).json()) as OwnProfile).avatarUrl!;
    const response = await upload(ada.client, await jpeg('#cc3333'), 'new.jpg', 'image/jpeg');
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).not.toBe(before);
    expect(keysOf(ada.userId)).toHaveLength(2);
    expect(keysOf(ada.userId).every((key) => avatarUrl.includes(key.split('/')[2]!.split('-')[0]!))).toBe(true);
    expect((await visitor.get(before)).status).toBe(404);

    expect((await ada.client.delete('/api/me/avatar')).status).toBe(204);
    expect(keysOf(ada.userId)).toEqual([]);
    expect((await visitor.get(avatarUrl)).status).toBe(404);
  });

  it('refuses a renamed non-image before anything reaches the bucket', async () => {
    const count = peer.requests.length;
    const response = await upload(ada.client, new TextEncoder().encode('not an image'), 'photo.png', 'image/png');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(PROFILE_MESSAGES.avatarType);
    expect(peer.requests.length).toBe(count);
  });

  it('deletes every photo of a member from the bucket when the account is erased after its 7 days', async () => {
    const [leaving] = await fastMembers(testApp, 1);
    const { avatarUrl } = (await (await upload(leaving.client, await jpeg('#aa7700'), 'me.jpg', 'image/jpeg')).json()) as { avatarUrl: string };
    // An earlier photo whose removal failed when it was replaced.
    const leftOver = `avatars/${leaving.userId}/${'b'.repeat(32)}-64.webp`;
    peer.objects.set(leftOver, { ...peer.objects.get(avatarUrl.replace('/api/media/', ''))! });
    expect(keysOf(leaving.userId)).toHaveLength(3);

    const { id } = (await (await leaving.client.post('/api/me/deletion-request', {})).json()) as { id: string };
    await testApp.db
      .update(events)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(and(eq(events.type, 'account.erasure_due'), sql`${events.payload}->>'requestId' = ${id}`));
    await testApp.worker.drain();

    expect(keysOf(leaving.userId)).toEqual([]);
    expect((await visitor.get(avatarUrl)).status).toBe(404);
    expect((await visitor.get(`/api/media/${leftOver}`)).status).toBe(404);
    expect(peer.requests.every((request) => request.signed)).toBe(true);
  });

  it("gives browsers the bucket's public address when one is configured", async () => {
    const storage = s3Storage({ endpoint: peer.endpoint, bucket: peer.bucket, region: peer.region, accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey, publicUrl: 'https://cdn.example/photos/' });
    const url = await storeAvatar(storage, ada.userId, await jpeg('#00aa55'));
    expect(url).toMatch(new RegExp(`^https://cdn\\.example/photos/avatars/${ada.userId}/[0-9a-f]{32}-256\\.webp$`));
    expect(peer.objects.has(url.replace('https://cdn.example/photos/', ''))).toBe(true);
  });

  it('answers "try again" (503), not a server error, when the bucket refuses the credentials', async () => {
    const storage = s3Storage({ endpoint: peer.endpoint, bucket: peer.bucket, region: peer.region, accessKeyId: peer.accessKeyId, secretAccessKey: 'a-wrong-secret' });
    const refusal = await storeAvatar(storage, ada.userId, await jpeg('#123456')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE', message: PROFILE_MESSAGES.avatarStorage });
    expect(peer.requests.at(-1)).toMatchObject({ method: 'PUT', signed: false });
  });
});
