import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
/** The server as `npm start` and `npm run serve` run it. */
export const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist/server/main.js');

/**
 * Packages the server loads only when a feature needs them (the embedded database, image
 * resizing, payments, e-mail, imports, object storage, the language model), or whose files
 * must stay where they are: required at run time from node_modules, not copied into the build.
 */
const LOADED_WHEN_NEEDED = [
  '@electric-sql/pglite',
  'sharp',
  'pg-native',
  'stripe',
  'nodemailer',
  'papaparse',
  'exceljs',
  'unzipper',
  '@aws-sdk/*',
  'openai',
  'swagger-ui-dist',
  // Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) patches these as Node requires them: a copy
  // inside the build would never pass through require (decision 077).
  '@opentelemetry/*',
  'pg',
  'pg-pool',
];

/**
 * Builds the server into dist/server: its own modules and the packages it loads at start in a
 * few files, so a start reads a handful of files instead of about 700 modules (decision 071).
 * Modules the server imports on demand become chunks loaded when first needed.
 */
export async function buildServer(): Promise<void> {
  // Built beside and then swapped in: chunks' names change with their content, so an old build's
  // would otherwise stay, and a server starting meanwhile never meets half a build.
  const outdir = path.join(PROJECT_ROOT, `dist/server-${process.pid}`);
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ['src/server/main.ts'],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: LOADED_WHEN_NEEDED,
    // Bundled CommonJS packages call require(): give the build one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  rmSync(path.dirname(SERVER_ENTRY), { recursive: true, force: true });
  renameSync(outdir, path.dirname(SERVER_ENTRY));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
