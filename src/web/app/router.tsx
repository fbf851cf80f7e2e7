import { createBrowserRouter, type RouteObject } from 'react-router';
import { staticPageMeta } from '#shared/seo.ts';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RootError, RouteError } from './layout/route-error.tsx';
import type { ComingSoonProps } from './routes/coming-soon.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/**
 * A placeholder page for a route whose own page has not been built yet, named and described by
 * the page metadata the server also sends (src/shared/seo.ts), so the tab title matches it.
 */
const comingSoon = (path: string): RouteObject['lazy'] => async () => {
  const { ComingSoonPage } = await import('./routes/coming-soon.tsx');
  const { title, description } = staticPageMeta(path);
  const page: ComingSoonProps = { name: title, description };
  return { Component: () => <ComingSoonPage {...page} /> };
};

/** Every page, each loaded as its own chunk. Replace a comingSoon(...) entry when its page lands. */
const pages: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
  { path: '/auth', lazy: async () => ({ Component: (await import('./routes/auth.tsx')).AuthRoute }) },
  { path: '/reset-password', lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute }) },
  { path: '/search', lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }) },
  { path: '/case-studies', lazy: async () => ({ Component: (await import('./routes/case-studies.tsx')).CaseStudiesRoute }) },
  { path: '/case-studies/:id', lazy: async () => ({ Component: (await import('./routes/case-study-detail.tsx')).CaseStudyDetailRoute }) },
  { path: '/tactics/:id', lazy: async () => ({ Component: (await import('./routes/tactic-detail.tsx')).TacticDetailRoute }) },
  { path: '/pricing', lazy: async () => ({ Component: (await import('./routes/pricing.tsx')).PricingRoute }) },
  { path: '/upgrade', lazy: async () => ({ Component: (await import('./routes/upgrade.tsx')).UpgradeRoute }) },
  { path: '/checkout/:session?', lazy: comingSoon('/checkout') },
  { path: '/dashboard', lazy: comingSoon('/dashboard') },
  { path: '/profile', lazy: comingSoon('/profile') },
  { path: '/account/profile', lazy: comingSoon('/account/profile') },
  { path: '/account/subscription', lazy: comingSoon('/account/subscription') },
  { path: '/ideas', lazy: async () => ({ Component: (await import('./routes/ideas.tsx')).IdeasRoute }) },
  { path: '/tools/name-generator', lazy: async () => ({ Component: (await import('./routes/name-generator.tsx')).NameGeneratorRoute }) },
  { path: '/academy', lazy: comingSoon('/academy') },
  { path: '/bootcamps', lazy: comingSoon('/bootcamps') },
  { path: '/learning-path', lazy: comingSoon('/learning-path') },
  { path: '/build', lazy: comingSoon('/build') },
  { path: '/community', lazy: comingSoon('/community') },
  { path: '/share-your-story', lazy: comingSoon('/share-your-story') },
  { path: '/submit', lazy: comingSoon('/submit') },
  { path: '/analytics', lazy: comingSoon('/analytics') },
  { path: '/advanced-analytics', lazy: comingSoon('/advanced-analytics') },
  { path: '/about', lazy: comingSoon('/about') },
  { path: '/advertise', lazy: comingSoon('/advertise') },
  { path: '/contact', lazy: comingSoon('/contact') },
  { path: '/privacy-policy', lazy: comingSoon('/privacy-policy') },
  { path: '/terms-of-service', lazy: comingSoon('/terms-of-service') },
  { path: '/data-deletion', lazy: comingSoon('/data-deletion') },
  { path: '/privacy-request', lazy: comingSoon('/privacy-request') },
  { path: '/admin', lazy: comingSoon('/admin') },
  { path: '/admin/users', lazy: comingSoon('/admin/users') },
  { path: '/admin/cases', lazy: comingSoon('/admin/cases') },
  { path: '/admin/cases/new', lazy: comingSoon('/admin/cases/new') },
  { path: '/admin/cases/import', lazy: comingSoon('/admin/cases/import') },
  { path: '/admin/cases/edit/:id', lazy: comingSoon('/admin/cases/edit') },
  { path: '/admin/analytics', lazy: comingSoon('/admin/analytics') },
  { path: '/admin/settings', lazy: comingSoon('/admin/settings') },
  // Bundled with the frame: the error boundary shows it too, for pages that answer 404.
  { path: '*', Component: NotFoundPage },
];

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [
      // Pathless: a failing page shows its error inside the header and footer.
      { ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: pages },
    ],
  },
]);
