import { matchRoutes } from 'react-router';
import { APP_NAME } from './constants.ts';
import { caseStudyPageMeta, coursePageMeta, tacticPageMeta } from './content-meta.ts';
import type { TrackedItemKind } from './schemas/behavior-events.ts';
import { DEFAULT_DESCRIPTION, type PageMeta } from './seo.ts';

/**
 * Every page of the web app, in one table (decision 075): the browser's router
 * (src/web/app/router.tsx), the server's drawing and hydration data (src/web/app/server-entry.tsx),
 * the known-path and 404 check, the head's metadata, module preloads and the sitemap all read it.
 * `module` names the page's file in src/web/app/routes/ and `component` its export; the page
 * module may export `loadPage`, the loader the server runs before drawing it.
 */

/** Who may use a page: anyone, a signed-in member, or staff (the page itself asks for sign-in or a role). */
export type PageAccess = 'public' | 'member' | 'staff';

/**
 * Whom the server draws the page for before the app starts: visitors (no session), members, or
 * both. Other pages are drawn by the app in the browser.
 */
export type DrawnFor = 'visitors' | 'members' | 'everyone';

/** What a page tells search engines and link previews, before its path is known. */
export type RouteMeta = Omit<PageMeta, 'path'>;

export type PageRoute = {
  /** A React Router path. */
  path: string;
  module: string;
  component: string;
  access: PageAccess;
  drawnFor?: DrawnFor;
  /** Listed in the sitemap: a public page with the same content for everyone. */
  sitemap?: true;
  /** The page's metadata; a function of the query for pages whose title follows it. */
  meta: RouteMeta | ((query: URLSearchParams) => RouteMeta);
  /** A page of one piece of content: its metadata from the content its loader fetched for drawing it. */
  contentMeta?: (content: never, path: string) => PageMeta;
  /** Showing the page is a view of this kind of content (behaviour analytics), the loader's content naming its id. */
  contentView?: TrackedItemKind;
};

const DEFAULT_META: RouteMeta = { title: APP_NAME, description: DEFAULT_DESCRIPTION };

const AUTH_DESCRIPTION = `Sign in to ${APP_NAME} or create a free account to bookmark, vote on and discuss real startup case studies.`;
const AUTH_TITLES = { signin: 'Sign In', signup: 'Sign Up', forgot: 'Reset Password' } as const;

/** The sign-in page's title follows its form: sign in, sign up or reset. */
function authMeta(query: URLSearchParams): RouteMeta {
  const view = query.get('mode') === 'forgot' ? 'forgot' : query.get('tab') === 'signup' ? 'signup' : 'signin';
  return { title: AUTH_TITLES[view], description: AUTH_DESCRIPTION };
}

