import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { truncateText } from '../src/shared/seo.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Card = { id: string; title: string; snippet: string };

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The decoded content of the first `<meta {key}="{name}" content="...">` in the page. */
function metaContent(html: string, key: 'name' | 'property', name: string): string | undefined {
  const match = html.match(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`));
  return match ? decode(match[1]!) : undefined;
}

/** Every child sitemap the sitemap index names, joined. */
async function sitemapPages(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const pages = await Promise.all(children.map(async (path) => (await request.get(path)).text()));
  return pages.join('\n');
}

test.describe('pages for content that does not exist', () => {
  test('an unknown case study shows Case Study Not Found with a way back', async ({ page }) => {
    // Crawlers get the truth too: a 404, not a page that only looks missing.
    const response = await page.goto(`/case-studies/${UNKNOWN_ID}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Case Study Not Found | Flightdeck');
    await page.getByRole('link', { name: 'Back to Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  });

  test('an unknown tactic shows Tactic Not Found', async ({ page }) => {
    const response = await page.goto(`/tactics/${UNKNOWN_ID}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tactic Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Tactic Not Found | Flightdeck');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

test('a case study page carries its metadata in the HTML the server sends, and the sitemap lists it', async ({ request, page, baseURL }) => {
  const list = await request.get('/api/case-studies?pageSize=1');
  expect(list.ok()).toBe(true);
  const study = ((await list.json()) as { items: Card[] }).items[0]!;
  const title = `${study.title} | Flightdeck`;
  const description = truncateText(study.snippet, 160);

  // What a crawler or a link preview sees: no JavaScript runs.
  const response = await request.get(`/case-studies/${study.id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  expect(titles).toEqual([title]);
  expect(metaContent(html, 'name', 'description')).toBe(description);
  expect(metaContent(html, 'property', 'og:title')).toBe(title);
  expect(metaContent(html, 'property', 'og:type')).toBe('article');
  expect(metaContent(html, 'property', 'og:url')).toBe(`${baseURL}/case-studies/${study.id}`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/case-studies/${study.id}" />`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  expect(jsonLd).toHaveLength(1);
  expect(jsonLd[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', headline: study.title, description });

  // The running app keeps the same title.
  await page.goto(`/case-studies/${study.id}`);
  await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
  await expect(page).toHaveTitle(title);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemapPages(request);
  expect(xml).toContain(`<loc>${baseURL}/case-studies/${study.id}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/case-studies</loc>`);
  // Drafts and unknown ids are not listed.
  expect(xml).not.toContain(UNKNOWN_ID);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('a tactic page carries its own metadata in the HTML the server sends', async ({ request }) => {
  const list = await request.get('/api/tactics?pageSize=1');
  expect(list.ok()).toBe(true);
  const tactic = ((await list.json()) as { items: { id: string; name: string }[] }).items[0]!;
  const html = await (await request.get(`/tactics/${tactic.id}`)).text();
  const escapedName = tactic.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(`<title>${escapedName} | Flightdeck</title>`);
  expect(metaContent(html, 'property', 'og:type')).toBe('article');
  expect(metaContent(html, 'name', 'description')!.length).toBeLessThanOrEqual(150);
  expect((await sitemapPages(request)).includes(`/tactics/${tactic.id}</loc>`)).toBe(true);
});
