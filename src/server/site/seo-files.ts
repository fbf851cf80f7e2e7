import { Hono } from 'hono';
import { SITEMAP_PATHS } from '#shared/route-table.ts';
import type { AppEnv } from '../app-context.ts';

export type SitemapEntry = { path: string; lastModified?: Date };

/** One kind of page in the sitemap, read a slice at a time so no request loads them all. */
export type SitemapSource = {
  /** Names the child sitemaps: /sitemaps/<name>-<n>.xml */
  name: string;
  count(): Promise<number>;
  /** Entries in a stable order, `limit` of them from `offset`. */
  list(offset: number, limit: number): Promise<SitemapEntry[]>;
};

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
const CACHE_CONTROL = 'public, max-age=3600';
const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL };
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Pages that are personal, staff-only or a step of a purchase: never in the sitemap, whoever adds them. */
export const NEVER_IN_SITEMAP = [/^\/upgrade$/, /^\/checkout(\/|$)/, /^\/admin(\/|$)/, /^\/account(\/|$)/, /^\/(profile|dashboard|learning-path|mentor|challenges|cofounders)$/];

export const isSitemapPath = (path: string) => !NEVER_IN_SITEMAP.some((pattern) => pattern.test(path));

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

const staticSource: SitemapSource = {
  name: 'pages',
  count: async () => SITEMAP_PATHS.filter(isSitemapPath).length,
  list: async (offset, limit) =>
    SITEMAP_PATHS.filter(isSitemapPath)
      .slice(offset, offset + limit)
      .map((path) => ({ path })),
};

/**
 * /sitemap.xml is a sitemap index naming one child sitemap per slice of at most
 * `urlsPerSitemap` pages of each source; /robots.txt points to it.
 */
export function seoFileRoutes(options: { publicUrl: string; sources: SitemapSource[]; urlsPerSitemap?: number }) {
  const perFile = options.urlsPerSitemap ?? SITEMAP_MAX_URLS;
  const sources = [staticSource, ...options.sources];
  const router = new Hono<AppEnv>();

  router.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${options.publicUrl}/sitemap.xml\n`, 200, { 'cache-control': CACHE_CONTROL }),
  );

  router.get('/sitemap.xml', async (c) => {
    const counts = await Promise.all(sources.map((source) => source.count()));
    const files = sources.flatMap((source, index) =>
      Array.from({ length: Math.ceil((counts[index] ?? 0) / perFile) }, (_, page) => `${options.publicUrl}/sitemaps/${source.name}-${page + 1}.xml`),
    );
    const body = files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`, 200, XML_HEADERS);
  });

  router.get('/sitemaps/:file{[a-z-]+-[0-9]+\\.xml}', async (c) => {
    const match = /^([a-z-]+)-([0-9]+)\.xml$/.exec(c.req.param('file'));
    const source = sources.find((candidate) => candidate.name === match?.[1]);
    const page = Number(match?.[2]);
    if (!source || !Number.isSafeInteger(page) || page < 1) return c.notFound();
    const entries = await source.list((page - 1) * perFile, perFile);
    if (entries.length === 0) return c.notFound();
    const urls = entries
      .map(
        (entry) =>
          `  <url><loc>${escapeXml(options.publicUrl + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls}\n</urlset>\n`, 200, XML_HEADERS);
  });
  return router;
}
