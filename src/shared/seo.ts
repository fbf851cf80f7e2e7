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
