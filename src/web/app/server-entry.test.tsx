import { describe, expect, it, vi } from 'vitest';
import type { FetchApi } from '#shared/page-data.ts';
import type { CaseStudyPage } from '#shared/schemas/content.ts';
import type { ChallengesPage } from '#shared/schemas/challenges.ts';
import type { CommunityActivity } from '#shared/schemas/community.ts';
import type { Deal } from '#shared/schemas/deals.ts';
import { memberOf } from '#web/lib/testing/render-page.tsx';
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

describe('the pages drawn for every reader (decision 081)', () => {
  const activity: CommunityActivity = {
    items: [
      {
        id: 'a1',
        kind: 'submission',
        occurredAt: '2026-01-02T10:00:00.000Z',
        member: { id: 'm1', displayName: 'Grace Okafor', avatarUrl: null, href: '/members/m1' },
        subject: { kind: 'case_study', title: 'Kiln & Co', href: '/case-studies/c1' },
      },
    ],
    nextCursor: null,
  };
  const deal: Deal = {
    id: 'd1',
    partnerName: 'Ledgerly',
    title: '50% off for a year',
    summary: 'Bookkeeping for small teams.',
    category: 'finance',
    access: 'partner',
    terms: null,
    expiresAt: null,
    unlocked: false,
    requiredTier: 'community',
    code: null,
    redeemUrl: null,
    hasCode: true,
    hasLink: false,
  };
  const memberFrame = { '/api/me/notifications': { items: [], unreadCount: 0 } };

  it("draws the community page for a visitor: the founders counted, the members' activity and the way in", async () => {
    const { fetchApi, asked } = api({ '/api/community/activity': activity, '/api/content/landing-figures': { caseStudies: 63, countries: 30, members: 11, successStories: 50 } });
    const drawn = await drawPage({ pathname: '/community', search: '', fetchApi, member: null });
    expect(drawn?.status).toBe(200);
    expect(drawn?.body).toContain('Build alongside 11 founders');
    expect(drawn?.body).toContain('Grace Okafor');
    // A time the reader's clock would word differently is drawn as its UTC date.
    expect(drawn?.body).toContain('Jan 2, 2026');
    expect(drawn?.body).toContain('Join the Community');
    expect([...asked].sort()).toEqual(['/api/community/activity', '/api/content/landing-figures']);
  });

  it('draws a gated page for a visitor as the locked prompt naming the plan, and asks for nothing it hides', async () => {
    const { fetchApi, asked } = api({});
    const drawn = await drawPage({ pathname: '/gigs', search: '?view=posted', fetchApi, member: null });
    expect(drawn?.status).toBe(200);
    expect(drawn?.body).toContain('Unlock the Gigs Marketplace');
    expect(drawn?.body).toContain('Available exclusively on the Master Builder plan and above');
    expect(asked).toEqual([]);
  });

  it('draws the deals under the prompt for a visitor, with no code to show', async () => {
    const { fetchApi } = api({ '/api/deals': { deals: [deal] } });
    const drawn = await drawPage({ pathname: '/deals', search: '', fetchApi, member: null });
    expect(drawn?.body).toContain('Unlock partner deals');
    expect(drawn?.body).toContain('Ledgerly');
    // React marks where its text parts meet; the reader sees them as one.
    expect(drawn?.body.replaceAll('<!-- -->', '')).toContain('Comes with Community and above.');
    expect(drawn?.body).not.toContain('Show code');
  });

  it('draws a member page for a member whose plan has it, and the prompt, unasked, for one whose plan does not', async () => {
    const challenges: ChallengesPage = {
      today: '2026-03-04',
      current: { id: 'ch1', title: 'Talk to five customers', brief: 'Call five people who bought from you.', week: '2026-W10', startsOn: '2026-03-02', endsOn: '2026-03-08', link: null, participants: 4, you: null, pod: null },
      past: [],
      completionXp: 50,
    };
    const open = api({ ...memberFrame, '/api/challenges': challenges });
    const drawn = await drawPage({ pathname: '/challenges', search: '', fetchApi: open.fetchApi, member: memberOf('master_builder') });
    expect(drawn?.body).toContain('Talk to five customers');
    expect(drawn?.body).toContain('Join this challenge');
    const locked = api(memberFrame);
    const prompt = await drawPage({ pathname: '/challenges', search: '', fetchApi: locked.fetchApi, member: memberOf('community') });
    expect(prompt?.body).toContain('Unlock Weekly Challenges');
    expect(locked.asked).toEqual(['/api/me/notifications']);
    expect(await drawPage({ pathname: '/challenges', search: '', fetchApi: locked.fetchApi, member: null })).toBeNull();
  });
});