/** The search page names the words searched for. */
function searchMeta(query: URLSearchParams): RouteMeta {
  const words = query.get('q')?.trim();
  return { title: words ? `Search results for “${words}”` : 'Search', description: `Search ${APP_NAME}'s case studies, growth tactics and ideas.` };
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'home', component: 'HomeRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: `${APP_NAME} — Launch with Data, Not Doubt`, description: DEFAULT_DESCRIPTION, jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: APP_NAME } } },
  { path: '/auth', module: 'auth', component: 'AuthRoute', access: 'public', meta: authMeta },
  { path: '/reset-password', module: 'reset-password', component: 'ResetPasswordRoute', access: 'public', meta: { title: 'Choose a New Password', description: `Choose a new password for your ${APP_NAME} account.` } },
  { path: '/search', module: 'search', component: 'SearchRoute', access: 'public', meta: searchMeta },
  { path: '/case-studies', module: 'case-studies', component: 'CaseStudiesRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Startup Case Studies', description: 'Browse real-world startup case studies and failure analyses by revenue, business model, growth channel, region and more.', keywords: ['startup case studies', 'failure analysis', 'business models', 'growth channels'], } },
  { path: '/case-studies/compare', module: 'case-study-compare', component: 'CaseStudyCompareRoute', access: 'public', meta: { title: 'Successes vs Failures', description: 'Base rates of successes against failures for any set of case-study filters: channels, models, capital, team size, revenue and costs.', } },
  { path: '/case-studies/:id', module: 'case-study-detail', component: 'CaseStudyDetailRoute', access: 'public', drawnFor: 'everyone', meta: DEFAULT_META, contentMeta: caseStudyPageMeta, contentView: 'case_study' },
  { path: '/tactics', module: 'tactics', component: 'TacticsRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Growth Tactics', description: 'Browse proven growth tactics for acquisition, activation, retention, referral and revenue, with the signals that show whether each one works.', keywords: ['growth tactics', 'customer acquisition', 'retention', 'referral marketing', 'startup growth'], } },
  { path: '/tactics/:id', module: 'tactic-detail', component: 'TacticDetailRoute', access: 'public', drawnFor: 'everyone', meta: DEFAULT_META, contentMeta: tacticPageMeta, contentView: 'tactic' },
  { path: '/pricing', module: 'pricing', component: 'PricingRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Pricing and Plans', description: `Compare ${APP_NAME} plans: Explorer (free), Community, Master Builder and Legacy Founder.` } },
  { path: '/upgrade', module: 'upgrade', component: 'UpgradeRoute', access: 'member', meta: { title: 'Upgrade', description: 'Upgrade your plan to unlock every case study, the AI tools and more.' } },
  { path: '/checkout/:session?', module: 'checkout', component: 'CheckoutRoute', access: 'member', meta: { title: 'Checkout', description: 'Complete the purchase of your plan securely.' } },
  { path: '/dashboard', module: 'dashboard', component: 'DashboardRoute', access: 'member', drawnFor: 'members', meta: { title: 'Dashboard', description: 'Your personal dashboard: recommendations, notifications, daily quests and progress.' } },
  { path: '/profile', module: 'profile', component: 'ProfileRoute', access: 'member', drawnFor: 'members', meta: { title: 'Profile', description: 'Your member profile with achievements, experience, activity and saved content.' } },
  { path: '/members/:id', module: 'member', component: 'MemberRoute', access: 'public', drawnFor: 'visitors', meta: DEFAULT_META },
  { path: '/account/profile', module: 'account-profile', component: 'AccountProfileRoute', access: 'member', drawnFor: 'members', meta: { title: 'Edit Profile', description: 'Update your display name, photo, bio and links.' } },
  { path: '/account/subscription', module: 'account-subscription', component: 'AccountSubscriptionRoute', access: 'member', drawnFor: 'members', meta: { title: 'Subscription & Billing', description: 'Manage your plan, billing cycle and invoices.' } },
  { path: '/account/invoices/:id', module: 'invoice', component: 'InvoiceRoute', access: 'member', meta: { title: 'Invoice', description: 'An invoice, ready to print or save as PDF.' } },
  { path: '/ideas', module: 'ideas', component: 'IdeasRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Business Ideas & Frameworks', description: 'Business ideas, niches, problems worth solving and frameworks, with data-driven idea tools.' } },
  { path: '/tools/name-generator', module: 'name-generator', component: 'NameGeneratorRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'Business Name Generator', description: 'Generate business names in five styles and check whether the .com domain is free.' } },
  { path: '/academy', module: 'academy', component: 'AcademyRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Academy', description: 'Courses, deep dives and a structured syllabus for founders.' } },
  { path: '/academy/:slug', module: 'course', component: 'CourseRoute', access: 'public', drawnFor: 'everyone', meta: DEFAULT_META, contentMeta: coursePageMeta },
  { path: '/bootcamps', module: 'bootcamps', component: 'BootcampsRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Bootcamps', description: 'Cohort-based bootcamps to build and launch with guidance.' } },
  { path: '/mentor', module: 'mentor', component: 'MentorRoute', access: 'member', drawnFor: 'members', meta: { title: 'Leo, your AI mentor', description: 'Ask Leo about your idea and get answers drawn from real case studies and tactics, each cited.' } },
  { path: '/gigs', module: 'gigs', component: 'GigsRoute', access: 'public', drawnFor: 'everyone', meta: { title: 'Gigs Marketplace', description: 'Paid pieces of work posted by founders: pitch for a gig, or post one and pick who does it. Payment is agreed between members.' } },
  { path: '/gigs/:id', module: 'gig', component: 'GigRoute', access: 'public', drawnFor: 'everyone', meta: { title: 'Gig', description: 'A gig posted by a Flightdeck member: the work, the budget, the skills and the deadline.' } },
  { path: '/admin/gigs', module: 'admin-gigs', component: 'AdminGigsRoute', access: 'staff', meta: { title: 'Gig Listings', description: 'Every listing of the gigs marketplace, for staff to look after.' } },
  { path: '/deals', module: 'deals', component: 'DealsRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'Partner Deals', description: 'Codes from our partners for software, hosting, finance and more, for Community members and above; exclusive deals from Master Builder.' } },
  { path: '/events', module: 'events', component: 'EventsRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'VIP Events & Workshops', description: 'Live workshops and events for Legacy Founders: take a place, join the waitlist, and see past sessions.' } },
  { path: '/admin/deals', module: 'admin-deals', component: 'AdminDealsRoute', access: 'staff', meta: { title: 'Partner Deals', description: 'Add, edit and retire the deals in the partner directory.' } },
  { path: '/admin/events', module: 'admin-events', component: 'AdminEventsRoute', access: 'staff', meta: { title: 'VIP Events', description: 'Create and edit VIP events and workshops, with places and waitlists.' } },
  { path: '/challenges', module: 'challenges', component: 'ChallengesRoute', access: 'member', drawnFor: 'members', meta: { title: 'Weekly Challenges and Pods', description: 'A challenge every week and a small pod of founders near your time zone to check in with and finish it together.' } },
  { path: '/cofounders', module: 'cofounders', component: 'CofoundersRoute', access: 'member', drawnFor: 'members', meta: { title: 'Co-founder Matching', description: 'Meet founders whose skills complete yours: a matching profile, a waitlist with your place in line, matches ranked by fit and introductions both sides accept.' } },
  { path: '/admin/cofounders', module: 'admin-cofounders', component: 'AdminCofoundersRoute', access: 'staff', meta: { title: 'Co-founder Waitlist', description: 'The co-founder matching waitlist in admission order; admit the next members.' } },
  { path: '/learning-path', module: 'learning-path', component: 'LearningPathRoute', access: 'member', drawnFor: 'members', meta: { title: 'Learning Path', description: 'A guided route through case studies and courses, with your progress tracked.' } },
  { path: '/build', module: 'build', component: 'BuildRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'Build Tools', description: 'Tools and templates to help you build and launch your startup.' } },
  { path: '/community', module: 'community', component: 'CommunityRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'Community', description: 'Meet founders, join live Q&A sessions and learn together.' } },
  { path: '/share-your-story', module: 'share-your-story', component: 'ShareYourStoryRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'Share Your Startup Story', description: 'Tell the community how you built your startup; every story is reviewed within 5 business days.' } },
  { path: '/analytics', module: 'analytics', component: 'AnalyticsRoute', access: 'public', drawnFor: 'visitors', meta: { title: 'Analytics', description: 'Public, aggregate figures about the case studies and the community.' } },
  { path: '/advanced-analytics', module: 'advanced-analytics', component: 'AdvancedAnalyticsRoute', access: 'member', drawnFor: 'members', meta: { title: 'Advanced Analytics', description: 'Content performance, platform metrics and success predictions.' } },
  { path: '/submit', module: 'submit', component: 'SubmitRoute', access: 'member', meta: { title: 'Submit Content', description: 'Submit a case study or a tactic for other founders to learn from.' } },
  { path: '/submissions/:kind/:id', module: 'submission', component: 'SubmissionRoute', access: 'member', meta: { title: 'Your Submission', description: 'The review state of content you submitted to Flightdeck.' } },
  { path: '/admin', module: 'admin', component: 'AdminRoute', access: 'staff', meta: { title: 'Admin Dashboard', description: 'Platform figures and shortcuts for the Flightdeck team.' } },
  { path: '/admin/billing', module: 'admin-billing', component: 'AdminBillingRoute', access: 'staff', meta: { title: 'Billing Administration', description: 'Refund payments and manage promo codes.' } },
  { path: '/about', module: 'about', component: 'AboutRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'About Flightdeck', description: 'Who we are and why we built a flight simulator for founders: real case studies, honest figures, your data kept yours.' } },
  { path: '/advertise', module: 'advertise', component: 'AdvertiseRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Advertise with Us', description: 'Reach founders and aspiring entrepreneurs: live reach figures, newsletter, sponsored case study and community packages.' } },
  { path: '/contact', module: 'contact', component: 'ContactRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Contact Us', description: 'Send the Flightdeck team a message about your account, a plan, a case study or working with us.' } },
  { path: '/privacy-policy', module: 'privacy-policy', component: 'PrivacyPolicyRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Privacy Policy', description: 'What personal data Flightdeck keeps, why, for how long, and your rights to access, correct, delete and export it.' } },
  { path: '/terms-of-service', module: 'terms-of-service', component: 'TermsOfServiceRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Terms of Service', description: 'The terms that govern your use of Flightdeck: accounts, plans, payments, refunds and content.' } },
  { path: '/data-deletion', module: 'data-deletion', component: 'DataDeletionRoute', access: 'public', drawnFor: 'visitors', sitemap: true, meta: { title: 'Data Deletion Instructions', description: 'How to have your Flightdeck account and personal data deleted, what is erased and when.' } },
  { path: '/privacy-request', module: 'privacy-request', component: 'PrivacyRequestRoute', access: 'public', drawnFor: 'everyone', sitemap: true, meta: { title: 'Privacy Request', description: 'Ask for a copy, a correction, the deletion or a portable export of your personal data.' } },
  { path: '/admin/users', module: 'admin-users', component: 'AdminUsersRoute', access: 'staff', meta: { title: 'User Management', description: 'Find members and manage their plans and staff roles.' } },
  { path: '/admin/cases', module: 'admin-cases', component: 'AdminCasesRoute', access: 'staff', meta: { title: 'Manage Case Studies', description: 'Review, publish and edit case studies.' } },
  { path: '/admin/cases/new', module: 'admin-case-editor', component: 'AdminNewCaseRoute', access: 'staff', meta: { title: 'New Case Study', description: 'Write and publish a new case study.' } },
  { path: '/admin/cases/import', module: 'admin-case-import', component: 'AdminCaseImportRoute', access: 'staff', meta: { title: 'Bulk Import', description: 'Import case studies from a CSV or Excel file, with every row checked.' } },
  { path: '/admin/cases/edit/:id', module: 'admin-case-editor', component: 'AdminEditCaseRoute', access: 'staff', meta: { title: 'Edit Case Study', description: 'Edit a case study and its sections.' } },
  { path: '/admin/audit', module: 'admin-audit', component: 'AdminAuditRoute', access: 'staff', meta: { title: 'Audit Log', description: 'Who changed what, and when, across the Flightdeck admin area.' } },
  { path: '/admin/analytics', module: 'admin-analytics', component: 'AdminAnalyticsRoute', access: 'staff', meta: { title: 'Platform Analytics', description: 'Usage and growth figures computed from real activity.' } },
  { path: '/admin/stories', module: 'admin-stories', component: 'AdminStoriesRoute', access: 'staff', meta: { title: 'Story Submissions', description: 'Startup stories sent in by founders, for the team to review.' } },
  { path: '/admin/waitlist', module: 'admin-waitlist', component: 'AdminWaitlistRoute', access: 'staff', meta: { title: 'Bootcamp Waitlist', description: 'Everyone who asked to hear about new bootcamps.' } },
  { path: '/admin/syllabus', module: 'admin-syllabus', component: 'AdminSyllabusRoute', access: 'staff', meta: { title: 'Academy Syllabus', description: 'The six-week Structured Syllabus of the academy, for staff to edit.' } },
  { path: '/admin/challenges', module: 'admin-challenges', component: 'AdminChallengesRoute', access: 'staff', meta: { title: 'Weekly Challenges', description: 'Set the weekly challenge for members and see who joined which pod.' } },
  { path: '/admin/quests', module: 'admin-quests', component: 'AdminQuestsRoute', access: 'staff', meta: { title: 'Daily Quests', description: 'The daily quests members complete for XP.' } },
  { path: '/admin/settings', module: 'admin-settings', component: 'AdminSettingsRoute', access: 'staff', meta: { title: 'Admin Settings', description: 'Platform settings for administrators.' } },
  { path: '/admin/requests', module: 'admin-requests', component: 'AdminRequestsRoute', access: 'staff', meta: { title: 'Requests', description: 'Deletion and privacy requests, contact messages and advertising enquiries for staff to work through.' } },
];

/** The route a path shows, with its parameters; null for a path no page has (a 404). */
export function matchPageRoute(pathname: string): { route: PageRoute; params: Record<string, string | undefined> } | null {
  const match = matchRoutes(PAGE_ROUTES as PageRoute[], pathname)?.at(-1);
  return match ? { route: match.route, params: match.params } : null;
}

/** The metadata of a page from the table (a page backed by data may have its own). */
export function pageMeta(pathname: string, query: URLSearchParams = new URLSearchParams()): PageMeta {
  const meta = matchPageRoute(pathname)?.route.meta ?? DEFAULT_META;
  return { ...(typeof meta === 'function' ? meta(query) : meta), path: pathname };
}

/** Whether the server draws a path for a visitor (no session) or for a member. */
export function isDrawnFor(route: PageRoute, viewer: 'visitor' | 'member'): boolean {
  return route.drawnFor === 'everyone' || route.drawnFor === (viewer === 'visitor' ? 'visitors' : 'members');
}

/** The pages listed in the sitemap. */
export const SITEMAP_PATHS = PAGE_ROUTES.filter((route) => route.sitemap).map((route) => route.path);

/** The source file of a page's module, as the build's manifest names it. */
export const pageModuleFile = (route: PageRoute) => `src/web/app/routes/${route.module}.tsx`;
