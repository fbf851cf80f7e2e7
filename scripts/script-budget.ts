import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The script budget of every page (decision 067): what a page loads before the first interaction,
 * gzipped as the server sends it, read from the build's manifest after every `vite build`.
 *
 * - A page the server draws (decision 075: the landing page, every public page, a member's main
 *   pages) runs only its small scripts before the reader's first move: the theme script and the
 *   boot script with what it imports. Budget: PAGE_BUDGET_KIB, the target of every page.
 * - A page the app draws (a member's other pages, and the few visitor pages not drawn by the server)
 *   needs the app's entry and the page's chunks with everything they import statically (chunks
 *   imported on demand do not count). Budget: APP_PAGE_BUDGET_KIB, until those pages are drawn
 *   by the server too.
 */
export const PAGE_BUDGET_KIB = 100;
export const APP_PAGE_BUDGET_KIB = 270;

/** What the build's manifest says of each module: its chunk, the chunks it imports, whether it is the entry. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export type PageScript = { page: string; kib: number; budgetKib: number };

/** The boot script of a drawn page, an entry of the build (src/web/boot/page-boot.ts). */
export const PAGE_BOOT = 'src/web/boot/page-boot.ts';
/** The classic script every page runs before painting (public/). */
const THEME_SCRIPT = 'theme-init.js';

/** The chunks a manifest key loads before it runs: its own and those it imports, recursively. */
function closure(manifest: BuildManifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** A page of the route table, as far as its budget goes: its module and whom the server draws it for. */
export type BudgetedRoute = { module: string; drawnFor?: 'visitors' | 'members' | 'everyone' };

/**
 * Every page's script before the first interaction, in KiB gzipped, with its budget: drawn by the
 * app, and, for a page the server draws (decision 075), drawn by the server.
 */
export function pageScripts(distDir: string, manifest: BuildManifest, routes: readonly BudgetedRoute[]): PageScript[] {
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
  const files = (chunks: Iterable<string>) => [...chunks].map((chunk) => manifest[chunk]!.file);
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry && key !== PAGE_BOOT),
  );
  const drawnScripts = [THEME_SCRIPT, ...files(closure(manifest, [PAGE_BOOT]))];
  const pages: PageScript[] = [];
  for (const module of [...new Set(routes.map((route) => route.module))].sort()) {
    const key = `src/web/app/routes/${module}.tsx`;
    if (!manifest[key]) continue;
    pages.push({ page: `${module}.tsx (drawn by the app)`, kib: kib(files(closure(manifest, [key], new Set(entry)))), budgetKib: APP_PAGE_BUDGET_KIB });
    const drawn = routes.find((route) => route.module === module && route.drawnFor)?.drawnFor;
    if (drawn) pages.push({ page: `${module}.tsx (drawn by the server for ${drawn})`, kib: kib(drawnScripts), budgetKib: PAGE_BUDGET_KIB });
  }
  return pages;
}

/** The pages over their budget, each as a sentence naming the page and its size; empty when all fit. */
export function overBudget(pages: readonly PageScript[]): string[] {
  return pages.filter((page) => page.kib > page.budgetKib).map((page) => `${page.page} loads ${page.kib} KiB of script (gzipped) before the first interaction; its budget is ${page.budgetKib} KiB`);
}

/** Reads the build in `distDir` and throws, naming every page over its budget, when one is. */
export function checkScriptBudgets(distDir: string, routes: readonly BudgetedRoute[]): PageScript[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const pages = pageScripts(distDir, manifest, routes);
  const over = overBudget(pages);
  if (over.length > 0) throw new Error(`Script budget exceeded (decision 067):\n  ${over.join('\n  ')}`);
  return pages;
}
