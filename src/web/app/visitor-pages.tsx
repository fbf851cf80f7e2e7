import { QueryClient, QueryClientProvider, type Query, type QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, Route, Routes, StaticRouter } from 'react-router';
import type { BehaviorEvent } from '#shared/schemas/behavior-events.ts';
import type { Me } from '#shared/schemas/me.ts';
import { DRAWN_PAGE_PATHS, MEMBER_DRAWN_PAGE_PATHS, type DrawnPage, type DrawnPagePath, type FetchApi, type MemberDrawnPagePath, type SeededQuery } from '#shared/visitor-pages.ts';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { tacticKeys } from '#web/entities/tactic/api/query-keys.ts';
import { sendApiRequestsThrough } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/session/api/me.ts';
import { AuthContext, type AuthState } from '#web/session/components/auth-provider.tsx';
import { PageFrame } from './layout/page-frame.tsx';
import { AboutRoute } from './routes/about.tsx';
import { AcademyRoute } from './routes/academy.tsx';
import { AccountSubscriptionRoute } from './routes/account-subscription.tsx';
import { AdvancedAnalyticsRoute } from './routes/advanced-analytics.tsx';
import { AdvertiseRoute } from './routes/advertise.tsx';
import { AnalyticsRoute } from './routes/analytics.tsx';
import { BootcampsRoute } from './routes/bootcamps.tsx';
import { CaseStudiesRoute } from './routes/case-studies.tsx';
import { CaseStudyDetailRoute } from './routes/case-study-detail.tsx';
import { ContactRoute } from './routes/contact.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { DataDeletionRoute } from './routes/data-deletion.tsx';
import { IdeasRoute } from './routes/ideas.tsx';
import { MemberRoute } from './routes/member.tsx';
import { PricingRoute } from './routes/pricing.tsx';
import { PrivacyPolicyRoute } from './routes/privacy-policy.tsx';
import { TacticDetailRoute } from './routes/tactic-detail.tsx';
import { TacticsRoute } from './routes/tactics.tsx';
import { TermsOfServiceRoute } from './routes/terms-of-service.tsx';

const VISITOR: AuthState = { status: 'signed-out', user: null, signOut: async () => {}, refresh: async () => {} };

/** A member the page is drawn for, as the app's session provider would hold them once it has read the session. */
const signedIn = (user: Me): AuthState => ({ status: 'signed-in', user, signOut: async () => {}, refresh: async () => {} });

/** Each page the server draws for visitors (DRAWN_PAGE_PATHS) or members (MEMBER_DRAWN_PAGE_PATHS), with the app's own component. */
const PAGES: Record<DrawnPagePath | MemberDrawnPagePath, ComponentType> = {
  '/dashboard': DashboardRoute,
  '/account/subscription': AccountSubscriptionRoute,
  '/advanced-analytics': AdvancedAnalyticsRoute,
  '/case-studies': CaseStudiesRoute,
  '/case-studies/:id': CaseStudyDetailRoute,
  '/tactics': TacticsRoute,
  '/tactics/:id': TacticDetailRoute,
  '/pricing': PricingRoute,
  '/ideas': IdeasRoute,
  '/academy': AcademyRoute,
  '/bootcamps': BootcampsRoute,
  '/analytics': AnalyticsRoute,
  '/members/:id': MemberRoute,
  '/about': AboutRoute,
  '/advertise': AdvertiseRoute,
  '/contact': ContactRoute,
  '/privacy-policy': PrivacyPolicyRoute,
  '/terms-of-service': TermsOfServiceRoute,
  '/data-deletion': DataDeletionRoute,
};

/** The router's view of the drawn pages; paths of the app's that only look alike (a compare page) match nothing drawn. */
const routesOf = (paths: readonly string[]) => [...paths.map((path) => ({ path })), { path: '/case-studies/compare' }];
const ROUTES = routesOf(DRAWN_PAGE_PATHS);
const MEMBER_ROUTES = routesOf(MEMBER_DRAWN_PAGE_PATHS);

/** The drawn page a path shows, or null when the app draws it in the browser. */
export function drawnPagePath(pathname: string): DrawnPagePath | null {
  const path = matchRoutes(ROUTES, pathname)?.at(-1)?.route.path;
  return path && (DRAWN_PAGE_PATHS as readonly string[]).includes(path) ? (path as DrawnPagePath) : null;
}

/** The page drawn for a member that a path shows, or null when the app draws it in the browser. */
export function memberDrawnPagePath(pathname: string): MemberDrawnPagePath | null {
  const path = matchRoutes(MEMBER_ROUTES, pathname)?.at(-1)?.route.path;
  return path && (MEMBER_DRAWN_PAGE_PATHS as readonly string[]).includes(path) ? (path as MemberDrawnPagePath) : null;
}

/** A page's queries are asked in rounds: a query that waits on another's answer is found in the next render. */
const MAX_ROUNDS = 4;

