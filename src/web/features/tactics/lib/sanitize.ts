import DOMPurify from 'dompurify';

/** What tactic descriptions may contain; everything else is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'code', 'pre'];
const ALLOWED_ATTR = ['href', 'title'];

/**
 * The server sanitises rich text before storing it; this second pass in the browser keeps the
 * page safe even if a bad value ever slips through.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
