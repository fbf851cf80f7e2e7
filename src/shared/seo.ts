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
  '/auth': { title: 'Sign In or Start Free', description: `Sign in to ${APP_NAME} or create a free account.` },
  '/pricing': { title: 'Pricing and Plans', description: `Compare ${APP_NAME} plans: Explorer (free), Community, Master Builder and Legacy Founder.` },
  '/ideas': { title: 'Business Ideas & Frameworks', description: 'Business ideas, niches, problems worth solving and frameworks, with data-driven idea tools.' },
  '/academy': { title: 'Academy', description: 'Courses, deep dives and a structured syllabus for founders.' },
  '/community': { title: 'Community', description: 'Meet founders, join live Q&A sessions and learn together.' },
  '/search': { title: 'Search', description: `Search ${APP_NAME}'s case studies and growth tactics.` },
};

/** Metadata for a page that has no data of its own; unknown paths get the site defaults. */
export function staticPageMeta(path: string): PageMeta {
  const page = STATIC_PAGES[path];
  return page ? { ...page, path } : { title: APP_NAME, description: DEFAULT_DESCRIPTION, path };
}
