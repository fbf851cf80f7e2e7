import { createRequire } from 'node:module';
import type Sanitize from 'sanitize-html';

// sanitize-html and its HTML parser (about 80 modules) load at the first rich text, not at every
// start (decision 071); the package is CommonJS, so it loads synchronously.
const require = createRequire(import.meta.url);
let loaded: typeof Sanitize | undefined;
const sanitizer = () => (loaded ??= require('sanitize-html') as typeof Sanitize);

/**
 * Rich text from editors and members is cleaned before it is stored: a small set of
 * formatting tags, links only to http(s)/mailto, no attributes that could run code or style.
 */
export function sanitizeRichText(html: string): string {
  const sanitize = sanitizer();
  return sanitize(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'code', 'pre', 'a'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  }).trim();
}
