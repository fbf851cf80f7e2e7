import { VISITOR_PAGE_DATA_ID, type VisitorPageData } from '#shared/visitor-pages.ts';

let read: VisitorPageData | null | undefined;

/**
 * What the server embedded when it drew this page for a visitor (decision 026): that the browser
 * holds no session, and the answers the page shows. Null for pages the app draws itself.
 */
export function visitorPageData(): VisitorPageData | null {
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(VISITOR_PAGE_DATA_ID)?.textContent;
  read = text ? (JSON.parse(text) as VisitorPageData) : null;
  return read;
}
