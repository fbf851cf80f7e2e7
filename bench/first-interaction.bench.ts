/**
 * What a reader's first interaction costs on a page the server drew (decision 075), on a phone as
 * Lighthouse's mobile profile has it (4x slower CPU, 150 ms round trips, 1.6 Mbit/s down): the
 * reader taps the header's menu button right at `load`, or 8 s after it (when the prefetch, 3 s
 * after load, has fetched the app's code), and the benchmark times the tap to the app's taking over (the drawn
 * page hydrated: `data-app="ready"`; the held tap is pressed again then), and counts the script
 * (compressed, as sent) whose download ended after the tap. Median of BENCH_RUNS (3) per page.
 * Run `npm run build` first.
 *
 * Settings: BENCH_PORT, BENCH_RUNS.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildServer, SERVER_ENTRY } from '../scripts/server-build.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 3996);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile profile. */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PREFETCHED_AFTER_MS = 8_000;

type Measure = { readyMs: number; scriptKiB: number };

async function main() {
  await buildServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-first-interaction-'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: `http://localhost:${PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await waitForHealth(base);
    const firstId = async (apiPath: string) => ((await (await fetch(`${base}/api${apiPath}`)).json()) as { items: { id: string }[] }).items[0]!.id;
    const pages = [
      { label: '/', path: '/' },
      { label: '/case-studies', path: '/case-studies' },
      { label: 'a case study', path: `/case-studies/${await firstId('/case-studies?pageSize=1')}` },
      { label: 'a tactic', path: `/tactics/${await firstId('/tactics?pageSize=1')}` },
      { label: '/pricing', path: '/pricing' },
      { label: '/ideas', path: '/ideas' },
    ];
    const rows: string[][] = [];
    for (const page of pages) {
      const atLoad: Measure[] = [];
      const prefetched: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        atLoad.push(await measure(browser, base + page.path, 0));
        prefetched.push(await measure(browser, base + page.path, PREFETCHED_AFTER_MS));
      }
      const a = median(atLoad);
      const b = median(prefetched);
      rows.push([page.label, `${Math.round(a.readyMs)} ms`, `${a.scriptKiB.toFixed(1)} KiB`, `${Math.round(b.readyMs)} ms`, `${b.scriptKiB.toFixed(1)} KiB`, loadavg()[0]!.toFixed(1)]);
      console.error(`measured ${page.label}`);
    }
    printTable(['page', 'tap at load: to app ready', 'script after the tap', `tap ${PREFETCHED_AFTER_MS / 1000} s after load: to app ready`, 'script after the tap', 'load average'], rows);
    console.log(`median of ${RUNS} runs per page; CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms round trips; load average (1, 5, 15 min) at the end: ${loadavg().map((value) => value.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await once(server, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One tap on a fresh phone-sized page, `waitMs` after its load: the time to the app's taking over and the script it fetched. */
async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string, waitMs: number): Promise<Measure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.6 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const scripts = new Map<string, boolean>();
  let tapped = false;
  let bytesAfterTap = 0;
  // A prefetched script is typed "Other": a script is known by what it is.
  cdp.on('Network.responseReceived', (event) => scripts.set(event.requestId, event.response.mimeType.includes('javascript')));
  cdp.on('Network.loadingFinished', (event) => {
    if (tapped && scripts.get(event.requestId)) bytesAfterTap += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  tapped = true;
  const started = Date.now();
  await tapMenu(page);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000, polling: 10 });
  const readyMs = Date.now() - started;
  await context.close();
  return { readyMs, scriptKiB: bytesAfterTap / 1024 };
}

/** The header's menu button, the first control a phone reader reaches for. */
async function tapMenu(page: Page) {
  await page.getByRole('button', { name: /menu/i }).first().tap();
}

const median = (measures: Measure[]): Measure => {
  const sorted = [...measures].sort((a, b) => a.readyMs - b.readyMs);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function waitForHealth(base: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function printTable(headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

await main();
