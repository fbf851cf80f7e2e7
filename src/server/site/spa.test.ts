import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDrawnFor, PAGE_ROUTES, SITEMAP_PATHS } from '#shared/route-table.ts';
import { PAGE_DATA_ID, SERVER_ENTRY_MODULE, type PageData } from '#shared/page-data.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { createClient, createTestApp, type TestApp, type TestClient } from '#tests/helpers/test-app.ts';

let testApp: TestApp;
let client: TestClient;
let buildDir: string;
let distDir: string;

/**
 * Stands in for the build's server entry (src/web/app/server-entry.tsx): the browse page loads the
 * list for its URL's sort, a case study loads the study, a member's dashboard greets them, each
 * through the API it is given; it draws the titles it was answered. A study the API does not have
 * is a 404; another refusal fails the drawing. Any other page the route table draws for a visitor
 * is drawn as its path.
 */
const VISITOR_DRAWN_PATHS = PAGE_ROUTES.filter((route) => isDrawnFor(route, 'visitor')).map((route) => route.path);
const SERVER_ENTRY_STAND_IN = `
const VISITOR_DRAWN_PATHS = new Set(${JSON.stringify(VISITOR_DRAWN_PATHS)});
export async function drawPage({ pathname, search, fetchApi, member }) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const views = [{ type: 'page_view', path: pathname, data: {} }];
  if (member) {
    if (pathname !== '/dashboard') return null;
    return { status: 200, body: '<main><h1>Welcome back, ' + escape(member.displayName) + '!</h1></main>', meta: null, queries: { queries: [] }, views, member };
  }
  let apiPath;
  if (pathname === '/case-studies') {
    const sort = new URLSearchParams(search).get('sort');
    apiPath = '/api/case-studies' + (sort ? '?sort=' + sort : '');
  } else {
    const id = /^\\/case-studies\\/([^/]+)$/.exec(pathname)?.[1];
    if (id === 'compare') return null;
    if (!id && !VISITOR_DRAWN_PATHS.has(pathname)) return null;
    if (!id) return { status: 200, body: '<main><h1>Drawn: ' + escape(pathname) + '</h1></main>', meta: null, queries: { queries: [] }, views, member: null };
    apiPath = '/api/case-studies/' + id;
  }
  const response = await fetchApi(apiPath);
  if (response.status === 404) return { status: 404, body: '', meta: null, queries: null, views: [], member: null };
  if (!response.ok) throw new Error(apiPath + ' answered ' + response.status);
  const data = await response.json();
  const titles = data.items ? data.items.map((item) => item.title) : [data.title + (data.paywall ? ' (preview)' : '')];
  // A case study's metadata comes from the study drawn, as the route table's contentMeta makes it.
  const meta = data.items ? null : { title: data.title, description: data.snippet, path: pathname, type: 'article', jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: data.title } };
  const body = '<main>' + titles.map((title) => '<h2>' + escape(title) + '</h2>').join('') + '</main>';
  return { status: 200, body, meta, queries: { queries: [{ queryKey: ['list'], state: { data } }] }, views, member: null };
}
`;

