import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '#server/db/schema/academy.ts';
import { caseStudies, tactics } from '#server/db/schema/content.ts';
import { seedAcademy } from '#server/seed/academy-seed.ts';
import { DEMO_COURSES } from '#server/seed/academy/courses.ts';
import type { PublicationStatus } from '#shared/constants.ts';
import type { CourseList } from '#shared/schemas/academy.ts';
import type { AnalyticsOverview } from '#shared/schemas/analytics.ts';
import type { CaseStudyPage, ContentStats, SearchResults, TacticPage } from '#shared/schemas/content.ts';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { caseStudyIdByTitle, DEMO_TACTICS, PUBLISHED_DEMO_STUDIES, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

/** Every status but published: none of them is public. */
const NOT_PUBLIC: PublicationStatus[] = ['unpublished', 'draft', 'in_review', 'returned'];
/** Enough votes to lead every "most voted" list and the recommendations. */
const LEADING_VOTES = 1_000_000;
const TOMORROW = new Date(Date.now() + 86_400_000);

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let member: FastMember;

beforeAll(async () => {
  await seedAcademy(testApp.db);
  member = await fastMember(testApp);
});

async function json<T>(answer: Promise<Response>): Promise<T> {
  const response = await answer;
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const text = async (path: string) => (await visitor.get(path)).text();
const overview = () => json<AnalyticsOverview>(visitor.get('/api/analytics/overview'));
const stats = () => json<ContentStats>(visitor.get('/api/content/stats'));
const recommended = async () => (await json<Recommendations>(member.client.get('/api/me/recommendations'))).items.map((item) => item.id);

type Showing = { shown: Record<string, boolean>; counts: { content: number; analytics: number } };

/** Where each kind of item is listed, opened, searched, mapped and counted. */
const PLACES = {
  caseStudy: { list: () => '/api/case-studies?sort=most_voted', path: 'case-studies', key: 'caseStudies', published: 'publishedCaseStudies' },
  tactic: { list: (name: string) => `/api/tactics?q=${encodeURIComponent(name)}`, path: 'tactics', key: 'tactics', published: 'publishedTactics' },
} as const;

/** Where an item shows, and the counts that include it. */
async function whereShown(kind: keyof typeof PLACES, id: string, name: string): Promise<Showing> {
  const places = PLACES[kind];
  const [list, detail, search, sitemap, recommendations, analytics, content] = await Promise.all([
    json<CaseStudyPage | TacticPage>(visitor.get(places.list(name))),
    visitor.get(`/api/${places.path}/${id}`),
    json<SearchResults>(visitor.get(`/api/search?q=${encodeURIComponent(name)}`)),
    text(`/sitemaps/${places.path}-1.xml`),
    recommended(),
    overview(),
    stats(),
  ]);
  const has = (items: readonly { id: string }[]) => items.some((item) => item.id === id);
  return {
    shown: {
      list: has(list.items),
      detail: detail.status === 200,
      search: has(search[places.key]),
      sitemap: sitemap.includes(`/${places.path}/${id}</loc>`),
      recommendations: recommendations.includes(id),
      analytics: has(analytics.popular[places.key]),
    },
    counts: { content: content[places.key], analytics: analytics.figures[places.published] },
  };
}

const everywhere = (shown: Record<string, boolean>) => Object.fromEntries(Object.keys(shown).map((surface) => [surface, true]));
const nowhere = (shown: Record<string, boolean>) => Object.fromEntries(Object.keys(shown).map((surface) => [surface, false]));

/** Published, the item shows everywhere; in any other status it shows nowhere and each count has one fewer. */
async function expectShownOnlyWhilePublished(showing: () => Promise<Showing>, setStatus: (status: PublicationStatus) => Promise<unknown>) {
  const published = await showing();
  expect(published.shown).toEqual(everywhere(published.shown));

  for (const status of NOT_PUBLIC) {
    await setStatus(status);
    const hidden = await showing();
    expect(hidden.shown, status).toEqual(nowhere(hidden.shown));
    expect(hidden.counts, status).toEqual({ content: published.counts.content - 1, analytics: published.counts.analytics - 1 });
  }
}

describe('public content is published content, everywhere', () => {
  it('shows a published case study (even one dated tomorrow) in every list, search, count and the sitemap, and a case study in any other status in none', async () => {
    const study = PUBLISHED_DEMO_STUDIES[0]!;
    const id = await caseStudyIdByTitle(testApp, study.title);
    await testApp.db.update(caseStudies).set({ voteCount: LEADING_VOTES, publishedAt: TOMORROW }).where(eq(caseStudies.id, id));
    await expectShownOnlyWhilePublished(
      () => whereShown('caseStudy', id, study.title),
      (status) => testApp.db.update(caseStudies).set({ status }).where(eq(caseStudies.id, id)),
    );
  });

  it('shows a published tactic in every list, search, count and the sitemap, and a tactic in any other status in none', async () => {
    const tactic = DEMO_TACTICS[0]!;
    const id = await tacticIdByName(testApp, tactic.name);
    await testApp.db.update(tactics).set({ voteCount: LEADING_VOTES }).where(eq(tactics.id, id));
    await expectShownOnlyWhilePublished(
      () => whereShown('tactic', id, tactic.name),
      (status) => testApp.db.update(tactics).set({ status }).where(eq(tactics.id, id)),
    );
  });

  it('lists a course, opens it and names it in the sitemap only while it is published', async () => {
    const { slug } = DEMO_COURSES[0]!;
    const shown = async () => {
      const [list, detail, sitemap] = await Promise.all([json<CourseList>(visitor.get('/api/courses')), visitor.get(`/api/courses/${slug}`), text('/sitemaps/courses-1.xml')]);
      return { list: list.courses.some((course) => course.slug === slug), detail: detail.status === 200, sitemap: sitemap.includes(`/academy/${slug}</loc>`) };
    };
    expect(await shown()).toEqual({ list: true, detail: true, sitemap: true });
    await testApp.db.update(courses).set({ published: false }).where(eq(courses.slug, slug));
    expect(await shown()).toEqual({ list: false, detail: false, sitemap: false });
  });
});
