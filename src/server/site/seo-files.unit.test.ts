import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, SITEMAP_PATHS } from '#shared/route-table.ts';
import { isSitemapPath, seoFileRoutes, type SitemapEntry } from './seo-files.ts';

const ids = Array.from({ length: 7 }, (_, index) => `item-${index}`);
const source = {
  name: 'things',
  count: async () => ids.length,
  list: async (offset: number, limit: number): Promise<SitemapEntry[]> => ids.slice(offset, offset + limit).map((id) => ({ path: `/things/${id}` })),
};

describe('sitemap index', () => {
  it('splits each source into child sitemaps of at most the limit, covering every page once', async () => {
    const app = seoFileRoutes({ publicUrl: 'https://flightdeck.example', sources: [source], urlsPerSitemap: 3 });
    const index = await (await app.request('/sitemap.xml')).text();
    const all = [...index.matchAll(/<loc>https:\/\/flightdeck\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(all[0]).toBe('/sitemaps/pages-1.xml');
    const children = all.filter((child) => child.includes('/things-'));
    expect(children).toEqual(['/sitemaps/things-1.xml', '/sitemaps/things-2.xml', '/sitemaps/things-3.xml']);
    const listed: string[] = [];
    for (const child of children) {
      const xml = await (await app.request(child)).text();
      const locs = [...xml.matchAll(/<loc>https:\/\/flightdeck\.example\/things\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(3);
      listed.push(...locs);
    }
    expect(listed).toEqual(ids);
    expect((await app.request('/sitemaps/things-4.xml')).status).toBe(404);
    expect((await app.request('/sitemaps/unknown-1.xml')).status).toBe(404);
  });
});

describe('static pages in the sitemap', () => {
  it('lists the plans, the company and legal pages, and never upgrade, checkout, admin or account pages', async () => {
    const app = seoFileRoutes({ publicUrl: 'https://flightdeck.example', sources: [] });
    const xml = await (await app.request('/sitemaps/pages-1.xml')).text();
    const paths = [...xml.matchAll(/<loc>https:\/\/flightdeck\.example([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    for (const page of ['/pricing', '/about', '/advertise', '/contact', '/privacy-policy', '/terms-of-service', '/data-deletion', '/privacy-request']) {
      expect(paths).toContain(page);
    }
    for (const path of ['/upgrade', '/checkout', '/checkout/abc', '/admin', '/admin/requests', '/account/profile', '/profile', '/dashboard']) {
      expect(isSitemapPath(path), path).toBe(false);
    }
    expect(paths.filter((path) => !isSitemapPath(path))).toEqual([]);
    expect(SITEMAP_PATHS.filter(isSitemapPath)).toEqual(SITEMAP_PATHS);
    // The route table lists only public pages in the sitemap, and every page it lists is served.
    expect(PAGE_ROUTES.filter((route) => route.sitemap && route.access !== 'public')).toEqual([]);
    expect(paths.sort()).toEqual([...SITEMAP_PATHS].sort());
  });
});
