import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema/accounts.ts';
import { signedInMember, TEST_PASSWORD } from '#tests/helpers/accounts.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });

describe('how API answers may be cached', () => {
  it('keeps every answer for a signed-in member out of any cache', async () => {
    const [member] = await fastMembers(testApp, 1);
    await testApp.db.update(subscribers).set({ subscriptionTier: 'community' }).where(eq(subscribers.userId, member.userId));
    const studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);

    const article = await member.client.get(`/api/case-studies/${studyId}`);
    expect(article.status).toBe(200);
    expect((await article.json()).paywall).toBeNull();
    expect(article.headers.get('cache-control')).toBe('private, no-store');
    for (const path of ['/api/me', '/api/me/profile', '/api/billing/history', '/api/case-studies?pageSize=5']) {
      const response = await member.client.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('keeps the answer that signs a member in out of any cache, though the request carried no cookie', async () => {
    const { email } = await signedInMember(testApp);
    const signIn = await createClient(testApp).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it("lets a cache keep a visitor's list only to check it with the server first, and says it varies with the cookie", async () => {
    const list = await createClient(testApp).get('/api/case-studies?pageSize=5');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-cache');
    expect(list.headers.get('vary')).toMatch(/\bcookie\b/i);
  });

  it('leaves an answer that names its own policy as it is, for a member too', async () => {
    const [member] = await fastMembers(testApp, 1);
    const stylesheet = await member.client.get('/api/docs/assets/swagger-ui.css');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
