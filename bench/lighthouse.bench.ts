/**
 * Lighthouse (mobile emulation) on every page of the sitemap (the route table's), a case study,
 * a tactic, a course and a public profile, and the member pages the server draws, served by the
 * built app on a fresh embedded database with the demo content. Each page is measured
 * BENCH_RUNS times (3 by default) and the median run (Lighthouse's own choice, by FCP and
 * interactive) is printed: the four category scores, LCP, TBT, CLS, the script the page ran
 * before any interaction (gzipped), the depth of its longest request chain, and the load
 * average when the page's runs began. Signed-in pages are measured with a demo account's session
 * cookie, sent with every request. Run `npm run build` first.
 *
 * Settings: BENCH_PORT, BENCH_RUNS, BENCH_PAGES (only the pages whose label contains one of these
 * comma-separated words), BENCH_JSON_DIR (save each median report), BENCH_VERBOSE (list the
 * scripts and the failed audits).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own choice of the median of several runs (by FCP and time to interactive).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { SITEMAP_PATHS } from '../src/shared/route-table.ts';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSWORD = 'flightdeck-demo';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The targets of every page (the Lighthouse mobile profile). */
const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05, otherScores: 100, scriptKiB: 100, depth: 2 };

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number };
/** Lighthouse's own result for one page: scores 0..1 by category, audits by id. */
type Lhr = {
  /** Added here: the depth of the longest request chain, from the run's network log. */
  requestDepth?: number;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number; details?: { items?: unknown[] } }>;
};
type Page = { label: string; path: string; cookie?: string };

