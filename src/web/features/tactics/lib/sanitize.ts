import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitize-rules.ts';

/**
 * The server sanitises rich text before storing it; this second pass in the browser keeps the
 * page safe even if a bad value ever slips through. (The server's drawing of a visitor's page
 * uses sanitize.server.ts instead: vite.config.ts.)
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...ALLOWED_ATTR], ALLOW_DATA_ATTR: false });
}
