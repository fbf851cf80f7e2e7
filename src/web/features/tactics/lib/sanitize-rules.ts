/** What tactic descriptions may contain; everything else is dropped. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'code', 'pre'] as const;
export const ALLOWED_ATTR = ['href', 'title'] as const;
