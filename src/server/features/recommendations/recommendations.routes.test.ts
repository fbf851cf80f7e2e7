import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { caseStudies, tactics } from '#server/db/schema/content.ts';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { fastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });

describe('GET /api/me/recommendations', () => {
  it('asks visitors to sign in', async () => {
    expect((await createClient(testApp).get('/api/me/recommendations')).status).toBe(401);
  });

  it('scores unseen content by votes, the interests and ratings, top 10', async () => {
    const member = await fastMember(testApp);
    const [liked] = await testApp.db.select().from(caseStudies).where(eq(caseStudies.status, 'published')).limit(1);
    const [tactic] = await testApp.db.select().from(tactics).limit(1);
    await member.client.put(`/api/case-studies/${liked!.id}/bookmark`);
    await member.client.put(`/api/tactics/${tactic!.id}/vote`, { voteType: 'upvote' });

    const body = (await (await member.client.get('/api/me/recommendations')).json()) as Recommendations;
    expect(body.interests.regions).toEqual(liked!.regionTags.slice(0, 3));
    expect(body.interests.categories).toEqual([tactic!.category]);
    expect(body.items.length).toBeLessThanOrEqual(10);
    expect(body.items.length).toBeGreaterThan(0);
    // Nothing the member already interacted with; best first; at most 2 region tags.
    expect(body.items.map((i) => i.id)).not.toContain(liked!.id);
    expect(body.items.map((i) => i.id)).not.toContain(tactic!.id);
    const scores = body.items.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const item of body.items) expect(item.regionTags.length).toBeLessThanOrEqual(2);
    const sameCategory = body.items.find((i) => i.type === 'tactic' && i.category === tactic!.category);
    if (sameCategory) expect(sameCategory.reason).toBe(`Matches your interest in ${tactic!.category}`);
  });
});