beforeAll(async () => {
  // The project's own index.html, as the build leaves it (head markers included).
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'flightdeck-dist-'));
  distDir = path.join(buildDir, 'web');
  await mkdir(path.join(buildDir, path.dirname(SERVER_ENTRY_MODULE)), { recursive: true });
  await writeFile(path.join(buildDir, SERVER_ENTRY_MODULE), SERVER_ENTRY_STAND_IN);
  await mkdir(distDir);
  const indexHtml = await readFile('index.html', 'utf8');
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await mkdir(path.join(distDir, 'assets'));
  // The build's manifest: the entry, the app it imports, and the browse page's chunk.
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/web/boot/page-boot.ts': { file: 'assets/page-boot-1.js', isEntry: true, imports: ['_tracker-1.js'] },
      '_tracker-1.js': { file: 'assets/tracker-1.js' },
      'src/web/app/routes/case-studies.tsx': { file: 'assets/case-studies-1.js' },
    }),
  );
  await writeFile(path.join(distDir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('flightdeck '.repeat(500))});`);
  testApp = await createTestApp({ webDistDir: distDir, demoContent: true });
  client = createClient(testApp);
});
afterAll(async () => {
  await testApp.close();
  await rm(buildDir, { recursive: true, force: true });
});

const headOf = async (pathname: string) => {
  const response = await client.get(pathname);
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
};

describe('the HTML the server sends for app pages', () => {
  it('carries a case study title, description, Open Graph tags and Article JSON-LD', async () => {
    const study = PUBLISHED_DEMO_STUDIES[0]!;
    const id = await caseStudyIdByTitle(testApp, study.title);
    const { status, html } = await headOf(`/case-studies/${id}`);
    expect(status).toBe(200);
    const escapedTitle = study.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escapedTitle} | Flightdeck</title>`);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle} | Flightdeck" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/case-studies/${id}" />`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: study.title });
    // Only one title: the build's default was replaced, not added to.
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('gives the browse pages and home their own metadata', async () => {
    expect((await headOf('/case-studies')).html).toContain('<title>Startup Case Studies | Flightdeck</title>');
    const tactics = await headOf('/tactics');
    expect(tactics.status).toBe(200);
    expect(tactics.html).toContain('<title>Growth Tactics | Flightdeck</title>');
    expect(tactics.html).toContain('<link rel="canonical" href="http://localhost:3000/tactics" />');
    expect((await headOf('/')).html).toContain('<title>Flightdeck — Launch with Data, Not Doubt</title>');
  });

  it('answers every page of the route table with 200, and only a path no page has with 404', async () => {
    const [member] = await fastMembers(testApp, 1);
    const sample = (path: string) => path.replace(/:[a-z]+\?/gi, 'x').replace(/:[a-z]+/gi, 'x');
    for (const route of PAGE_ROUTES.filter((entry) => !/\/:(id|slug)$/.test(entry.path))) {
      expect((await client.get(sample(route.path))).status, route.path).toBe(200);
      expect((await client.get(sample(route.path), { headers: { cookie: member.cookie } })).status, `${route.path} for a member`).toBe(200);
    }
    for (const live of ['/deals', '/events', '/admin/deals', '/admin/events']) expect((await headOf(live)).status, live).toBe(200);
    for (const missing of ['/dealz', '/admin/nothing', '/case-studies/x/y', '/tactics/x/y']) expect((await headOf(missing)).status, missing).toBe(404);
  });

  it('answers unknown paths with the app and a 404 status, and is never cached', async () => {
    const page = await headOf('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<div id="root">');
    expect(page.cacheControl).toBe('no-cache');
  });

  it('serves hashed assets with long-lived caching, compressed for clients that accept it', async () => {
    const response = await client.get('/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses API answers for clients that accept it and names Accept-Encoding in Vary either way', async () => {
    const compressed = await client.get('/api/content/facets', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await client.get('/api/content/facets');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.json()).toHaveProperty('regions');
  });
});

/** The answers a drawn page carries for the app to hydrate from. */
const pageDataIn = (html: string) => {
  const json = html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`))?.[1];
  return json === undefined ? null : (JSON.parse(json) as PageData);
};
const queriesIn = (data: PageData | null) => (data?.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | undefined)?.queries;

