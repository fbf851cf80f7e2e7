import sanitize from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitize-rules.ts';

/**
 * The same second pass as sanitize.ts, for the server's drawing of a visitor's page (decision
 * 067), where DOMPurify has no DOM: the build of the drawn pages uses this file instead.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, { allowedTags: [...ALLOWED_TAGS], allowedAttributes: { a: [...ALLOWED_ATTR] }, allowedSchemes: ['http', 'https', 'mailto'] });
}
