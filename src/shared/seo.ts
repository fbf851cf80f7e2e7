import { APP_NAME } from './constants.ts';

/** What a page tells search engines and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the canonical URL, e.g. /case-studies/123 */
  path: string;
  type?: 'website' | 'article';
  image?: string;
  /** schema.org structured data */
  jsonLd?: Record<string, unknown>;
};

export const DEFAULT_DESCRIPTION =
  'Flightdeck is your flight simulator for entrepreneurial success: real startup case studies, failure analyses, growth tactics, an academy and a community of founders.';
export const DEFAULT_KEYWORDS = ['startup case studies', 'founders', 'growth tactics', 'entrepreneurship', 'business ideas'];
export const TACTIC_DESCRIPTION_MAX = 150;

export function fullTitle(title: string): string {
  return title.includes(APP_NAME) ? title : `${title} | ${APP_NAME}`;
}

/** Cuts text to `max` characters on a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Text content of simple HTML (tactic descriptions), for descriptions. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    // A closing inline tag right before punctuation must not leave a space: "<em>x</em>." -> "x."
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();
}

const AUTH_DESCRIPTION = `Sign in to ${APP_NAME} or create a free account to bookmark, vote on and discuss real startup case studies.`;

const STATIC_PAGES: Record<string, Omit<PageMeta, 'path'>> = {
  '/': {
    title: `${APP_NAME} — Launch with Data, Not Doubt`,
    description: DEFAULT_DESCRIPTION,
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: APP_NAME },
  },
  '/case-studies': {
    title: 'Startup Case Studies',
    description: 'Browse real-world startup case studies and failure analyses by revenue, business model, growth channel, region and more.',
    keywords: ['startup case studies', 'failure analysis', 'business models', 'growth channels'],
  },
  '/tactics': {
    title: 'Growth Tactics',
    description: 'Browse proven growth tactics for acquisition, activation, retention, referral and revenue, with the signals that show whether each one works.',
    keywords: ['growth tactics', 'customer acquisition', 'retention', 'referral marketing', 'startup growth'],
  },
  '/case-studies/compare': {
    title: 'Successes vs Failures',
    description: 'Base rates of successes against failures for any set of case-study filters: channels, models, capital, team size, revenue and costs.',
  },
  '/auth': { title: 'Sign In', description: AUTH_DESCRIPTION },
  '/reset-password': { title: 'Choose a New Password', description: `Choose a new password for your ${APP_NAME} account.` },
  '/pricing': { title: 'Pricing and Plans', description: `Compare ${APP_NAME} plans: Explorer (free), Community, Master Builder and Legacy Founder.` },
  '/ideas': { title: 'Business Ideas & Frameworks', description: 'Business ideas, niches, problems worth solving and frameworks, with data-driven idea tools.' },
  '/academy': { title: 'Academy', description: 'Courses, deep dives and a structured syllabus for founders.' },
  '/community': { title: 'Community', description: 'Meet founders, join live Q&A sessions and learn together.' },
  '/search': { title: 'Search', description: `Search ${APP_NAME}'s case studies, growth tactics and ideas.` },
  // Pages whose metadata has no data of its own.
  '/upgrade': { title: 'Upgrade', description: 'Upgrade your plan to unlock every case study, the AI tools and more.' },
  '/checkout': { title: 'Checkout', description: 'Complete the purchase of your plan securely.' },
  '/dashboard': { title: 'Dashboard', description: 'Your personal dashboard: recommendations, notifications, daily quests and progress.' },
  '/profile': { title: 'Profile', description: 'Your member profile with achievements, experience, activity and saved content.' },
  '/account/profile': { title: 'Edit Profile', description: 'Update your display name, photo, bio and links.' },
  '/account/subscription': { title: 'Subscription & Billing', description: 'Manage your plan, billing cycle and invoices.' },
  '/tools/name-generator': { title: 'Business Name Generator', description: 'Generate business names in five styles and check whether the .com domain is free.' },
  '/bootcamps': { title: 'Bootcamps', description: 'Cohort-based bootcamps to build and launch with guidance.' },
  '/learning-path': { title: 'Learning Path', description: 'A guided route through case studies and courses, with your progress tracked.' },
  '/challenges': { title: 'Weekly Challenges and Pods', description: 'A challenge every week and a small pod of founders near your time zone to check in with and finish it together.' },
  '/mentor': { title: 'Leo, your AI mentor', description: 'Ask Leo about your idea and get answers drawn from real case studies and tactics, each cited.' },
  '/gigs': { title: 'Gigs Marketplace', description: 'Paid pieces of work posted by founders: pitch for a gig, or post one and pick who does it. Payment is agreed between members.' },
  '/gigs/:id': { title: 'Gig', description: 'A gig posted by a Flightdeck member: the work, the budget, the skills and the deadline.' },
  '/admin/gigs': { title: 'Gig Listings', description: 'Every listing of the gigs marketplace, for staff to look after.' },
  '/deals': { title: 'Partner Deals', description: 'Codes from our partners for software, hosting, finance and more, for Community members and above; exclusive deals from Master Builder.' },
  '/events': { title: 'VIP Events & Workshops', description: 'Live workshops and events for Legacy Founders: take a place, join the waitlist, and see past sessions.' },
  '/admin/deals': { title: 'Partner Deals', description: 'Add, edit and retire the deals in the partner directory.' },
  '/admin/events': { title: 'VIP Events', description: 'Create and edit VIP events and workshops, with places and waitlists.' },
  '/cofounders': { title: 'Co-founder Matching', description: 'Meet founders whose skills complete yours: a matching profile, a waitlist with your place in line, matches ranked by fit and introductions both sides accept.' },
  '/admin/cofounders': { title: 'Co-founder Waitlist', description: 'The co-founder matching waitlist in admission order; admit the next members.' },
  '/build': { title: 'Build Tools', description: 'Tools and templates to help you build and launch your startup.' },
  '/share-your-story': { title: 'Share Your Startup Story', description: 'Tell the community how you built your startup; every story is reviewed within 5 business days.' },
  '/submit': { title: 'Submit Content', description: 'Submit a case study or a tactic for other founders to learn from.' },
  '/analytics': { title: 'Analytics', description: 'Public, aggregate figures about the case studies and the community.' },
  '/advanced-analytics': { title: 'Advanced Analytics', description: 'Content performance, platform metrics and success predictions.' },
  '/about': { title: 'About Flightdeck', description: 'Who we are and why we built a flight simulator for founders: real case studies, honest figures, your data kept yours.' },
  '/advertise': { title: 'Advertise with Us', description: 'Reach founders and aspiring entrepreneurs: live reach figures, newsletter, sponsored case study and community packages.' },
  '/contact': { title: 'Contact Us', description: 'Send the Flightdeck team a message about your account, a plan, a case study or working with us.' },
  '/privacy-policy': { title: 'Privacy Policy', description: 'What personal data Flightdeck keeps, why, for how long, and your rights to access, correct, delete and export it.' },
  '/terms-of-service': { title: 'Terms of Service', description: 'The terms that govern your use of Flightdeck: accounts, plans, payments, refunds and content.' },
  '/data-deletion': { title: 'Data Deletion Instructions', description: 'How to have your Flightdeck account and personal data deleted, what is erased and when.' },
  '/privacy-request': { title: 'Privacy Request', description: 'Ask for a copy, a correction, the deletion or a portable export of your personal data.' },
  '/account/invoices': { title: 'Invoice', description: 'An invoice, ready to print or save as PDF.' },
  '/admin/billing': { title: 'Billing Administration', description: 'Refund payments and manage promo codes.' },
  '/admin': { title: 'Admin Dashboard', description: 'Platform figures and shortcuts for the Flightdeck team.' },
  '/admin/users': { title: 'User Management', description: 'Find members and manage their plans and staff roles.' },
  '/admin/cases': { title: 'Manage Case Studies', description: 'Review, publish and edit case studies.' },
  '/admin/cases/new': { title: 'New Case Study', description: 'Write and publish a new case study.' },
  '/admin/cases/import': { title: 'Bulk Import', description: 'Import case studies from a CSV or Excel file, with every row checked.' },
  '/admin/cases/edit': { title: 'Edit Case Study', description: 'Edit a case study and its sections.' },
  '/admin/analytics': { title: 'Platform Analytics', description: 'Usage and growth figures computed from real activity.' },
  '/admin/settings': { title: 'Admin Settings', description: 'Platform settings for administrators.' },
  '/admin/audit': { title: 'Audit Log', description: 'Who changed what, and when, across the Flightdeck admin area.' },
  '/submissions': { title: 'Your Submission', description: 'The review state of content you submitted to Flightdeck.' },
  '/admin/stories': { title: 'Story Submissions', description: 'Startup stories sent in by founders, for the team to review.' },
  '/admin/waitlist': { title: 'Bootcamp Waitlist', description: 'Everyone who asked to hear about new bootcamps.' },
  '/admin/challenges': { title: 'Weekly Challenges', description: 'Set the weekly challenge for members and see who joined which pod.' },
  '/admin/syllabus': { title: 'Academy Syllabus', description: 'The six-week Structured Syllabus of the academy, for staff to edit.' },
  '/admin/quests': { title: 'Daily Quests', description: 'The daily quests members complete for XP.' },
  '/admin/requests': { title: 'Requests', description: 'Deletion and privacy requests, contact messages and advertising enquiries for staff to work through.' },
};

/** Paths whose last segment is an id or token share the metadata of their section. */
const SECTION_PATHS: readonly (readonly [RegExp, string])[] = [
  [/^\/checkout\/[^/]+$/, '/checkout'],
  [/^\/gigs\/[^/]+$/, '/gigs/:id'],
  [/^\/account\/invoices\/[^/]+$/, '/account/invoices'],
  [/^\/admin\/cases\/edit\/[^/]+$/, '/admin/cases/edit'],
  [/^\/submissions\/(case-study|tactic)\/[^/]+$/, '/submissions'],
];

const AUTH_TITLES = { signin: 'Sign In', signup: 'Sign Up', forgot: 'Reset Password' } as const;

/**
 * Metadata for a page that has no data of its own; unknown paths get the site defaults. The
 * server puts it in the HTML and the app sets the same title, so the two always agree; the
 * query names the sign-in form's mode and the search words.
 */
export function staticPageMeta(path: string, query?: URLSearchParams): PageMeta {
  const key = SECTION_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? path;
  const page = STATIC_PAGES[key];
  if (!page) return { title: APP_NAME, description: DEFAULT_DESCRIPTION, path };
  if (key === '/auth' && query) {
    const view = query.get('mode') === 'forgot' ? 'forgot' : query.get('tab') === 'signup' ? 'signup' : 'signin';
    return { ...page, title: AUTH_TITLES[view], path };
  }
  const words = key === '/search' ? query?.get('q')?.trim() : undefined;
  return words ? { ...page, title: `Search results for “${words}”`, path } : { ...page, path };
}
