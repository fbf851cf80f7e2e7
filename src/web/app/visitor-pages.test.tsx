import { describe, expect, it } from 'vitest';
import type { FetchApi } from '#shared/visitor-pages.ts';
import type { CaseStudyPage } from '#shared/schemas/content.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { caseStudyListQueryOptions } from '#web/features/case-studies/api/case-study-list.ts';
import { parseBrowseParams } from '#web/features/case-studies/lib/browse-params.ts';
import { behaviorBatchSchema } from '#shared/schemas/behavior-events.ts';
import { tacticKeys } from '#web/entities/tactic/api/query-keys.ts';
import { drawMemberPage, drawVisitorPage, drawnPagePath, memberDrawnPagePath, visitorPageViews } from './visitor-pages.tsx';

const PAGE: CaseStudyPage = {
  items: [
    {
      id: 'c1',
      title: 'Kiln & Co: Pottery Classes That Sold Out',
      snippet: 'A studio that filled every evening class.',
      caseStudyType: 'success',
      monthlyRevenue: 12_000,
      startingCosts: 4_000,
      businessModel: null,
      growthChannel: null,
      businessName: 'Kiln & Co',
      country: 'Portugal',
      regionTags: ['europe'],
      featuredImageUrl: null,
      voteCount: 3,
      averageRating: 4.5,
      publishedAt: '2026-01-02T00:00:00.000Z',
      keyMetrics: [],
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 12,
  pageCount: 1,
};

/** The app's API as the server answers it for a drawn page: these answers by path, and what was asked. */
function api(answers: Record<string, unknown>): { fetchApi: FetchApi; asked: string[] } {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (apiPath) => {
    asked.push(apiPath);
    const path = apiPath.split('?')[0]!;
    return path in answers ? Response.json(answers[path]) : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  };
  return { fetchApi, asked };
}

describe('pages the server draws for visitors', () => {
  it('are the public pages; the app draws the rest, and paths that only look like one', () => {
    expect(drawnPagePath('/case-studies')).toBe('/case-studies');
    expect(drawnPagePath('/case-studies/c1')).toBe('/case-studies/:id');
    expect(drawnPagePath('/tactics/t1')).toBe('/tactics/:id');
    expect(drawnPagePath('/terms-of-service')).toBe('/terms-of-service');
    expect(drawnPagePath('/case-studies/compare')).toBeNull();
    expect(drawnPagePath('/dashboard')).toBeNull();
    expect(drawnPagePath('/account/subscription')).toBeNull();
  });

  it("ask the app's own API for what the page shows, and carry the answers under the app's cache keys", async () => {
    const search = '?sort=most_voted&page=2';
    const { fetchApi, asked } = api({ '/api/case-studies': PAGE });
    const drawn = await drawVisitorPage('/case-studies', search, fetchApi);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/api\/case-studies\?.*sort=most_voted/);
    expect(asked[0]).toContain('page=2');
    expect(drawn?.queries).toEqual([{ key: caseStudyListQueryOptions(parseBrowseParams(new URLSearchParams(search))).queryKey, data: PAGE }]);
    expect(await drawVisitorPage('/dashboard', '', fetchApi)).toBeNull();
  });

  it('draw the browse page with its results, as a signed-out visitor sees it, not a loading state', async () => {
    const drawn = await drawVisitorPage('/case-studies', '', api({ '/api/case-studies': PAGE }).fetchApi);
    const html = drawn!.body;
    expect(html).toContain('Case Studies</h1>');
    expect(html).toContain('Kiln &amp; Co: Pottery Classes That Sold Out');
    expect(html).toContain('Showing 1 of 1 case study');
    expect(html).toContain('Sign In');
    expect(html).not.toContain('aria-busy="true"');
    // Nothing can be pressed before the app is in: the page's controls wait for it.
    expect(html).toMatch(/^<fieldset disabled="" class="contents">/);
  });

  it('mark the words a search matched in the browse grid, where the server found them', async () => {
    const study = { ...PAGE.items[0]!, highlights: { title: [[11, 18]] as [number, number][], snippet: [] } };
    const drawn = await drawVisitorPage('/case-studies', '?q=pottery', api({ '/api/case-studies': { ...PAGE, items: [study] } }).fetchApi);
    expect(drawn!.body).toMatch(/<mark[^>]*>Pottery<\/mark>/);
  });

  it('draw a page that asks nothing, such as the terms', async () => {
    const { fetchApi } = api({});
    const drawn = await drawVisitorPage('/terms-of-service', '', fetchApi);
    expect(drawn!.body).toContain('Terms of Service');
  });

  it('are left to the app when the API refuses what the page asks', async () => {
    await expect(drawVisitorPage('/case-studies', '', api({}).fetchApi)).rejects.toThrow();
  });

  it('record the views the app would: the page, and for a case study or a tactic the content shown', () => {
    expect(visitorPageViews('/case-studies', [])).toEqual([{ type: 'page_view', path: '/case-studies', data: {} }]);
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const events = visitorPageViews(`/case-studies/${id}`, [{ key: caseStudyKeys.detail(id, 'visitor'), data: { id, title: 'Kiln & Co' } }]);
    expect(events).toEqual([
      { type: 'page_view', path: `/case-studies/${id}`, data: {} },
      { type: 'content_view', path: `/case-studies/${id}`, data: { item: { kind: 'case_study', id } } },
    ]);
    expect(behaviorBatchSchema.safeParse({ sessionId: 'tab-12345678', events }).success).toBe(true);
    const tactic = visitorPageViews(`/tactics/${id}`, [{ key: tacticKeys.detail(id), data: { id, name: 'SEO Content Clusters' } }]);
    expect(tactic[1]).toEqual({ type: 'content_view', path: `/tactics/${id}`, data: { item: { kind: 'tactic', id } } });
  });
});

describe('pages the server draws for a member (decision 068)', () => {
  it("are a member's main pages and a case study; the app draws the rest", () => {
    expect(memberDrawnPagePath('/dashboard')).toBe('/dashboard');
    expect(memberDrawnPagePath('/account/subscription')).toBe('/account/subscription');
    expect(memberDrawnPagePath('/advanced-analytics')).toBe('/advanced-analytics');
    expect(memberDrawnPagePath('/case-studies/c1')).toBe('/case-studies/:id');
    expect(memberDrawnPagePath('/case-studies/compare')).toBeNull();
    expect(memberDrawnPagePath('/pricing')).toBeNull();
    expect(memberDrawnPagePath('/admin')).toBeNull();
  });

  it('are left to the app when no member is signed in, asking nothing else', async () => {
    const { fetchApi, asked } = api({});
    expect(await drawMemberPage('/dashboard', '', fetchApi)).toBeNull();
    expect(asked).toEqual(['/api/me']);
    expect(await drawMemberPage('/pricing', '', fetchApi)).toBeNull();
    expect(asked).toEqual(['/api/me']);
  });

  it("record a member's case study view as the app would, whatever the reader's key", () => {
    const events = visitorPageViews('/case-studies/c1', [{ key: caseStudyKeys.detail('c1', 'member-1'), data: { id: 'c1', title: 'Kiln & Co' } }]);
    expect(events).toContainEqual({ type: 'content_view', path: '/case-studies/c1', data: { item: { kind: 'case_study', id: 'c1' } } });
  });
});
