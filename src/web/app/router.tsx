import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RootError, RouteError } from './layout/route-error.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/** Every page, each loaded as its own chunk. */
const pages: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
  { path: '/auth', lazy: async () => ({ Component: (await import('./routes/auth.tsx')).AuthRoute }) },
  { path: '/reset-password', lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute }) },
  { path: '/search', lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }) },
  { path: '/case-studies', lazy: async () => ({ Component: (await import('./routes/case-studies.tsx')).CaseStudiesRoute }) },
  { path: '/case-studies/compare', lazy: async () => ({ Component: (await import('./routes/case-study-compare.tsx')).CaseStudyCompareRoute }) },
  { path: '/case-studies/:id', lazy: async () => ({ Component: (await import('./routes/case-study-detail.tsx')).CaseStudyDetailRoute }) },
  { path: '/tactics', lazy: async () => ({ Component: (await import('./routes/tactics.tsx')).TacticsRoute }) },
  { path: '/tactics/:id', lazy: async () => ({ Component: (await import('./routes/tactic-detail.tsx')).TacticDetailRoute }) },
  { path: '/pricing', lazy: async () => ({ Component: (await import('./routes/pricing.tsx')).PricingRoute }) },
  { path: '/upgrade', lazy: async () => ({ Component: (await import('./routes/upgrade.tsx')).UpgradeRoute }) },
  { path: '/checkout/:session?', lazy: async () => ({ Component: (await import('./routes/checkout.tsx')).CheckoutRoute }) },
  { path: '/dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }) },
  { path: '/profile', lazy: async () => ({ Component: (await import('./routes/profile.tsx')).ProfileRoute }) },
  { path: '/members/:id', lazy: async () => ({ Component: (await import('./routes/member.tsx')).MemberRoute }) },
  { path: '/account/profile', lazy: async () => ({ Component: (await import('./routes/account-profile.tsx')).AccountProfileRoute }) },
  { path: '/account/subscription', lazy: async () => ({ Component: (await import('./routes/account-subscription.tsx')).AccountSubscriptionRoute }) },
  { path: '/account/invoices/:id', lazy: async () => ({ Component: (await import('./routes/invoice.tsx')).InvoiceRoute }) },
  { path: '/ideas', lazy: async () => ({ Component: (await import('./routes/ideas.tsx')).IdeasRoute }) },
  { path: '/tools/name-generator', lazy: async () => ({ Component: (await import('./routes/name-generator.tsx')).NameGeneratorRoute }) },
  { path: '/academy', lazy: async () => ({ Component: (await import('./routes/academy.tsx')).AcademyRoute }) },
  { path: '/academy/:slug', lazy: async () => ({ Component: (await import('./routes/course.tsx')).CourseRoute }) },
  { path: '/bootcamps', lazy: async () => ({ Component: (await import('./routes/bootcamps.tsx')).BootcampsRoute }) },
  { path: '/mentor', lazy: async () => ({ Component: (await import('./routes/mentor.tsx')).MentorRoute }) },
  { path: '/gigs', lazy: async () => ({ Component: (await import('./routes/gigs.tsx')).GigsRoute }) },
  { path: '/gigs/:id', lazy: async () => ({ Component: (await import('./routes/gig.tsx')).GigRoute }) },
  { path: '/admin/gigs', lazy: async () => ({ Component: (await import('./routes/admin-gigs.tsx')).AdminGigsRoute }) },
  { path: '/deals', lazy: async () => ({ Component: (await import('./routes/deals.tsx')).DealsRoute }) },
  { path: '/events', lazy: async () => ({ Component: (await import('./routes/events.tsx')).EventsRoute }) },
  { path: '/admin/deals', lazy: async () => ({ Component: (await import('./routes/admin-deals.tsx')).AdminDealsRoute }) },
  { path: '/admin/events', lazy: async () => ({ Component: (await import('./routes/admin-events.tsx')).AdminEventsRoute }) },
  { path: '/challenges', lazy: async () => ({ Component: (await import('./routes/challenges.tsx')).ChallengesRoute }) },
  { path: '/cofounders', lazy: async () => ({ Component: (await import('./routes/cofounders.tsx')).CofoundersRoute }) },
  { path: '/admin/cofounders', lazy: async () => ({ Component: (await import('./routes/admin-cofounders.tsx')).AdminCofoundersRoute }) },
  { path: '/learning-path', lazy: async () => ({ Component: (await import('./routes/learning-path.tsx')).LearningPathRoute }) },
  { path: '/build', lazy: async () => ({ Component: (await import('./routes/build.tsx')).BuildRoute }) },
  { path: '/community', lazy: async () => ({ Component: (await import('./routes/community.tsx')).CommunityRoute }) },
  { path: '/share-your-story', lazy: async () => ({ Component: (await import('./routes/share-your-story.tsx')).ShareYourStoryRoute }) },
  { path: '/analytics', lazy: async () => ({ Component: (await import('./routes/analytics.tsx')).AnalyticsRoute }) },
  { path: '/advanced-analytics', lazy: async () => ({ Component: (await import('./routes/advanced-analytics.tsx')).AdvancedAnalyticsRoute }) },
  { path: '/submit', lazy: async () => ({ Component: (await import('./routes/submit.tsx')).SubmitRoute }) },
  { path: '/submissions/:kind/:id', lazy: async () => ({ Component: (await import('./routes/submission.tsx')).SubmissionRoute }) },
  { path: '/admin', lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminRoute }) },
  { path: '/admin/billing', lazy: async () => ({ Component: (await import('./routes/admin-billing.tsx')).AdminBillingRoute }) },
  { path: '/about', lazy: async () => ({ Component: (await import('./routes/about.tsx')).AboutRoute }) },
  { path: '/advertise', lazy: async () => ({ Component: (await import('./routes/advertise.tsx')).AdvertiseRoute }) },
  { path: '/contact', lazy: async () => ({ Component: (await import('./routes/contact.tsx')).ContactRoute }) },
  { path: '/privacy-policy', lazy: async () => ({ Component: (await import('./routes/privacy-policy.tsx')).PrivacyPolicyRoute }) },
  { path: '/terms-of-service', lazy: async () => ({ Component: (await import('./routes/terms-of-service.tsx')).TermsOfServiceRoute }) },
  { path: '/data-deletion', lazy: async () => ({ Component: (await import('./routes/data-deletion.tsx')).DataDeletionRoute }) },
  { path: '/privacy-request', lazy: async () => ({ Component: (await import('./routes/privacy-request.tsx')).PrivacyRequestRoute }) },
  { path: '/admin/users', lazy: async () => ({ Component: (await import('./routes/admin-users.tsx')).AdminUsersRoute }) },
  { path: '/admin/cases', lazy: async () => ({ Component: (await import('./routes/admin-cases.tsx')).AdminCasesRoute }) },
  { path: '/admin/cases/new', lazy: async () => ({ Component: (await import('./routes/admin-case-editor.tsx')).AdminNewCaseRoute }) },
  { path: '/admin/cases/import', lazy: async () => ({ Component: (await import('./routes/admin-case-import.tsx')).AdminCaseImportRoute }) },
  { path: '/admin/cases/edit/:id', lazy: async () => ({ Component: (await import('./routes/admin-case-editor.tsx')).AdminEditCaseRoute }) },
  { path: '/admin/audit', lazy: async () => ({ Component: (await import('./routes/admin-audit.tsx')).AdminAuditRoute }) },
  { path: '/admin/analytics', lazy: async () => ({ Component: (await import('./routes/admin-analytics.tsx')).AdminAnalyticsRoute }) },
  { path: '/admin/stories', lazy: async () => ({ Component: (await import('./routes/admin-stories.tsx')).AdminStoriesRoute }) },
  { path: '/admin/waitlist', lazy: async () => ({ Component: (await import('./routes/admin-waitlist.tsx')).AdminWaitlistRoute }) },
  { path: '/admin/syllabus', lazy: async () => ({ Component: (await import('./routes/admin-syllabus.tsx')).AdminSyllabusRoute }) },
  { path: '/admin/challenges', lazy: async () => ({ Component: (await import('./routes/admin-challenges.tsx')).AdminChallengesRoute }) },
  { path: '/admin/quests', lazy: async () => ({ Component: (await import('./routes/admin-quests.tsx')).AdminQuestsRoute }) },
  { path: '/admin/settings', lazy: async () => ({ Component: (await import('./routes/admin-settings.tsx')).AdminSettingsRoute }) },
  { path: '/admin/requests', lazy: async () => ({ Component: (await import('./routes/admin-requests.tsx')).AdminRequestsRoute }) },
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

/** Resolves once the first page's code is loaded, so the first render draws the page, not a spinner. */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
