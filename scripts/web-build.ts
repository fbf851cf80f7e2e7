import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = 'dist/web';
/** Written into the build: the fingerprint of the sources it was built from. */
const STAMP_FILE = path.join(OUT_DIR, '.source-fingerprint');

/** Everything the web build reads: its sources, its configuration and the installed versions. */
const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'scripts/script-budget.ts', 'tsconfig.json', 'package-lock.json'];

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of every input's path and content: unchanged sources give the same fingerprint on any clone. */
export function sourceFingerprint(root = PROJECT_ROOT): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/web was built from the sources as they are now. */
export function webBuildIsCurrent(root = PROJECT_ROOT, fingerprint = sourceFingerprint(root)): boolean {
  const stamp = path.join(root, STAMP_FILE);
  return existsSync(path.join(root, OUT_DIR, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint;
}

/** Records that dist/web is built from the sources as they are now. */
export function stampWebBuild(root = PROJECT_ROOT, fingerprint = sourceFingerprint(root)) {
  writeFileSync(path.join(root, STAMP_FILE), `${fingerprint}\n`);
}

/**
 * Builds the web app only when its sources changed since the last build (or it was never built),
 * or always with `force`, showing only warnings and errors. Returns whether it built.
 */
export function buildWebIfChanged({ force = false }: { force?: boolean } = {}): boolean {
  const fingerprint = sourceFingerprint();
  if (!force && webBuildIsCurrent(PROJECT_ROOT, fingerprint)) return false;
  console.log(force ? 'Building the web app...' : 'Building the web app (its sources changed since the last build)...');
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app could not be built; see the messages above.');
    process.exit(result.status ?? 1);
  }
  stampWebBuild(PROJECT_ROOT, fingerprint);
  return true;
}

// `npm run build`: always builds, and stamps the result so `npm start` does not build it again.
if (import.meta.main) buildWebIfChanged({ force: true });
