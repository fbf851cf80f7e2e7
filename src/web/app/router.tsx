import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RootError, RouteError } from './layout/route-error.tsx';
import type { ComingSoonProps } from './routes/coming-soon.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/** A placeholder page for a route whose own page has not been built yet. */
const comingSoon = (name: string, description: string): RouteObject['lazy'] => async () => {
  const { ComingSoonPage } = await import('./routes/coming-soon.tsx');
  const page: ComingSoonProps = { name, description };
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
  { path: '/checkout/:session?', lazy: comingSoon('Checkout', 'Complete the purchase of your plan securely.') },
  { path: '/dashboard', lazy: comingSoon('Dashboard', 'Your personal dashboard: recommendations, notifications, daily quests and progress.') },
  { path: '/profile', lazy: comingSoon('Profile', 'Your member profile with achievements, experience, activity and saved content.') },
  { path: '/account/profile', lazy: comingSoon('Edit Profile', 'Update your display name, photo, bio and links.') },
  { path: '/account/subscription', lazy: comingSoon('Subscription & Billing', 'Manage your plan, billing cycle and invoices.') },
  { path: '/ideas', lazy: comingSoon('Business Ideas & Frameworks', 'Idea generators, validators and frameworks grounded in real case-study data.') },
  { path: '/tools/name-generator', lazy: comingSoon('Business Name Generator', 'Generate business names in five styles and check whether the .com domain is free.') },
  { path: '/academy', lazy: comingSoon('Academy', 'Courses and a structured syllabus that take you from first idea to first customers.') },
  { path: '/bootcamps', lazy: comingSoon('Bootcamps', 'Cohort-based bootcamps to build and launch with guidance.') },
  { path: '/learning-path', lazy: comingSoon('Learning Path', 'A guided route through case studies and courses, with your progress tracked.') },
  { path: '/build', lazy: comingSoon('Build Tools', 'Tools and templates to help you build and launch your startup.') },
  { path: '/community', lazy: comingSoon('Community', 'Meet other founders, join discussions and learn together.') },
  { path: '/share-your-story', lazy: comingSoon('Share Your Startup Story', 'Tell the community how you built your startup; every story is reviewed within 5 business days.') },
  { path: '/submit', lazy: comingSoon('Submit Content', 'Submit a case study or a tactic for other founders to learn from.') },
  { path: '/analytics', lazy: comingSoon('Analytics', 'Public, aggregate figures about the case studies and the community.') },
  { path: '/advanced-analytics', lazy: comingSoon('Advanced Analytics', 'Content performance, platform metrics and success predictions.') },
  { path: '/about', lazy: comingSoon('About Flightdeck', 'Who we are and why we built a flight simulator for founders.') },
  { path: '/advertise', lazy: comingSoon('Advertise with Us', 'Reach an audience of founders and aspiring entrepreneurs.') },
  { path: '/contact', lazy: comingSoon('Contact', 'Get in touch with the Flightdeck team.') },
  { path: '/privacy-policy', lazy: comingSoon('Privacy Policy', 'How Flightdeck collects, uses and protects your personal data.') },
  { path: '/terms-of-service', lazy: comingSoon('Terms of Service', 'The terms that govern your use of Flightdeck.') },
  { path: '/data-deletion', lazy: comingSoon('Data Deletion', 'How to have your account and personal data deleted.') },
  { path: '/privacy-request', lazy: comingSoon('Privacy Request', 'Ask for a copy, a correction or the deletion of your personal data.') },
  { path: '/admin', lazy: comingSoon('Admin Dashboard', 'Platform figures and shortcuts for the Flightdeck team.') },
  { path: '/admin/users', lazy: comingSoon('User Management', 'Find members and manage their plans and staff roles.') },
  { path: '/admin/cases', lazy: comingSoon('Manage Case Studies', 'Review, publish and edit case studies.') },
  { path: '/admin/cases/new', lazy: comingSoon('New Case Study', 'Write and publish a new case study.') },
  { path: '/admin/cases/import', lazy: comingSoon('Bulk Import', 'Import case studies from a CSV or Excel file, with every row checked.') },
  { path: '/admin/cases/edit/:id', lazy: comingSoon('Edit Case Study', 'Edit a case study and its sections.') },
  { path: '/admin/analytics', lazy: comingSoon('Platform Analytics', 'Usage and growth figures computed from real activity.') },
  { path: '/admin/settings', lazy: comingSoon('Admin Settings', 'Platform settings for administrators.') },
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
