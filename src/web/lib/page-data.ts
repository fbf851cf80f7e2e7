import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';

let read: PageData | null | undefined;

/**
 * What the server embedded when it drew this page (decision 075): who it was drawn for and the
 * answers it shows. Null for pages the app draws itself.
 */
export function drawnPageData(): PageData | null {
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  read = text ? (JSON.parse(text) as PageData) : null;
  return read;
}
