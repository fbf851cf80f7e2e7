import sanitize from 'sanitize-html';

/**
 * Rich text from editors and members is cleaned before it is stored: a small set of
 * formatting tags, links only to http(s)/mailto, no attributes that could run code or style.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'code', 'pre', 'a'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  }).trim();
}
