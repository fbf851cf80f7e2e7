import { describe, expect, it, vi } from 'vitest';
import type { FetchApi } from '#shared/page-data.ts';
import type { CaseStudyPage } from '#shared/schemas/content.ts';
import { caseStudyDetail } from '#tests/helpers/case-study-detail.ts';

// The server's build answers the app's requests through the request being drawn (vite.config.ts).
vi.mock('#web/lib/api-transport.ts', () => import('#web/lib/api-transport.server.ts'));
const { drawPage } = await import('./server-entry.tsx');

const study = (id: string, title: string): CaseStudyPage['items'][number] => ({
  id,
  title,
  snippet: 'A studio that filled every evening class.',
  caseStudyType: 'success',
  monthlyRevenue: 12_000,
  startingCosts: 4_000,
  businessModel: null,
  growthChannel: null,
  businessName: title,
  country: 'Portugal',
  regionTags: ['europe'],
  featuredImageUrl: null,
  voteCount: 3,
  averageRating: 4.5,
  publishedAt: '2026-01-02T00:00:00.000Z',
  keyMetrics: [],
});
const page = (title: string): CaseStudyPage => ({ items: [study('c1', title)], total: 1, totalCapped: false, page: 1, pageSize: 12, pageCount: 1 });

/** The app's API as the server answers it for one reader: these answers by path, and what was asked. */
function api(answers: Record<string, unknown>): { fetchApi: FetchApi; asked: string[] } {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (apiPath) => {
    asked.push(apiPath);
    const path = apiPath.split('?')[0]!;
    return path in answers ? Response.json(answers[path]) : Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  };
  return { fetchApi, asked };
}

describe('the server drawing a page', () => {
  it("renders a visitor's browse page once from its loader, and embeds the cache it rendered from", async () => {
    const { fetchApi, asked } = api({ '/api/case-studies': page('Kiln & Co: Pottery Classes That Sold Out') });
    const drawn = await drawPage({ pathname: '/case-studies', search: '?q=pottery', fetchApi, member: null });
    expect(drawn?.status).toBe(200);
    expect(drawn?.body).toContain('Kiln &amp; Co: Pottery Classes That Sold Out');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/api\/case-studies\?(.*&)?q=pottery/);
    const queries = (drawn?.queries as { queries: { queryKey: unknown[] }[] }).queries;
    expect(queries.map((query) => query.queryKey)).toEqual([['case-studies', 'list', asked[0]!.split('?')[1]]]);
    expect(drawn?.views).toEqual([{ type: 'page_view', path: '/case-studies', data: {} }]);
  });

  it('keeps two readers drawn at the same time apart', async () => {
    const [first, second] = await Promise.all([
      drawPage({ pathname: '/case-studies', search: '', fetchApi: api({ '/api/case-studies': page('First Reader Studio') }).fetchApi, member: null }),
      drawPage({ pathname: '/case-studies', search: '', fetchApi: api({ '/api/case-studies': page('Second Reader Studio') }).fetchApi, member: null }),
    ]);
    expect(first?.body).toContain('First Reader Studio');
    expect(first?.body).not.toContain('Second Reader Studio');
    expect(second?.body).toContain('Second Reader Studio');
  });

  it("gives a case study's head its metadata from the study it drew", async () => {
    const { fetchApi, asked } = api({ '/api/case-studies/c1': { ...caseStudyDetail, id: 'c1' }, '/api/case-studies/c1/engagement': { voteCount: 3, viewerVote: null, bookmarked: false, averageRating: 4.5, ratingCount: 2, viewerRating: null } });
    const drawn = await drawPage({ pathname: '/case-studies/c1', search: '', fetchApi, member: null });
    expect(asked.filter((path) => path === '/api/case-studies/c1')).toHaveLength(1);
    expect(drawn?.meta).toMatchObject({ title: caseStudyDetail.title, path: '/case-studies/c1', type: 'article' });
    expect(drawn?.body).toContain(caseStudyDetail.title.replace(/&/g, '&amp;'));
  });

  it('answers 404 for content that does not exist, and rejects when another answer is refused', async () => {
    const missing = await drawPage({ pathname: '/members/nobody', search: '', fetchApi: api({}).fetchApi, member: null });
    expect(missing?.status).toBe(404);
    const refusing: FetchApi = async () => Response.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 503 });
    await expect(drawPage({ pathname: '/case-studies', search: '', fetchApi: refusing, member: null })).rejects.toThrow('Down');
  });

  it('leaves pages the route table does not draw for the reader to the app', async () => {
    const { fetchApi } = api({});
    expect(await drawPage({ pathname: '/dashboard', search: '', fetchApi, member: null })).toBeNull();
    expect(await drawPage({ pathname: '/case-studies/compare', search: '', fetchApi, member: null })).toBeNull();
    expect(await drawPage({ pathname: '/no/such/page', search: '', fetchApi, member: null })).toBeNull();
  });
});
