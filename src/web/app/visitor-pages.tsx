import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { BehaviorEvent } from '#shared/schemas/behavior-events.ts';
import type { SeededQuery, VisitorPageQuery } from '#shared/visitor-pages.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { caseStudyListQueryOptions } from '#web/features/case-studies/api/case-study-list.ts';
import { parseBrowseParams, toApiQuery } from '#web/features/case-studies/lib/browse-params.ts';
import { engagementKey } from '#web/features/engagement/api/engagement-state.ts';
import { AuthContext, type AuthState } from '#web/session/components/auth-provider.tsx';
import { PageFrame } from './layout/page-frame.tsx';
import { CaseStudiesRoute } from './routes/case-studies.tsx';
import { CaseStudyDetailRoute } from './routes/case-study-detail.tsx';

const VISITOR: AuthState = { status: 'signed-out', user: null, signOut: async () => {}, refresh: async () => {} };
const DETAIL = /^\/case-studies\/([^/]+)$/;

/**
 * The browse page and a case study as a visitor sees them, drawn by the server into the page's HTML
 * with the app's own components (decision 026). The queries below are the ones those pages ask;
 * the server answers them, renders, and embeds the answers so the app starts from the same state.
 */
export function visitorPageQueries(pathname: string, search: string): VisitorPageQuery[] | null {
  if (pathname === '/case-studies') {
    const state = parseBrowseParams(new URLSearchParams(search));
    const query = toApiQuery(state);
    return [{ key: caseStudyListQueryOptions(state).queryKey, path: `/case-studies${query ? `?${query}` : ''}` }];
  }
  const id = DETAIL.exec(pathname)?.[1];
  if (!id || id === 'compare') return null;
  const itemId = decodeURIComponent(id);
  return [
    { key: caseStudyKeys.detail(itemId, 'visitor'), path: `/case-studies/${encodeURIComponent(itemId)}` },
    { key: engagementKey({ itemType: 'case_study', itemId, isSignedIn: false }), path: `/case-studies/${encodeURIComponent(itemId)}/engagement` },
  ];
}

export function renderVisitorPage(pathname: string, search: string, queries: SeededQuery[]): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const { key, data } of queries) client.setQueryData(key, data);
  // Until the app has taken over, the drawn page's controls are disabled (its links work): a press
  // on a button with no code behind it yet would be lost, while a disabled one is pressed again.
  return renderToString(
    <fieldset disabled className="contents">
      <QueryClientProvider client={client}>
        <AuthContext value={VISITOR}>
          <StaticRouter location={`${pathname}${search}`}>
            <PageFrame>
              <Routes>
                <Route path="/case-studies" element={<CaseStudiesRoute />} />
                <Route path="/case-studies/:id" element={<CaseStudyDetailRoute />} />
              </Routes>
            </PageFrame>
          </StaticRouter>
        </AuthContext>
      </QueryClientProvider>
    </fieldset>,
  );
}

/** What showing the page records, as the app would: its view, and a case study's content view. */
export function visitorPageViews(pathname: string, queries: SeededQuery[]): BehaviorEvent[] {
  const views: BehaviorEvent[] = [{ type: 'page_view', path: pathname, data: {} }];
  const study = DETAIL.test(pathname) ? queries[0]?.data : null;
  const id = study && typeof study === 'object' && 'id' in study && typeof study.id === 'string' ? study.id : null;
  if (id) views.push({ type: 'content_view', path: pathname, data: { item: { kind: 'case_study', id } } });
  return views;
}