describe('pages the server draws', () => {
  it('come drawn in the HTML from the API answers a visitor gets, which the page carries for the app', async () => {
    const response = await client.get('/case-studies?sort=newest');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const data = pageDataIn(html);
    expect(data?.visitor).toBe(true);
    const answer = (await (await client.get('/api/case-studies?sort=newest')).json()) as { items: { title: string }[] };
    expect(queriesIn(data)).toEqual([{ queryKey: ['list'], state: { data: answer } }]);
    // What the boot script sends once the page has loaded, where the app's tracker sends its own.
    expect(data?.views).toEqual({
      endpoint: '/api/analytics/events',
      sessionKey: 'flightdeck.analytics-session',
      events: [{ type: 'page_view', path: '/case-studies', data: {} }],
    });
    const firstTitle = answer.items[0]!.title.replace(/&/g, '&amp;');
    expect(html).toContain(`<div id="root"><main><h2>${firstTitle}</h2>`);
  });

  it('include every page of the sitemap: a visitor gets each drawn, none left to the app', async () => {
    for (const pathname of SITEMAP_PATHS.filter((entry) => !entry.startsWith('/case-studies'))) {
      const html = await (await client.get(pathname)).text();
      expect(html, pathname).toContain(`<div id="root"><main><h1>Drawn: ${pathname}</h1></main></div>`);
    }
  });

  it("load no app code: the boot script fetches it after load, from the list the page carries", async () => {
    const html = await (await client.get('/case-studies')).text();
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/page-boot-1.js" data-page-data="flightdeck-page-data"></script>');
    // Only the boot script's own imports are preloaded, with it.
    expect(html.match(/modulepreload[^>]*/g)).toEqual(['modulepreload" crossorigin href="/assets/tracker-1.js" /']);
    expect(pageDataIn(html)?.code).toEqual(['/assets/index-1.js', '/assets/case-studies-1.js']);
    // A page the stand-in does not draw for members is the app, its page's code preloaded.
    const [member] = await fastMembers(testApp, 1);
    const app = await (await client.get('/case-studies', { headers: { cookie: member.cookie } })).text();
    expect(app).toContain('<script type="module"');
    expect(app).toContain('<link rel="modulepreload" crossorigin href="/assets/case-studies-1.js" />');
    expect(app).not.toContain('page-boot');
  });

  it("draw a case study as a visitor may read it: the preview, not the whole article", async () => {
    const study = PUBLISHED_DEMO_STUDIES[0]!;
    const id = await caseStudyIdByTitle(testApp, study.title);
    const html = await (await client.get(`/case-studies/${id}`)).text();
    expect(html).toContain(`${study.title.replace(/&/g, '&amp;')} (preview)</h2>`);
    const data = queriesIn(pageDataIn(html))?.[0]?.state.data as { paywall: { reason: string } | null } | undefined;
    expect(data?.paywall).toBeTruthy();
    // Markup inside the embedded answers cannot end the script element.
    expect(html.split('</script>').length).toBe(html.split('<script').length);
  });

  it("draw a member's page as that member sees it, signed in as them, kept by no shared cache", async () => {
    const [member] = await fastMembers(testApp, 1);
    const response = await client.get('/dashboard', { headers: { cookie: member.cookie } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain(`<div id="root"><main><h1>Welcome back, ${member.displayName}!</h1></main></div>`);
    const data = pageDataIn(html);
    expect(data).toMatchObject({ visitor: false, member: { id: member.userId, email: member.email } });
    expect(html).toContain('page-boot-1.js');
    expect(html).not.toContain('src="/assets/index-1.js"');
    // A cookie whose session has ended gets the app, which shows the sign-in prompt.
    const ended = await (await client.get('/dashboard', { headers: { cookie: 'better-auth.session_token=abc.def' } })).text();
    expect(ended).toContain('<div id="root"></div>');
    expect(pageDataIn(ended)).toBeNull();
  });

  it('are drawn for a visitor when a session has ended, and the plain app for unknown case studies and when the API refuses', async () => {
    const ended = await (await client.get('/case-studies', { headers: { cookie: 'better-auth.session_token=abc.def' } })).text();
    expect(pageDataIn(ended)?.visitor).toBe(true);
    const unknown = await headOf('/case-studies/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root"></div>');
    const refused = await headOf('/case-studies?sort=sideways');
    expect(refused.status).toBe(200);
    expect(refused.html).toContain('<div id="root"></div>');
  });
});
