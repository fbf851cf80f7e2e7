import { truncateText } from './seo.ts';

/** Longest excerpt of a discussion shown in activity lists. */
export const EXCERPT_MAX = 160;

/** The words of a Markdown post without its markup, cut on a word boundary (activity lists show plain text). */
export function markdownExcerpt(markdown: string, max = EXCERPT_MAX): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`]+/g, '');
  return truncateText(text, max);
}
