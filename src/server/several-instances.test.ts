import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { signedInMember } from '#tests/helpers/accounts.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { createClient, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestDatabase } from '#tests/helpers/test-database.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { caseStudies } from '#server/db/schema/content.ts';
import { generateCaseStudy, seededRandom } from '#server/seed/scale-generator.ts';
import type { CaseStudyPage } from '#shared/schemas/content.ts';

// Two app instances over one database, as two servers behind a load balancer: whatever one
// instance writes, the other shows on the next request (no state kept in a process).

let first: TestApp;
let second: TestApp;
let studyId: string;

beforeAll(async () => {
  first = await createTestApp({ demoContent: true });
  second = await createTestApp({ database: first.handle });
  studyId = await caseStudyIdByTitle(first, PUBLISHED_DEMO_STUDIES[0]!.title);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two instances on one database', () => {
  it('show a vote made on one instance on the other at once, with the member’s own state', async () => {
    const member = await signedInMember(first);
    // The same browser, its next request balanced to the other instance.
    const sameMemberOn = (app: TestApp) => {
      const client = createClient(app);
      return (path: string, init: RequestInit & { json?: unknown } = {}) =>
        client.request(path, { ...init, headers: { ...init.headers, cookie: member.client.cookieHeader() } });
    };
    const engagement = async (app: TestApp) => (await (await sameMemberOn(app)(`/api/case-studies/${studyId}/engagement`)).json()) as EngagementState;
    const visitorCount = async (app: TestApp) =>
      ((await (await createClient(app).get(`/api/case-studies/${studyId}/engagement`)).json()) as EngagementState).voteCount;

    // Both instances have answered (and could have remembered) the state before the vote.
    expect(await engagement(second)).toMatchObject({ voteCount: 0, viewerVote: null });
    expect(await visitorCount(second)).toBe(0);

    expect((await sameMemberOn(first)(`/api/case-studies/${studyId}/vote`, { method: 'PUT', json: { voteType: 'upvote' } })).status).toBe(200);
    expect(await engagement(second)).toMatchObject({ voteCount: 1, viewerVote: 'upvote' });
    expect(await visitorCount(second)).toBe(1);

    expect((await sameMemberOn(second)(`/api/case-studies/${studyId}/vote`, { method: 'DELETE' })).status).toBe(200);
    expect(await engagement(first)).toMatchObject({ voteCount: 0, viewerVote: null });
    expect(await visitorCount(first)).toBe(0);
  });

  it('list a vote, a newly published study and a changed card made through one instance on the other at once', async () => {
    // Its own connections to the database, as a server in another process has (PostgreSQL).
    const connections = (first.handle as TestDatabase).another();
    const third = await createTestApp({ database: connections });
    try {
      const browse = async (app: TestApp, query: string) => (await (await createClient(app).get(`/api/case-studies?${query}`)).json()) as CaseStudyPage;
      const before = await browse(third, 'sort=most_voted&pageSize=50');
      const last = before.items.at(-1)!;
      const voters = await fastMembers(first, 3);
      for (const voter of voters) expect((await voter.client.put(`/api/case-studies/${last.id}/vote`, { voteType: 'upvote' })).status).toBe(200);
      const after = await browse(third, 'sort=most_voted&pageSize=50');
      expect(after.items.findIndex((item) => item.id === last.id)).toBeLessThan(before.items.length - 1);
      expect(after.items.find((item) => item.id === last.id)?.voteCount).toBe(last.voteCount + 3);

      const [added] = await first.db
        .insert(caseStudies)
        .values({ ...generateCaseStudy(seededRandom(5)), title: 'Quokka Quilts', status: 'published', publishedAt: new Date(Date.now() + 60_000) })
        .returning({ id: caseStudies.id });
      expect((await browse(third, 'sort=newest')).items[0]?.id).toBe(added!.id);
      expect((await browse(third, 'q=quokka')).items.map((item) => item.id)).toEqual([added!.id]);

      // A change only its card shows (no order or filter moves): the card the other instance
      // listed a moment ago is not listed again.
      const shown = (await browse(third, 'sort=newest')).items[0]!;
      expect(shown).toMatchObject({ id: added!.id, businessName: expect.any(String) });
      await first.db.update(caseStudies).set({ businessName: 'Quokka Quilts Ltd', featuredImageUrl: 'https://images.example.com/quokka.jpg' }).where(eq(caseStudies.id, added!.id));
      expect((await browse(third, 'sort=newest')).items[0]).toEqual({ ...shown, businessName: 'Quokka Quilts Ltd', featuredImageUrl: 'https://images.example.com/quokka.jpg' });
    } finally {
      await third.close();
      await connections.close();
    }
  });

  it('serve a profile photo uploaded through one instance from the other, which has its own data folder', async () => {
    const [carol] = await fastMembers(first, 1);
    const jpeg = new Uint8Array(await sharp({ create: { width: 120, height: 120, channels: 3, background: '#3366cc' } }).jpeg().toBuffer());
    const form = new FormData();
    form.set('photo', new File([jpeg], 'me.jpg', { type: 'image/jpeg' }));
    const uploaded = await carol.client.request('/api/me/avatar', { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };
    expect(second.uploadsDir).not.toBe(first.uploadsDir);
    const served = await createClient(second).get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });
});
