import { describe, expect, it } from 'vitest';
import type { LandingFigures } from '#shared/landing.ts';
import type { ContentFacets, ContentStats, SearchResults } from '#shared/schemas/content.ts';
import { DEMO_TACTICS, PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle, tacticIdByName } from '#tests/helpers/content.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const client = createClient(testApp);

describe('GET /api/content/stats', () => {
  it('counts published studies, tactics, covered regions and categories', async () => {
    const stats = (await (await client.get('/api/content/stats')).json()) as ContentStats;
    expect(stats).toEqual({
      caseStudies: PUBLISHED_DEMO_STUDIES.length,
      tactics: DEMO_TACTICS.length,
      regions: new Set(PUBLISHED_DEMO_STUDIES.map((s) => s.continent)).size,
      categories: new Set(DEMO_TACTICS.map((t) => t.category)).size,
    });
  });
});

describe('GET /api/content/landing-figures', () => {
  it('counts published case studies, their countries and success stories, and members', async () => {
    await fastMembers(testApp, 2);
    const figures = (await (await client.get('/api/content/landing-figures')).json()) as LandingFigures;
    expect(figures).toEqual({
      caseStudies: PUBLISHED_DEMO_STUDIES.length,
      countries: new Set(PUBLISHED_DEMO_STUDIES.map((s) => s.country.trim().toLowerCase())).size,
      members: 2,
      successStories: PUBLISHED_DEMO_STUDIES.filter((s) => s.caseStudyType === 'success').length,
    });
  });
});

describe('GET /api/content/facets', () => {
  it('offers the most used region tags and every category with content', async () => {
    const facets = (await (await client.get('/api/content/facets')).json()) as ContentFacets;
    expect(facets.categories).toHaveLength(8);
    expect(facets.regions.length).toBeGreaterThan(5);
    expect(facets.regions).toContain('Europe');
  });
});

describe('GET /api/search', () => {
  it('finds case studies and tactics, grouped', async () => {
    const study = PUBLISHED_DEMO_STUDIES[3]!;
    const body = (await (await client.get(`/api/search?q=${encodeURIComponent(study.title)}`)).json()) as SearchResults;
    expect(body.caseStudies.map((s) => s.title)).toContain(study.title);
    const tactic = DEMO_TACTICS[2]!;
    const tacticResults = (await (await client.get(`/api/search?q=${encodeURIComponent(tactic.name)}`)).json()) as SearchResults;
    expect(tacticResults.tactics.map((t) => t.name)).toContain(tactic.name);
  });

  it('requires search text', async () => {
    const response = await client.get('/api/search?q=%20');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Enter something to search for');
  });
});

describe('sitemap and robots', () => {
  it('serves a sitemap index whose child sitemaps list the real pages and every published case study and tactic', async () => {
    const response = await client.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const index = await response.text();
    expect(index).toContain('<sitemapindex');
    const children = [...index.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/[a-z-]+-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    expect(children).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/case-studies-1.xml', '/sitemaps/tactics-1.xml']);
    const xml = (await Promise.all(children.map(async (path) => (await client.get(path)).text()))).join('\n');
    const studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
    const tacticId = await tacticIdByName(testApp, DEMO_TACTICS[0]!.name);
    expect(xml).toContain(`/case-studies/${studyId}</loc>`);
    expect(xml).toContain(`/tactics/${tacticId}</loc>`);
    expect(xml.match(/\/case-studies\/[0-9a-f-]{36}</g)).toHaveLength(PUBLISHED_DEMO_STUDIES.length);
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/case-studies</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/tactics</loc>');
    // Personal, staff and purchase pages are never listed; public pages are.
    for (const path of ['/upgrade', '/checkout', '/dashboard', '/profile', '/admin', '/account/subscription']) expect(xml).not.toContain(`3000${path}</loc>`);
    for (const path of ['/about', '/ideas', '/academy', '/community']) expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect((await client.get('/sitemaps/case-studies-2.xml')).status).toBe(404);
  });

  it('points robots.txt at the sitemap', async () => {
    const text = await (await client.get('/robots.txt')).text();
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
