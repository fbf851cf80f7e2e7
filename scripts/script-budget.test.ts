import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_PAGE_BUDGET_KIB, PAGE_BUDGET_KIB, checkScriptBudgets, type BuildManifest } from './script-budget.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A build with files of random bytes (which gzip cannot shrink) of the given KiB. */
async function build(files: Record<string, number>, manifest: BuildManifest): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'flightdeck-budget-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
  for (const [file, kib] of Object.entries(files)) await writeFile(path.join(dir, file), randomBytes(kib * 1024));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/web/app/routes/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_react.js', '_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
  'src/web/app/routes/pricing.tsx': { file: 'assets/pricing.js', imports: ['_react.js'] },
  'src/web/boot/page-boot.ts': { file: 'assets/page-boot.js', isEntry: true, imports: ['_tracker.js'] },
  '_tracker.js': { file: 'assets/tracker.js' },
};
const ROUTES = [{ module: 'dashboard' }, { module: 'pricing', drawnFor: 'visitors' as const }];

describe('the script budget checked after every build', () => {
  it('counts the entry and what a page imports, and passes pages within their budgets', async () => {
    const dist = await build({ 'assets/index.js': 60, 'assets/react.js': 40, 'assets/dashboard.js': 20, 'assets/charts.js': 30, 'assets/pricing.js': 10, 'theme-init.js': 1, 'assets/page-boot.js': 1, 'assets/tracker.js': 1 }, MANIFEST);
    const pages = checkScriptBudgets(dist, ROUTES);
    const kib = (page: string) => pages.find((entry) => entry.page === page)?.kib ?? 0;
    expect(kib('dashboard.tsx (drawn by the app)')).toBeCloseTo(150, 0);
    expect(kib('pricing.tsx (drawn by the app)')).toBeCloseTo(110, 0);
    expect(kib('pricing.tsx (drawn by the server for visitors)')).toBeCloseTo(3, 0);
    expect(pages.find((entry) => entry.page === 'dashboard.tsx (drawn by the server for visitors)')).toBeUndefined();
  });

  it("counts a page drawn for a member by the drawn page's small scripts (decision 068)", async () => {
    const dist = await build({ 'assets/index.js': 60, 'assets/react.js': 40, 'assets/dashboard.js': 20, 'assets/charts.js': 30, 'assets/pricing.js': 10, 'theme-init.js': 1, 'assets/page-boot.js': 1, 'assets/tracker.js': 1 }, MANIFEST);
    const pages = checkScriptBudgets(dist, [{ module: 'dashboard', drawnFor: 'members' }, { module: 'pricing' }]);
    expect(pages.find((entry) => entry.page === 'dashboard.tsx (drawn by the server for members)')).toMatchObject({ budgetKib: PAGE_BUDGET_KIB });
    expect(pages.find((entry) => entry.page === 'dashboard.tsx (drawn by the server for members)')?.kib).toBeCloseTo(3, 0);
    expect(pages.find((entry) => entry.page.startsWith('pricing.tsx (drawn by the server'))).toBeUndefined();
  });

  it('fails the build naming each page over its budget and its size', async () => {
    const dist = await build({ 'assets/index.js': 60, 'assets/react.js': 40, 'assets/dashboard.js': 20, 'assets/charts.js': APP_PAGE_BUDGET_KIB, 'assets/pricing.js': 10, 'theme-init.js': 1, 'assets/page-boot.js': PAGE_BUDGET_KIB, 'assets/tracker.js': 1 }, MANIFEST);
    expect(() => checkScriptBudgets(dist, ROUTES)).toThrow(
      new RegExp(`dashboard\\.tsx \\(drawn by the app\\) loads 3\\d\\d(\\.\\d)? KiB of script \\(gzipped\\) before the first interaction; its budget is ${APP_PAGE_BUDGET_KIB} KiB[^]*pricing\\.tsx \\(drawn by the server for visitors\\) loads 10\\d(\\.\\d)? KiB`),
    );
  });
});
