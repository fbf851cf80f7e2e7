import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsDailyItems, userBehaviorEvents } from '#server/db/schema/analytics.ts';
import { subscribers } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { BEHAVIOR_BATCH_MAX, BEHAVIOR_EVENTS_PER_MINUTE } from '#shared/schemas/behavior-events.ts';
import type { AnalyticsOverview, ContentPerformance, PlatformMetrics } from '#shared/schemas/analytics.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { ingestBatch } from './ingest.service.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let member: FastMember;
let studyId: string;

beforeAll(async () => {
  member = await fastMember(testApp);
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
});

let sessionCounter = 0;
const newSession = () => `tab-session-${++sessionCounter}-${Date.now()}`;
const item = () => ({ kind: 'case_study', id: studyId });

async function ok<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describe('behaviour event ingest', () => {
  it('stores a batch with the member, the page path and no address, and adds it to the rollups', async () => {
    const sessionId = newSession();
    const response = await member.client.post('/api/analytics/events', {
      sessionId,
      events: [
        { type: 'page_view', path: `/case-studies/${studyId}`, data: {} },
        ...Array.from({ length: 4 }, () => ({ type: 'content_view', path: `/case-studies/${studyId}`, data: { item: item() } })),
        { type: 'engagement', path: `/case-studies/${studyId}`, data: { action: 'vote', item: item() } },
        { type: 'click', path: `/case-studies/${studyId}`, data: { target: '/pricing', item: item() } },
        { type: 'click', path: `/case-studies/${studyId}`, data: { target: '/pricing', item: item() } },
        { type: 'page_leave', path: `/case-studies/${studyId}`, data: { timeSpentMs: 5_000 } },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(204);
    const stored = await testApp.db.select().from(userBehaviorEvents).where(eq(userBehaviorEvents.sessionId, sessionId));
    expect(stored).toHaveLength(9);
    expect(new Set(stored.map((e) => e.userId))).toEqual(new Set([member.userId]));
    expect(Object.keys(stored[0]!)).not.toContain('ipAddress');
    const [rollup] = await testApp.db.select().from(analyticsDailyItems).where(eq(analyticsDailyItems.itemId, studyId));
    expect(rollup).toMatchObject({ views: 4, engagements: 1, clicks: 2 });
  });

  it.each([
    ['an unknown event type', { type: 'purchase', path: '/', data: {} }],
    ['a full address instead of a path', { type: 'page_view', path: 'https://evil.example/', data: {} }],
    ['a path with a query', { type: 'page_view', path: '/search?q=secret', data: {} }],
    ['details an event type does not have', { type: 'page_view', path: '/', data: { email: 'a@b.c' } }],
    ['a negative time spent', { type: 'page_leave', path: '/', data: { timeSpentMs: -1 } }],
  ])('refuses %s with 400 and stores nothing', async (_name, event) => {
    const sessionId = newSession();
    const response = await visitor.post('/api/analytics/events', { sessionId, events: [event] });
    expect(response.status).toBe(400);
    expect(await testApp.db.select().from(userBehaviorEvents).where(eq(userBehaviorEvents.sessionId, sessionId))).toHaveLength(0);
  });

  it('refuses batches over the size cap and a tab past its budget a minute, storing nothing of them', async () => {
    const sessionId = newSession();
    const views = (n: number) => Array.from({ length: n }, () => ({ type: 'page_view', path: '/', data: {} }));
    expect((await visitor.post('/api/analytics/events', { sessionId, events: views(BEHAVIOR_BATCH_MAX + 1) })).status).toBe(400);
    for (let sent = 0; sent < BEHAVIOR_EVENTS_PER_MINUTE; sent += BEHAVIOR_BATCH_MAX) {
      expect((await visitor.post('/api/analytics/events', { sessionId, events: views(BEHAVIOR_BATCH_MAX) })).status).toBe(204);
    }
    const refused = await visitor.post('/api/analytics/events', { sessionId, events: views(1) });
    expect(refused.status).toBe(429);
    expect(await testApp.db.select().from(userBehaviorEvents).where(eq(userBehaviorEvents.sessionId, sessionId))).toHaveLength(BEHAVIOR_EVENTS_PER_MINUTE);
    // Another tab has its own budget.
    expect((await visitor.post('/api/analytics/events', { sessionId: newSession(), events: views(1) })).status).toBe(204);
  });
});

describe('advanced analytics', () => {
  it('are for signed-in members only and refuse an unknown range', async () => {
    expect((await visitor.get('/api/analytics/content?range=7d')).status).toBe(401);
    expect((await visitor.get('/api/analytics/platform')).status).toBe(401);
    expect((await member.client.get('/api/analytics/content?range=2d')).status).toBe(400);
  });

  it('rank items by views with their engagement and conversion rates, and pages by views', async () => {
    const performance = await ok<ContentPerformance>(await member.client.get('/api/analytics/content?range=1d'));
    // One tab read it four times, voted and clicked on twice: one reader, who engaged and clicked.
    expect(performance.items[0]).toMatchObject({ id: studyId, title: PUBLISHED_DEMO_STUDIES[0]!.title, views: 4, readers: 1, engagementRate: 100, conversionRate: 100, href: `/case-studies/${studyId}` });
    expect(performance.pages[0]).toEqual({ path: '/', views: BEHAVIOR_EVENTS_PER_MINUTE + 1 });
  });

  it('count distinct active members, sign-ups against the range before and a capped engagement score', async () => {
    // One member signed up in the range before this one.
    await testApp.db.update(users).set({ createdAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(users.id, (await fastMember(testApp)).userId));
    const metrics = await ok<PlatformMetrics>(await member.client.get('/api/analytics/platform?range=7d'));
    expect(metrics.activeUsers).toBe(1);
    const signUps = await testApp.db.select({ createdAt: users.createdAt }).from(users);
    const since = new Date(`${metrics.from}T00:00:00Z`);
    expect(metrics.signUps).toBe(signUps.filter((u) => u.createdAt >= since).length);
    expect(metrics.previousSignUps).toBe(1);
    expect(metrics.signUpGrowth).toBe((metrics.signUps - 1) * 100);
    // The first batch's view, the budget test's views and the other tab's one.
    expect(metrics.pageViews).toBe(BEHAVIOR_EVENTS_PER_MINUTE + 2);
    expect(metrics.engagementScore).toBe(Math.round((1 / (BEHAVIOR_EVENTS_PER_MINUTE + 2)) * 1000) / 10);
    expect(metrics.trend).toHaveLength(7);
    expect(metrics.trend.at(-1)!.activeUsers).toBe(1);
  });

  it('export CSV for Master Builder and above only', async () => {
    expect((await visitor.get('/api/analytics/export/content')).status).toBe(401);
    const refused = await member.client.get('/api/analytics/export/content');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FEATURE_LOCKED');
    await testApp.db.update(subscribers).set({ subscriptionTier: 'master_builder' }).where(eq(subscribers.userId, member.userId));
    const csv = await member.client.get('/api/analytics/export/content?range=1d');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, first] = (await csv.text()).split('\r\n');
    expect(header).toBe('kind,title,views,readers,engagements,clicks,engagementRate,conversionRate');
    expect(first).toContain(',4,1,1,2,100,100');
  });
});

describe('the public overview', () => {
  it('counts published content and engagement, averages every star and lists the most voted', async () => {
    const overview = await ok<AnalyticsOverview>(await visitor.get('/api/analytics/overview'));
    const published = await testApp.db.select({ votes: caseStudies.voteCount, sum: caseStudies.ratingSum, count: caseStudies.ratingCount }).from(caseStudies).where(eq(caseStudies.status, 'published'));
    expect(overview.figures.publishedCaseStudies).toBe(published.length);
    expect(overview.popular.caseStudies).toHaveLength(5);
    expect(overview.popular.caseStudies[0]!.voteCount).toBe(Math.max(...published.map((p) => p.votes)));
    expect(overview.recent.length).toBeLessThanOrEqual(10);
    expect(overview.regions.length).toBeGreaterThan(0);
    expect(overview.categories.reduce((s, c) => s + c.count, 0)).toBe(overview.figures.publishedTactics);

    const before = overview.figures.totalEngagement;
    expect((await member.client.put(`/api/case-studies/${studyId}/vote`, { voteType: 'upvote' })).status).toBe(200);
    const after = await ok<AnalyticsOverview>(await visitor.get('/api/analytics/overview'));
    expect(after.figures.totalEngagement).toBe(before + 1);
  });
});

describe('active members over days', () => {
  it('count each member once per range and per day, from the days they were active', async () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const batch = (n = 1) => ({ sessionId: newSession(), events: Array.from({ length: n }, () => ({ type: 'page_view' as const, path: '/', data: {} })) });
    const before = await ok<PlatformMetrics>(await member.client.get('/api/analytics/platform?range=30d'));
    const [recent, older] = [await fastMember(testApp), await fastMember(testApp)];
    // recent: three days ago twice, then today; older: twenty days ago only.
    await ingestBatch(testApp.db, { batch: batch(2), userId: recent.userId, userAgent: null, now: at(3) });
    await ingestBatch(testApp.db, { batch: batch(), userId: recent.userId, userAgent: null, now: at(3) });
    await ingestBatch(testApp.db, { batch: batch(), userId: recent.userId, userAgent: null, now: at(0) });
    await ingestBatch(testApp.db, { batch: batch(), userId: older.userId, userAgent: null, now: at(20) });

    const week = await ok<PlatformMetrics>(await member.client.get('/api/analytics/platform?range=7d'));
    const month = await ok<PlatformMetrics>(await member.client.get('/api/analytics/platform?range=30d'));
    expect(month.activeUsers).toBe(before.activeUsers + 2);
    expect(week.activeUsers).toBe(before.activeUsers + 1);
    const onDay = (metrics: PlatformMetrics, daysAgo: number) => metrics.trend.find((point) => point.day === at(daysAgo).toISOString().slice(0, 10))!.activeUsers;
    expect(onDay(week, 3)).toBe(1);
    expect(onDay(month, 20)).toBe(1);
    expect(onDay(week, 0)).toBe(before.trend.at(-1)!.activeUsers + 1);

    // A member active after the range's last day (a clock ahead) is not counted in it.
    await ingestBatch(testApp.db, { batch: batch(), userId: older.userId, userAgent: null, now: at(-2) });
    expect((await ok<PlatformMetrics>(await member.client.get('/api/analytics/platform?range=30d'))).activeUsers).toBe(before.activeUsers + 2);
    expect((await ok<PlatformMetrics>(await member.client.get('/api/analytics/platform?range=7d'))).activeUsers).toBe(before.activeUsers + 1);
  });
});

describe('content performance over long ranges', () => {
  it('adds every day of the range exactly, whole weeks and the days at its edges alike', async () => {
    const otherId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[1]!.title);
    const day = 86_400_000;
    const path = `/case-studies/${otherId}`;
    const batch = (views: number) => ({
      sessionId: newSession(),
      events: [
        ...Array.from({ length: views }, () => ({ type: 'content_view' as const, path, data: { item: { kind: 'case_study' as const, id: otherId } } })),
        ...Array.from({ length: 10 }, () => ({ type: 'page_view' as const, path, data: {} })),
      ],
    });
    // Days ago and views: spread over edges and whole weeks of every range; 90 days ago is outside them all.
    const views: [number, number][] = [[0, 31], [5, 32], [6, 33], [13, 34], [29, 35], [30, 36], [47, 37], [89, 38], [90, 39]];
    for (const [daysAgo, n] of views) await ingestBatch(testApp.db, { batch: batch(n), userId: null, userAgent: null, now: new Date(Date.now() - daysAgo * day) });
    const expected = (days: number) => views.filter(([daysAgo]) => daysAgo < days).reduce((s, [, n]) => s + n, 0);
    for (const [range, days] of [['7d', 7], ['30d', 30], ['90d', 90]] as const) {
      const performance = await ok<ContentPerformance>(await member.client.get(`/api/analytics/content?range=${range}`));
      expect(performance.items.find((i) => i.id === otherId)?.views, range).toBe(expected(days));
      const pageDays = views.filter(([daysAgo]) => daysAgo < days).length;
      expect(performance.pages.find((p) => p.path === path)?.views, range).toBe(pageDays * 10);
    }
  });
});

describe('engagement and conversion rates', () => {
  it('give engagement and conversion as shares of the readers, however many times each of them acted', async () => {
    const otherId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[2]!.title);
    const other = { kind: 'case_study', id: otherId };
    const path = `/case-studies/${otherId}`;
    const send = (sessionId: string, events: unknown[]) => visitor.post('/api/analytics/events', { sessionId, events });
    const keen = newSession();
    // A keen reader opens it, then (in the tab's next batch) votes, bookmarks, rates and clicks five times.
    expect((await send(keen, [{ type: 'content_view', path, data: { item: other } }])).status).toBe(204);
    const actions = ['vote', 'bookmark', 'rating'].map((action) => ({ type: 'engagement', path, data: { action, item: other } }));
    const clicks = Array.from({ length: 5 }, () => ({ type: 'click', path, data: { target: '/pricing', item: other } }));
    expect((await send(keen, [...actions, ...clicks])).status).toBe(204);
    // A second reader only reads; a third tab bookmarks it from a card without opening it, so is no reader.
    expect((await send(newSession(), [{ type: 'content_view', path, data: { item: other } }])).status).toBe(204);
    expect((await send(newSession(), [{ type: 'engagement', path: '/case-studies', data: { action: 'bookmark', item: other } }])).status).toBe(204);

    const performance = await ok<ContentPerformance>(await member.client.get('/api/analytics/content?range=1d'));
    expect(performance.items.find((i) => i.id === otherId)).toMatchObject({ views: 2, readers: 2, engagements: 4, clicks: 5, engagementRate: 50, conversionRate: 50 });
  });
});
