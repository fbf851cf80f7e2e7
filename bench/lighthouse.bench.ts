/**
 * Lighthouse (mobile emulation) on the landing page, the browse page and one case study, served
 * by the built app on a fresh embedded database with the demo content: scores, LCP, TBT, CLS, the
 * gzipped JavaScript each page loaded, the main-thread work and script evaluation Lighthouse
 * measured (after its CPU slowdown), and the load average; then the JavaScript the landing page
 * loads. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's own result for one page: scores 0..1 by category, audits by id. */
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      title: string;
      numericValue?: number;
      details?: { items?: { url?: string; resourceType?: string; description?: string; networkRequestTime?: number; transferSize?: number; observedLoad?: number }[] };
    }
  >;
};

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-lighthouse-'));
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: `http://localhost:${PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await waitForHealth(base);
    const study = (await (await fetch(`${base}/api/case-studies?pageSize=1`)).json()) as { items: { id: string }[] };
    const pages = ['/', '/case-studies', `/case-studies/${study.items[0]?.id ?? 'none'}`];
    const rows: string[][] = [];
    const failures: string[] = [];
    const scriptLists: string[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (process.env.BENCH_JSON_DIR) await saveReport(process.env.BENCH_JSON_DIR, page, lhr);
      const scripts = await loadedScripts(lhr);
      const scriptTotal = scripts.reduce((sum, script) => sum + script.gzipped, 0);
      scriptLists.push(`${page}: ${scripts.length} scripts, ${kib(scriptTotal)} gzipped\n${scripts.map((script) => `    ${script.path.padEnd(44)} ${kib(script.gzipped).padStart(10)}`).join('\n')}`);
      failures.push(...failedAudits(lhr).map((title) => `${page}: ${title}`));
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push([
        page.length > 30 ? `${page.slice(0, 27)}...` : page,
        ...CATEGORIES.map((category) => String(Math.round((lhr.categories[category]?.score ?? 0) * 100))),
        `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
        `${Math.round(metric('total-blocking-time'))} ms`,
        metric('cumulative-layout-shift').toFixed(3),
        kib(scriptTotal),
        kib(scriptBytesBeforeLoad(lhr)),
        `${Math.round(metric('mainthread-work-breakdown'))} ms`,
        `${Math.round(metric('bootup-time'))} ms`,
      ]);
    }
    printTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS (gzip)', 'JS before load', 'main thread', 'script'], rows);
    // TBT and the main-thread times are measured on this machine's real CPU (then scaled by the
    // emulated slowdown): on a busy machine they mostly measure the other processes.
    console.log(`load average (1, 5, 15 min) at the end: ${loadavg().map((value) => value.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
    for (const failure of failures) console.log(`  not passed: ${failure}`);
    if (process.env.BENCH_VERBOSE) for (const list of scriptLists) console.log(list);
    const landingJs = rows[0]?.[8] ?? '?';
    console.log(`landing page initial JS: ${landingJs} gzipped (target <= 100 KB)`);
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await once(server, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Audits outside performance that count toward a score and did not pass, with console errors spelled out. */
function failedAudits(lhr: Lhr): string[] {
  const ids = new Set(CATEGORIES.filter((category) => category !== 'performance').flatMap((category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
  return [...ids].flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const details = ['errors-in-console', 'inspector-issues'].includes(id) ? ` ${JSON.stringify(audit.details?.items ?? []).slice(0, 400)}` : '';
    return [`${audit.title}${details}`];
  });
}

/**
 * Script bytes (as sent, compressed) requested before the page's load event: what competes with
 * the first paint. Unlike the timings it does not depend on the machine's load.
 */
function scriptBytesBeforeLoad(lhr: Lhr): number {
  const load = lhr.audits['metrics']?.details?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && (item.networkRequestTime ?? Number.POSITIVE_INFINITY) < load)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** Lighthouse's whole report for a page, for reading what the table leaves out (the LCP element and its phases, long tasks). */
async function saveReport(directory: string, page: string, lhr: Lhr) {
  await mkdir(directory, { recursive: true });
  const name = page === '/' ? 'landing' : page.replace(/^\//, '').replace(/\//g, '_');
  await writeFile(path.join(directory, `${name}.json`), JSON.stringify(lhr, null, 2));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every script a page requested, gzipped from the built files (the server sends them compressed). */
async function loadedScripts(lhr: Lhr): Promise<{ path: string; gzipped: number }[]> {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.url);
  return Promise.all(
    requests.map(async ({ url }) => {
      const pathname = new URL(url ?? '').pathname;
      return { path: pathname, gzipped: gzipSync(await readFile(path.join('dist/web', pathname))).length };
    }),
  );
}

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
