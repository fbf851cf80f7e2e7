import { Hono } from 'hono';
import type { AppEnv } from '../app-context.ts';

export type SitemapEntry = { path: string; lastModified?: Date };

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** Public pages that are always in the sitemap. */
const STATIC_PATHS = ['/', '/case-studies', '/pricing', '/ideas', '/academy', '/community', '/about', '/privacy-policy', '/terms-of-service'];

/** /sitemap.xml (every published case study and tactic) and /robots.txt pointing to it. */
export function seoFileRoutes(options: { publicUrl: string; listContentPaths: () => Promise<SitemapEntry[]> }) {
  const router = new Hono<AppEnv>();
  router.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${options.publicUrl}/sitemap.xml\n`, 200, {
      'cache-control': 'public, max-age=3600',
    }),
  );
  router.get('/sitemap.xml', async (c) => {
    const entries: SitemapEntry[] = [...STATIC_PATHS.map((path) => ({ path })), ...(await options.listContentPaths())];
    const urls = entries
      .map(
        (entry) =>
          `  <url><loc>${escapeXml(options.publicUrl + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
  return router;
}
