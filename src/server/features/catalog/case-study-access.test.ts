import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { caseStudies } from '#server/db/schema/content.ts';
import { contentViews } from '#server/db/schema/engagement.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import type { CaseStudyDetail, CaseStudyPage, SearchResults } from '#shared/schemas/content.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, createTestApp, type TestApp, type TestClient } from '#tests/helpers/test-app.ts';

// PRODUCT §8 over the raw API: what each principal receives of a case study.

type DemoStudy = (typeof PUBLISHED_DEMO_STUDIES)[number];

let testApp: TestApp;
let distDir: string;
let visitor: TestClient;
const successes = PUBLISHED_DEMO_STUDIES.filter((s) => s.caseStudyType === 'success');
const failures = PUBLISHED_DEMO_STUDIES.filter((s) => s.caseStudyType === 'failure');
const ids = new Map<string, string>();
const idOf = (study: DemoStudy) => ids.get(study.title)!;

/** Text that sits at the end of every demo article: never part of a 30% preview. */
const lockedTexts = (study: DemoStudy) => [study.contentLessonsLearned, study.contentAdvice, study.founderQuote];

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'flightdeck-dist-'));
  await writeFile(path.join(distDir, 'index.html'), await readFile('index.html', 'utf8'));
  await mkdir(path.join(distDir, 'assets'));
  testApp = await createTestApp({ webDistDir: distDir, demoContent: true });
  visitor = createClient(testApp);
  for (const study of [...successes.slice(0, 8), ...failures.slice(0, 3)]) ids.set(study.title, await caseStudyIdByTitle(testApp, study.title));
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

/** A member with the tier and staff role of one of the demo accounts. */
async function memberLike(tier: (typeof DEMO_ACCOUNTS)[number]['tier'], adminRole: (typeof DEMO_ACCOUNTS)[number]['adminRole']): Promise<FastMember> {
  const member = await fastMember(testApp);
  await testApp.db.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, member.userId));
  await testApp.db.update(profiles).set({ adminRole }).where(eq(profiles.userId, member.userId));
  return member;
}

async function open(client: TestClient, study: DemoStudy): Promise<{ detail: CaseStudyDetail; raw: string }> {
  const response = await client.get(`/api/case-studies/${idOf(study)}`);
  const raw = await response.text();
  expect(response.status, raw).toBe(200);
  return { detail: JSON.parse(raw) as CaseStudyDetail, raw };
}

function expectFull({ detail, raw }: { detail: CaseStudyDetail; raw: string }, study: DemoStudy) {
  expect(detail.paywall).toBeNull();
  expect(detail.story.lessonsLearned).toBe(study.contentLessonsLearned);
  expect(detail.techStack).toEqual(study.techStackPlaybook);
  for (const text of lockedTexts(study)) expect(raw).toContain(JSON.stringify(text).slice(1, -1));
}

function expectPreview({ detail, raw }: { detail: CaseStudyDetail; raw: string }, study: DemoStudy, kind: 'visitor' | 'explorer_limit') {
  expect(detail.paywall?.kind).toBe(kind);
  expect(detail.title).toBe(study.title);
  expect(detail.content.introduction).toBe(study.contentStructure.introduction);
  expect(detail.metricsSnapshot).toEqual(study.metricsSnapshot);
  expect(detail.story.lessonsLearned).toBeNull();
  expect(detail.keyDecisions).toBeNull();
  expect(detail.techStack).toEqual([]);
  for (const text of lockedTexts(study)) expect(raw).not.toContain(JSON.stringify(text).slice(1, -1));
  // The preview is at most 30% of the article's text, counted in whole sections after the introduction.
  const sent = [detail.content.introduction, detail.content.problem, detail.content.solution, detail.content.summary, ...Object.values(detail.story)].join('').length;
  const whole = [...Object.values(study.contentStructure).filter((v) => typeof v === 'string'), study.contentGenesis, study.contentValidation, study.contentBuilding, study.contentLaunch, study.contentGrowth, study.contentStatusFuture, study.contentLessonsLearned, study.contentAdvice, study.founderQuote, ...Object.values(study.keyDecisions), ...study.techStackPlaybook].join('').length;
  expect(sent === study.contentStructure.introduction.length || sent <= whole * 0.3).toBe(true);
}

