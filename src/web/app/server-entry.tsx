import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createContext, createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type LoaderFunction } from 'react-router';
import { isDrawnFor, matchPageRoute, type PageRoute } from '#shared/route-table.ts';
import type { DrawnPage, FetchApi } from '#shared/page-data.ts';
import type { BehaviorEvent } from '#shared/schemas/behavior-events.ts';
import type { Me } from '#shared/schemas/me.ts';
import type { PageMeta } from '#shared/seo.ts';
import { notificationsQueryOptions } from '#web/features/notifications/api/notifications.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { withApi } from '#web/lib/api-transport.server.ts';
import { meQueryOptions } from '#web/session/api/me.ts';
import type { AuthState } from '#web/session/components/auth-provider.tsx';
import type { PageLoader } from './page-loader.ts';
import { AppProviders } from './provider.tsx';
import { appRoutes } from './router.tsx';

/** What the server's loaders draw a page with: the request's own cache, and who reads. */
type Drawing = { queryClient: QueryClient; viewer: Me | null; content: unknown; failure: unknown };
const drawingContext = createContext<Drawing>();

/** The server's loader of a page: its `loadPage` into the drawing's cache; a failure is kept, not thrown. */
const serverLoader =
  (load: PageLoader): LoaderFunction =>
  async ({ params, request, context }) => {
    const drawing = context.get(drawingContext);
    try {
      drawing.content = await load({ params, query: new URL(request.url).searchParams, queryClient: drawing.queryClient, viewer: drawing.viewer });
    } catch (error) {
      drawing.failure ??= error;
    }
    return null;
  };

const handler = createStaticHandler(appRoutes(serverLoader));

const signedOut: AuthState = { status: 'signed-out', user: null, signOut: async () => {}, refresh: async () => {} };
const signedIn = (user: Me): AuthState => ({ status: 'signed-in', user, signOut: async () => {}, refresh: async () => {} });

/**
 * The page at `pathname` as a visitor or `member` sees it (decision 075): the matched route's
 * loader runs once, its queries answered by `fetchApi` as the reader's browser would get them;
 * the route tree renders once from that cache, which is embedded for the browser to hydrate from.
 */
export async function drawPage({ pathname, search, fetchApi, member }: { pathname: string; search: string; fetchApi: FetchApi; member: Me | null }): Promise<DrawnPage | null> {
  const matched = matchPageRoute(pathname);
  if (!matched || !isDrawnFor(matched.route, member ? 'member' : 'visitor')) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } } });
  const drawing: Drawing = { queryClient, viewer: member, content: null, failure: null };
  const context = await withApi(fetchApi, async () => {
    if (member) {
      // The frame a member sees: who they are, and the bell's notifications.
      queryClient.setQueryData(meQueryOptions(member.id).queryKey, member);
      await queryClient.fetchQuery(notificationsQueryOptions());
    }
    return handler.query(new Request(`http://flightdeck.local${pathname}${search}`), { requestContext: new RouterContextProvider(new Map([[drawingContext, drawing]])) });
  });
  if (context instanceof Response) return null;
  if (drawing.failure instanceof ApiError && drawing.failure.status === 404) return { status: 404, body: '', meta: null, queries: null, views: [], member };
  if (drawing.failure) throw drawing.failure;
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={queryClient} auth={member ? signedIn(member) : signedOut}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place, none left for an inline script to reveal later (the pages' policy runs no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  const contentMeta = matched.route.contentMeta as ((content: unknown, path: string) => PageMeta) | undefined;
  const meta = contentMeta && drawing.content ? contentMeta(drawing.content, pathname) : null;
  return { status: 200, body, meta, queries: dehydrate(queryClient), views: pageViews(pathname, matched.route, drawing.content), member };
}

/** What showing the page records, as the app would: its view, and the view of the content it shows. */
function pageViews(pathname: string, route: PageRoute, content: unknown): BehaviorEvent[] {
  const views: BehaviorEvent[] = [{ type: 'page_view', path: pathname, data: {} }];
  const id = content && typeof content === 'object' && 'id' in content && typeof content.id === 'string' ? content.id : null;
  if (route.contentView && id) views.push({ type: 'content_view', path: pathname, data: { item: { kind: route.contentView, id } } });
  return views;
}
