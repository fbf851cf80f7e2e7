import { DEFAULT_KEYWORDS, fullTitle, type PageMeta } from '#shared/seo.ts';

const HEAD_START = '<!--app-head:start-->';
const HEAD_END = '<!--app-head:end-->';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON for a <script> data block: "<" escaped so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> tags of one page: title, description, keywords, canonical, Open Graph, Twitter card, JSON-LD. */
export function renderHeadTags(meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.path}`;
  const title = fullTitle(meta.title);
  const image = meta.image ?? `${publicUrl}/og-image.jpg`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<meta name="keywords" content="${escapeAttribute((meta.keywords ?? DEFAULT_KEYWORDS).join(', '))}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta property="og:site_name" content="Flightdeck" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:image" content="${escapeAttribute(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttribute(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeAttribute(image)}" />`,
  ];
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Puts a page's head tags into the built index.html between its head markers. */
export function injectHead(indexHtml: string, headTags: string): string {
  const start = indexHtml.indexOf(HEAD_START);
  const end = indexHtml.indexOf(HEAD_END);
  if (start < 0 || end < start) return indexHtml;
  return `${indexHtml.slice(0, start + HEAD_START.length)}\n    ${headTags}\n    ${indexHtml.slice(end)}`;
}
