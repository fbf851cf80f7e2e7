import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The script budget of every page (decision 067): what a page loads before the first interaction,
 * gzipped as the server sends it, read from the build's manifest after every `vite build`.
 *
 * - A page the server draws for a visitor (the landing page, every public page) runs only its
 *   small scripts before the visitor's first move: the theme script and the landing or boot
 *   script. Budget: PAGE_BUDGET_KIB, the target of every page.
 * - A page the server draws for a signed-in member (decision 068) runs the same small scripts.
 * - A page the app draws (a member's other pages, and the few visitor pages not drawn by the server)
 *   needs the app's entry and the page's chunks with everything they import statically (chunks
 *   imported on demand do not count). Budget: APP_PAGE_BUDGET_KIB, until those pages are drawn
 *   by the server too.
 */
export const PAGE_BUDGET_KIB = 100;
export const APP_PAGE_BUDGET_KIB = 265;

/** What the build's manifest says of each module: its chunk, the chunks it imports, whether it is the entry. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export type PageScript = { page: string; kib: number; budgetKib: number };

const ROUTE_PREFIX = 'src/web/app/routes/';
/** The scripts of a page drawn by the server, before any interaction (public/). */
export const DRAWN_PAGE_SCRIPTS = { landing: ['theme-init.js', 'landing.js'], visitor: ['theme-init.js', 'visitor-boot.js'] };

/** The chunks a manifest key loads before it runs: its own and those it imports, recursively. */
function closure(manifest: BuildManifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * Every page's script before the first interaction, in KiB gzipped, with its budget. `drawnModules`
 * are the route modules the server draws for visitors, `memberDrawnModules` those it draws for a
 * member (their drawn figure is counted too).
 */
export function pageScripts(distDir: string, manifest: BuildManifest, drawnModules: readonly string[], memberDrawnModules: readonly string[] = []): PageScript[] {
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const kib = (files: Iterable<string>) => Math.round(([...files].reduce((sum, file) => sum + gzipped(file), 0) / 1024) * 10) / 10;
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  const pages: PageScript[] = [];
  for (const key of Object.keys(manifest).filter((key) => key.startsWith(ROUTE_PREFIX)).sort()) {
    const chunks = closure(manifest, [key], new Set(entry));
    pages.push({ page: `${key.slice(ROUTE_PREFIX.length)} (drawn by the app)`, kib: kib([...chunks].map((chunk) => manifest[chunk]!.file)), budgetKib: APP_PAGE_BUDGET_KIB });
    if (drawnModules.includes(key)) pages.push({ page: `${key.slice(ROUTE_PREFIX.length)} (drawn for a visitor)`, kib: kib(DRAWN_PAGE_SCRIPTS.visitor), budgetKib: PAGE_BUDGET_KIB });
    if (memberDrawnModules.includes(key)) pages.push({ page: `${key.slice(ROUTE_PREFIX.length)} (drawn for a member)`, kib: kib(DRAWN_PAGE_SCRIPTS.visitor), budgetKib: PAGE_BUDGET_KIB });
  }
  if (existsSync(path.join(distDir, DRAWN_PAGE_SCRIPTS.landing[1]!))) pages.push({ page: 'the landing page (drawn at build time)', kib: kib(DRAWN_PAGE_SCRIPTS.landing), budgetKib: PAGE_BUDGET_KIB });
  return pages;
}

/** The pages over their budget, each as a sentence naming the page and its size; empty when all fit. */
export function overBudget(pages: readonly PageScript[]): string[] {
  return pages.filter((page) => page.kib > page.budgetKib).map((page) => `${page.page} loads ${page.kib} KiB of script (gzipped) before the first interaction; its budget is ${page.budgetKib} KiB`);
}

/** Reads the build in `distDir` and throws, naming every page over its budget, when one is. */
export function checkScriptBudgets(distDir: string, drawnModules: readonly string[], memberDrawnModules: readonly string[] = []): PageScript[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const pages = pageScripts(distDir, manifest, drawnModules, memberDrawnModules);
  const over = overBudget(pages);
  if (over.length > 0) throw new Error(`Script budget exceeded (decision 067):\n  ${over.join('\n  ')}`);
  return pages;
}