describe('what each principal receives of a success and a failure study', () => {
  it('a visitor gets the preview and the visitor paywall for both, with no meter', async () => {
    for (const study of [successes[0]!, failures[0]!]) {
      const result = await open(visitor, study);
      expectPreview(result, study, 'visitor');
      expect(result.detail.paywall?.readsLeft).toBeNull();
      expect(result.detail.readingMeter).toBeNull();
    }
  });

  it('the visitor paywall counts the other published case studies from the database', async () => {
    const publishedCount = async () => (await testApp.db.select({ n: count() }).from(caseStudies).where(eq(caseStudies.status, 'published')))[0]!.n;
    const otherStudies = async () => (await open(visitor, successes[0]!)).detail.paywall?.otherCaseStudies;
    expect(await otherStudies()).toBe((await publishedCount()) - 1);
    const [other] = await testApp.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.title, successes[7]!.title));
    await testApp.db.update(caseStudies).set({ status: 'unpublished' }).where(eq(caseStudies.id, other!.id));
    try {
      expect(await otherStudies()).toBe((await publishedCount()) - 1);
    } finally {
      await testApp.db.update(caseStudies).set({ status: 'published' }).where(eq(caseStudies.id, other!.id));
    }
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email.split('@')[0]!, a] as const))('%s', async (_name, account) => {
    const member = await memberLike(account.tier, account.adminRole);
    const metered = account.tier === 'explorer' && account.adminRole !== 'super_admin';
    const success = await open(member.client, successes[0]!);
    const failure = await open(member.client, failures[0]!);
    expectFull(success, successes[0]!);
    expectFull(failure, failures[0]!);
    if (metered) {
      expect(failure.detail.readingMeter).toEqual({ case_study: { used: 1, limit: 5, left: 4 }, failure_analysis: { used: 1, limit: 1, left: 0 } });
      // The one free failure analysis is spent: a second one is the preview with the explorer_limit paywall.
      const second = await open(member.client, failures[1]!);
      expectPreview(second, failures[1]!, 'explorer_limit');
      expect(second.detail.paywall?.readsLeft).toBe(0);
    } else {
      expect(failure.detail.readingMeter).toBeNull();
      expectFull(await open(member.client, failures[1]!), failures[1]!);
    }
  });

  it('a member without any plan reads as a visitor', async () => {
    const member = await memberLike('visitor', null);
    expectPreview(await open(member.client, successes[0]!), successes[0]!, 'visitor');
  });
});

describe('the Explorer reading meter', () => {
  it('counts five case studies down, paywalls the sixth, and lets the first five be read again for free', async () => {
    const explorer = await memberLike('explorer', null);
    for (let i = 0; i < 5; i += 1) {
      const result = await open(explorer.client, successes[i]!);
      expectFull(result, successes[i]!);
      expect(result.detail.readingMeter?.case_study.left).toBe(4 - i);
    }
    const sixth = await open(explorer.client, successes[5]!);
    expectPreview(sixth, successes[5]!, 'explorer_limit');
    expect(sixth.detail.paywall?.readsLeft).toBe(0);
    expectFull(await open(explorer.client, successes[2]!), successes[2]!);
    const meter = await explorer.client.get('/api/me/reading-meter');
    expect(await meter.json()).toEqual({ meter: { case_study: { used: 5, limit: 5, left: 0 }, failure_analysis: { used: 0, limit: 1, left: 1 } } });
  });

  it('starts afresh each month: last month’s reads do not count', async () => {
    const explorer = await memberLike('explorer', null);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    await testApp.db.insert(contentViews).values(successes.slice(0, 5).map((s) => ({ userId: explorer.userId, contentType: 'case_study' as const, contentId: idOf(s), month: lastMonth })));
    expectFull(await open(explorer.client, successes[5]!), successes[5]!);
  });

  it('never lets parallel opens of new studies pass the limit', async () => {
    const explorer = await memberLike('explorer', null);
    const studies = successes.slice(0, 8);
    const results = await Promise.all(studies.map((study) => open(explorer.client, study)));
    expect(results.filter((r) => r.detail.paywall === null)).toHaveLength(5);
    expect(results.filter((r) => r.detail.paywall?.kind === 'explorer_limit')).toHaveLength(3);
    const [ledger] = await testApp.db
      .select({ reads: count() })
      .from(contentViews)
      .where(and(eq(contentViews.userId, explorer.userId), eq(contentViews.contentType, 'case_study')));
    expect(ledger?.reads).toBe(5);
  });

  it('answers 401 for the meter of a visitor, and null for an unlimited plan', async () => {
    expect((await visitor.get('/api/me/reading-meter')).status).toBe(401);
    const community = await memberLike('community', null);
    expect(await (await community.client.get('/api/me/reading-meter')).json()).toEqual({ meter: null });
  });
});

describe('locked text never leaves the server elsewhere', () => {
  const study = () => successes[0]!;

  it('not in list pages or search results', async () => {
    const bodies: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await visitor.get(`/api/case-studies?pageSize=50&page=${page}`);
      const text = await response.text();
      bodies.push(text);
      if (page >= (JSON.parse(text) as CaseStudyPage).pageCount) break;
    }
    const search = await visitor.get(`/api/search?q=${encodeURIComponent(study().businessName)}`);
    const results = (await search.clone().json()) as SearchResults;
    expect(results.caseStudies.map((s) => s.title)).toContain(study().title);
    bodies.push(await search.text());
    for (const s of PUBLISHED_DEMO_STUDIES) for (const text of lockedTexts(s)) for (const body of bodies) expect(body).not.toContain(JSON.stringify(text).slice(1, -1));
  });

  it('not in the sitemap or the HTML the server sends for the page', async () => {
    const sitemap = await (await visitor.get('/sitemaps/case-studies-1.xml')).text();
    expect(sitemap).toContain(`/case-studies/${idOf(study())}`);
    const html = await (await visitor.get(`/case-studies/${idOf(study())}`)).text();
    expect(html).toContain('og:title');
    for (const text of [...lockedTexts(study()), study().contentStructure.problem, study().contentGrowth]) {
      const fragment = text.slice(0, 60).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      expect(sitemap).not.toContain(text.slice(0, 60));
      expect(html).not.toContain(fragment);
      expect(html).not.toContain(text.slice(0, 60));
    }
  });
});