async function main() {
  // The server as `npm start` runs it: built from the sources as they are.
  await buildServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-lighthouse-'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: `http://localhost:${PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await waitForHealth(base);
    const wanted = process.env.BENCH_PAGES?.split(',').map((word) => word.trim()).filter(Boolean);
    const pages = (await benchPages(base)).filter((page) => !wanted || wanted.some((word) => page.label.includes(word)));
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const page of pages) {
      const load = loadavg()[0]!;
      const runs: Lhr[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(page.cookie && { extraHeaders: { cookie: page.cookie } }),
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const lhr = result.lhr as unknown as Lhr;
        lhr.requestDepth = requestDepth(result.artifacts.DevtoolsLog as unknown as DevtoolsEvent[]);
        // A run Lighthouse could not finish (it names the reason) is left out of the median.
        if (lhr.runtimeError || lhr.audits['first-contentful-paint']?.numericValue === undefined) notes.push(`${page.label}: a run failed: ${lhr.runtimeError?.message ?? 'no first paint'}`);
        else runs.push(lhr);
      }
      if (runs.length === 0) {
        rows.push([page.label, ...Array<string>(10).fill('-'), 'no run finished']);
        continue;
      }
      const lhr = computeMedianRun(runs) as Lhr;
      if (process.env.BENCH_JSON_DIR) await saveReport(process.env.BENCH_JSON_DIR, page.label, lhr);
      const scripts = await scriptsRun(lhr);
      const scriptTotal = scripts.reduce((sum, script) => sum + script.gzipped, 0);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const depth = lhr.requestDepth ?? Number.NaN;
      const misses = [
        score('performance') < TARGETS.performance && 'performance',
        ...CATEGORIES.filter((category) => category !== 'performance' && score(category) < TARGETS.otherScores),
        metric('largest-contentful-paint') > TARGETS.lcpMs && 'LCP',
        metric('total-blocking-time') > TARGETS.tbtMs && 'TBT',
        metric('cumulative-layout-shift') > TARGETS.cls && 'CLS',
        scriptTotal > TARGETS.scriptKiB * 1024 && 'script',
        depth > TARGETS.depth && 'depth',
      ].filter(Boolean);
      rows.push([
        page.label,
        ...CATEGORIES.map((category) => String(score(category))),
        `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
        `${Math.round(metric('total-blocking-time'))} ms`,
        metric('cumulative-layout-shift').toFixed(3),
        kib(scriptTotal),
        String(depth),
        load.toFixed(1),
        misses.length ? misses.join(', ') : 'all met',
      ]);
      console.error(`measured ${page.label} (${rows.at(-1)!.slice(1).join(' | ')})`);
      notes.push(...failedAudits(lhr).map((title) => `${page.label}: ${title}`));
      if (process.env.BENCH_VERBOSE) notes.push(`${page.label}: ${scripts.length} scripts\n${scripts.map((script) => `    ${script.path.padEnd(48)} ${kib(script.gzipped).padStart(10)}`).join('\n')}`);
    }
    printTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'script before interaction (gzip)', 'request depth', 'load average', 'targets'], rows);
    // TBT and the performance score are measured on this machine's real CPU (then scaled by the
    // emulated slowdown): on a busy machine they mostly measure the other processes. Script bytes
    // and request depth do not depend on the load.
    console.log(`median of ${RUNS} runs per page; load average (1, 5, 15 min) at the end: ${loadavg().map((value) => value.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
    for (const note of notes) console.log(`  ${note}`);
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await once(server, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The pages measured, with the ids and session cookies they need, found through the API. */
async function benchPages(base: string): Promise<Page[]> {
  const firstId = async (apiPath: string) => {
    const body = (await (await fetch(`${base}/api${apiPath}`)).json()) as { items: { id: string }[] };
    const id = body.items[0]?.id;
    if (!id) throw new Error(`no item at ${apiPath}`);
    return id;
  };
  const successes = (await (await fetch(`${base}/api/case-studies?caseStudyType=success&pageSize=12`)).json()) as { items: { id: string }[] };
  const failures = (await (await fetch(`${base}/api/case-studies?caseStudyType=failure&pageSize=4`)).json()) as { items: { id: string }[] };
  const [success, failure] = [successes.items[0]?.id, failures.items[0]?.id];
  if (!success || !failure) throw new Error('the demo content has no success story or no failure analysis');
  const master = await signIn(base, 'master@demo.flightdeck.test');
  const explorer = await signIn(base, 'explorer@demo.flightdeck.test');
  // The Explorer reads past the month's limit (five success stories, one failure analysis), so the
  // measured studies show the meter's preview.
  for (const { id } of [...successes.items.slice(1), ...failures.items.slice(1)]) {
    await fetch(`${base}/api/case-studies/${id}`, { headers: { cookie: explorer.cookie } });
  }
  const pastMeter = (await (await fetch(`${base}/api/case-studies/${success}`, { headers: { cookie: explorer.cookie } })).json()) as { access?: string; paywall?: unknown };
  if (JSON.stringify(pastMeter).includes('"full"')) console.error('note: the Explorer still reads the success story in full');
  const course = ((await (await fetch(`${base}/api/courses`)).json()) as { courses: { slug: string }[] }).courses[0]?.slug;
  const pages: Page[] = [
    { label: '/', path: '/' },
    { label: '/case-studies', path: '/case-studies' },
    { label: '/case-studies (filters)', path: '/case-studies?caseStudyType=failure&businessModel=saas' },
    { label: '/case-studies (search)', path: '/case-studies?q=customers' },
    { label: 'case study, success', path: `/case-studies/${success}` },
    { label: 'case study, failure', path: `/case-studies/${failure}` },
    { label: 'case study, success (Explorer past the meter)', path: `/case-studies/${success}`, cookie: explorer.cookie },
    { label: 'case study, failure (Explorer past the meter)', path: `/case-studies/${failure}`, cookie: explorer.cookie },
    { label: 'a tactic', path: `/tactics/${await firstId('/tactics?pageSize=1')}` },
    ...(course ? [{ label: 'a course', path: `/academy/${course}` }] : []),
    { label: 'a public profile', path: `/members/${master.id}` },
    { label: '/dashboard (signed in)', path: '/dashboard', cookie: master.cookie },
    { label: '/account/subscription (signed in)', path: '/account/subscription', cookie: master.cookie },
    { label: '/advanced-analytics (signed in)', path: '/advanced-analytics', cookie: master.cookie },
    // The member pages the server draws (decision 081), as a Master Builder, whose plan opens them.
    ...['/profile', '/account/profile', '/learning-path', '/mentor', '/challenges', '/cofounders', '/gigs'].map((path) => ({ label: `${path} (signed in)`, path, cookie: master.cookie })),
  ];
  // Every other page of the sitemap, as a visitor opens it.
  const listed = new Set(pages.map((page) => page.path));
  return [...pages.slice(0, 9), ...SITEMAP_PATHS.filter((path) => !listed.has(path)).map((path) => ({ label: path, path })), ...pages.slice(9)];
}

/** A demo account's session cookie (signed in as a browser would, with an origin header). */
async function signIn(base: string, email: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} answered ${response.status}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  return { cookie, id: body.user.id };
}

/** Audits outside performance that count toward a score and did not pass, with console errors spelled out. */
function failedAudits(lhr: Lhr): string[] {
  const ids = new Set(CATEGORIES.filter((category) => category !== 'performance').flatMap((category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
  return [...ids].flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const details = ['errors-in-console', 'inspector-issues'].includes(id) ? ` ${JSON.stringify(audit.details?.items ?? []).slice(0, 400)}` : '';
    return [`not passed: ${audit.title}${details}`];
  });
}

/**
 * The depth of the page's longest request chain (the document is 1, what it names 2, what a
 * script of those asks for 3...): each level is a round trip before the page is complete. Read
 * from the run's network log, each request's initiator (the parser's document or the script that
 * asked); left out are what the page only prefetches for later and beacons. Load-independent.
 */
function requestDepth(log: DevtoolsEvent[]): number {
  const depthOf = new Map<string, number>();
  let deepest = 0;
  for (const event of log) {
    if (event.method !== 'Network.requestWillBeSent') continue;
    const { request, initiator, type } = event.params;
    if (type === 'Ping' || request.initialPriority === 'VeryLow' || request.initialPriority === 'Lowest') continue;
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url;
    const depth = from && depthOf.has(from) ? depthOf.get(from)! + 1 : 1;
    if (!depthOf.has(request.url)) depthOf.set(request.url, depth);
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

type CallFrames = { callFrames: { url: string }[]; parent?: CallFrames };
type DevtoolsEvent = {
  method: string;
  params: { type?: string; request: { url: string; initialPriority?: string }; initiator: { type: string; url?: string; stack?: CallFrames } };
};

/**
 * The scripts the page ran with no interaction (gzipped from the built files, as the server sends
 * them): requests of type Script, which leaves out what a drawn page only prefetches for later.
 */
async function scriptsRun(lhr: Lhr): Promise<{ path: string; gzipped: number }[]> {
  const requests = ((lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[]).filter((item) => item.resourceType === 'Script' && item.url);
  return Promise.all(
    requests.map(async ({ url }) => {
      const pathname = new URL(url ?? '').pathname;
      return { path: pathname, gzipped: gzipSync(await readFile(path.join('dist/web', pathname))).length };
    }),
  );
}

/** Lighthouse's whole report for a page, for reading what the table leaves out (the LCP element and its phases, long tasks). */
async function saveReport(directory: string, label: string, lhr: Lhr) {
  await mkdir(directory, { recursive: true });
  const name = label === '/' ? 'landing' : label.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
  await writeFile(path.join(directory, `${name}.json`), JSON.stringify(lhr, null, 2));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function waitForHealth(url: string) {
  // Up to five minutes: a first start migrates and seeds, which is slow on a busy machine.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
