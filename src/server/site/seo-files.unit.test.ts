import { describe, expect, it } from 'vitest';
import { seoFileRoutes, STATIC_SITEMAP_PATHS, type SitemapEntry } from './seo-files.ts';

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
    const children = [...index.matchAll(/<loc>https:\/\/flightdeck\.example(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    const pageFiles = Array.from({ length: Math.ceil(STATIC_SITEMAP_PATHS.length / 3) }, (_, i) => `/sitemaps/pages-${i + 1}.xml`);
    expect(children).toEqual([...pageFiles, '/sitemaps/things-1.xml', '/sitemaps/things-2.xml', '/sitemaps/things-3.xml']);
    const listed: string[] = [];
    for (const child of children.slice(pageFiles.length)) {
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