/**
 * A page as a visitor sees it, drawn by the server into the page's HTML with the app's own
 * components (decisions 026 and 067). The page is rendered, the queries it asked for are answered
 * through `fetchApi` (the app's own API, as a visitor's browser would get them), and it is
 * rendered again with the answers, until it asks for nothing new. The answers are embedded so
 * the app starts from the same state. Null when the path is not drawn by the server; throws when
 * a query the page asks for is refused (the app then draws the page in the browser).
 */
export async function drawVisitorPage(pathname: string, search: string, fetchApi: FetchApi): Promise<DrawnPage | null> {
  const path = drawnPagePath(pathname);
  if (!path) return null;
  return drawPage(pathname, search, fetchApi, DRAWN_PAGE_PATHS, VISITOR, null);
}

/**
 * A page as a signed-in member sees it (decision 068): drawn like a visitor's, with `fetchApi`
 * answering as the member's browser would (their session cookie), signed in as `/api/me` answers.
 * The member's `/api/me` answer is embedded under the app's own key, so the app starts signed in
 * as them. Null when the path is not drawn for members or no member is signed in.
 */
export async function drawMemberPage(pathname: string, search: string, fetchApi: FetchApi): Promise<DrawnPage | null> {
  if (!memberDrawnPagePath(pathname)) return null;
  const answer = await fetchApi('/api/me');
  if (!answer.ok) return null;
  const member = (await answer.json()) as Me;
  const drawn = await drawPage(pathname, search, fetchApi, MEMBER_DRAWN_PAGE_PATHS, signedIn(member), member);
  return { ...drawn, member };
}

async function drawPage(pathname: string, search: string, fetchApi: FetchApi, paths: readonly (DrawnPagePath | MemberDrawnPagePath)[], auth: AuthState, member: Me | null): Promise<DrawnPage> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } } });
  if (member) client.setQueryData(meQueryOptions(member.id).queryKey, member);
  const asked = new Set<string>();
  const render = () => renderDrawnPage(pathname, search, client, paths, auth);
  let body = render();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && isEnabled(query));
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map((query) => {
        asked.add(query.queryHash);
        return answer(query, fetchApi);
      }),
    );
    body = render();
  }
  const queries: SeededQuery[] = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
  return { body, queries, views: visitorPageViews(pathname, queries) };
}

/** Whether the page would fetch the query: its `enabled` option, as React Query reads it. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Runs the query's own function with the app's requests answered by `fetchApi`. The function
 * starts its request synchronously (the app's one fetch client), so the server's transport is in
 * place for exactly that call; a request made later finds none and fails the drawing.
 */
async function answer(query: Query, fetchApi: FetchApi): Promise<void> {
  sendApiRequestsThrough((url, init) => {
    if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`a drawn page asked ${init.method} ${url}`));
    return fetchApi(url);
  });
  let fetched: Promise<unknown>;
  try {
    fetched = query.fetch();
  } finally {
    sendApiRequestsThrough(null);
  }
  await fetched;
}

/** Header, page and footer as a signed-out visitor (or the member in `auth`) sees them, from the answers in `client`. */
function renderDrawnPage(pathname: string, search: string, client: QueryClient, paths: readonly (DrawnPagePath | MemberDrawnPagePath)[], auth: AuthState): string {
  // Until the app has taken over, the drawn page's controls are disabled (its links work): a press
  // on a button with no code behind it yet would be lost, while a disabled one is pressed again.
  return renderToString(
    <fieldset disabled className="contents">
      <QueryClientProvider client={client}>
        <AuthContext value={auth}>
          <StaticRouter location={`${pathname}${search}`}>
            <PageFrame>
              <Routes>
                {paths.map((path) => {
                  const Page = PAGES[path];
                  return <Route key={path} path={path} element={<Page />} />;
                })}
              </Routes>
            </PageFrame>
          </StaticRouter>
        </AuthContext>
      </QueryClientProvider>
    </fieldset>,
  );
}

/** Pages that show one piece of content, and the query whose answer is the content shown. */
const CONTENT_PAGES = [
  { pattern: /^\/case-studies\/([^/]+)$/, kind: 'case_study', key: (id: string): QueryKey => caseStudyKeys.detail(id, 'visitor') },
  { pattern: /^\/tactics\/([^/]+)$/, kind: 'tactic', key: (id: string): QueryKey => tacticKeys.detail(id) },
] as const;

/** The same query, whoever reads: a case study's key ends with its reader ('visitor' or a member's id). */
const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b) || (a[1] === 'detail' && a[0] === caseStudyKeys.all[0] && a.length === b.length && JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1)));

/** What showing the page records, as the app would: its view, and a case study's or tactic's content view. */
export function visitorPageViews(pathname: string, queries: SeededQuery[]): BehaviorEvent[] {
  const views: BehaviorEvent[] = [{ type: 'page_view', path: pathname, data: {} }];
  for (const { pattern, kind, key } of CONTENT_PAGES) {
    const param = pattern.exec(pathname)?.[1];
    if (!param) continue;
    const shown = queries.find((query) => sameKey(query.key, key(decodeURIComponent(param))))?.data;
    const id = shown && typeof shown === 'object' && 'id' in shown && typeof shown.id === 'string' ? shown.id : null;
    if (id) views.push({ type: 'content_view', path: pathname, data: { item: { kind, id } } });
  }
  return views;
}
