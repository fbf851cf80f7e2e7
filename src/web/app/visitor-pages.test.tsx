import { describe, expect, it } from 'vitest';
import type { CaseStudyPage } from '#shared/schemas/content.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { caseStudyListQueryOptions } from '#web/features/case-studies/api/case-study-list.ts';
import { parseBrowseParams } from '#web/features/case-studies/lib/browse-params.ts';
import { behaviorBatchSchema } from '#shared/schemas/behavior-events.ts';
import { renderVisitorPage, visitorPageQueries, visitorPageViews } from './visitor-pages.tsx';

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

describe('pages the server draws for visitors', () => {
  it('ask the same queries, under the same cache keys, as the app does for the URL', () => {
    const search = '?sort=most_voted&page=2';
    const [list] = visitorPageQueries('/case-studies', search)!;
    expect(list?.key).toEqual(caseStudyListQueryOptions(parseBrowseParams(new URLSearchParams(search))).queryKey);
    expect(list?.path).toMatch(/^\/case-studies\?.*sort=most_voted/);
    expect(list?.path).toContain('page=2');
    const detail = visitorPageQueries('/case-studies/c1', '')!;
    expect(detail.map((query) => query.key)).toContainEqual(caseStudyKeys.detail('c1', 'visitor'));
    expect(detail.map((query) => query.path)).toEqual(['/case-studies/c1', '/case-studies/c1/engagement']);
    expect(visitorPageQueries('/case-studies/compare', '')).toBeNull();
    expect(visitorPageQueries('/pricing', '')).toBeNull();
  });

  it('draw the browse page with its results, as a signed-out visitor sees it, not a loading state', () => {
    const [list] = visitorPageQueries('/case-studies', '')!;
    const html = renderVisitorPage('/case-studies', '', [{ key: list!.key, data: PAGE }]);
    expect(html).toContain('Case Studies</h1>');
    expect(html).toContain('Kiln &amp; Co: Pottery Classes That Sold Out');
    expect(html).toContain('Showing 1 of 1 case study');
    expect(html).toContain('Sign In');
    expect(html).not.toContain('aria-busy="true"');
    // Nothing can be pressed before the app is in: the page's controls wait for it.
    expect(html).toMatch(/^<fieldset disabled="" class="contents">/);
  });

  it('mark the words a search matched in the browse grid, where the server found them', () => {
    const [list] = visitorPageQueries('/case-studies', '?q=pottery')!;
    const study = { ...PAGE.items[0]!, highlights: { title: [[11, 18]] as [number, number][], snippet: [] } };
    const html = renderVisitorPage('/case-studies', '?q=pottery', [{ key: list!.key, data: { ...PAGE, items: [study] } }]);
    expect(html).toMatch(/<mark[^>]*>Pottery<\/mark>/);
  });

  it('record the views the app would: the page, and for a case study the study that was shown', () => {
    expect(visitorPageViews('/case-studies', [])).toEqual([{ type: 'page_view', path: '/case-studies', data: {} }]);
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const events = visitorPageViews(`/case-studies/${id}`, [{ key: caseStudyKeys.detail(id, 'visitor'), data: { id, title: 'Kiln & Co' } }]);
    expect(events).toEqual([
      { type: 'page_view', path: `/case-studies/${id}`, data: {} },
      { type: 'content_view', path: `/case-studies/${id}`, data: { item: { kind: 'case_study', id } } },
    ]);
    expect(behaviorBatchSchema.safeParse({ sessionId: 'tab-12345678', events }).success).toBe(true);
  });
});
