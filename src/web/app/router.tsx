import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '#shared/route-table.ts';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RootError, RouteError } from './layout/route-error.tsx';
import type { PageLoader, PageModule } from './page-loader.ts';
import { NotFoundPage } from './routes/not-found.tsx';

/** Each page's module, loaded as its own chunk when the page is first shown. */
const PAGE_MODULES = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx', '!./routes/not-found.tsx']);

/** A page's module, as the route table names it. */
export async function loadPageModule(route: PageRoute): Promise<{ Component: ComponentType; loadPage?: PageLoader }> {
  const load = PAGE_MODULES[`./routes/${route.module}.tsx`];
  if (!load) throw new Error(`The route table names a page module that does not exist: ${route.module}`);
  const module = await load();
  const Component = module[route.component] as ComponentType | undefined;
  if (!Component) throw new Error(`${route.module}.tsx has no export ${route.component}`);
  return { Component, loadPage: module.loadPage };
}

/**
 * The app's route tree, from the one route table (decision 075). The browser's routes load a
 * page's component; the server's (`loaderOf`) also load its data before drawing it.
 */
export function appRoutes(loaderOf?: (load: PageLoader) => LoaderFunction): RouteObject[] {
  const pages: RouteObject[] = PAGE_ROUTES.map((route) => ({
    id: route.path,
    path: route.path,
    lazy: async () => {
      const { Component, loadPage } = await loadPageModule(route);
      return loaderOf && loadPage ? { Component, loader: loaderOf(loadPage) } : { Component };
    },
  }));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootError,
      children: [
        // Pathless: a failing page shows its error inside the header and footer.
        // The not-found page is bundled with the frame: the error boundary shows it too.
        { id: 'pages', ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: [...pages, { id: 'not-found', path: '*', Component: NotFoundPage }] },
      ],
    },
  ];
}

/**
 * Loads the code of the pages a path shows before the app hydrates a page the server drew, so the
 * first render draws the page the server drew, not a loading state.
 */
export async function resolvePageCode(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
