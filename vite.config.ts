import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { LANDING_HTML_FILE } from './src/shared/landing.ts';
import { DRAWN_PAGES, MEMBER_DRAWN_PAGES } from './src/shared/visitor-pages.ts';
import { checkScriptBudgets } from './scripts/script-budget.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const OUT_DIR = 'dist/web';
const PRERENDER_DIR = 'dist/prerender';
/** The visitor pages the server draws into its HTML (src/shared/visitor-pages.ts). */
const SSR_DIR = 'dist/ssr';

/**
 * After the app is built, renders the visitor's landing page to static HTML (dist/web/landing.html):
 * the built index.html with the page drawn inside #root, the stylesheet kept, and the app's
 * scripts replaced by public/landing.js (theme toggle and menu). The server sends it for /
 * to visitors, so the first page draws without downloading the app.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'flightdeck:prerender-landing',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'src/web/app/prerender.tsx', outDir: PRERENDER_DIR, emptyOutDir: true, sourcemap: false },
      });
      const module = (await import(pathToFileURL(path.resolve(PRERENDER_DIR, 'prerender.js')).href)) as { renderLandingBody: () => string };
      const index = await readFile(path.join(OUT_DIR, 'index.html'), 'utf8');
      const landing = index
        .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('<script src="/theme-init.js"></script>', '<script src="/theme-init.js"></script>\n    <script src="/landing.js" defer></script>')
        .replace('<div id="root"></div>', `<div id="root">${module.renderLandingBody()}</div>`);
      await writeFile(path.join(OUT_DIR, LANDING_HTML_FILE), landing);
      await rm(PRERENDER_DIR, { recursive: true, force: true });
      // The public pages, drawn per request by the server for visitors (decisions 026 and 067).
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), serverVersions()],
        publicDir: false,
        build: { ssr: 'src/web/app/visitor-pages.tsx', outDir: SSR_DIR, emptyOutDir: true, sourcemap: false },
      });
      // Fails the build when a page's script before the first interaction is over its budget (decision 067).
      checkScriptBudgets(OUT_DIR, Object.values(DRAWN_PAGES), Object.values(MEMBER_DRAWN_PAGES));
    },
  };
}

/**
 * In the server's drawing of visitor pages, modules that need a browser are replaced by their
 * `.server.ts` sibling (tactic text is sanitised with sanitize-html there, DOMPurify needs a DOM).
 */
function serverVersions(): Plugin {
  const replaced = [path.resolve('src/web/features/tactics/lib/sanitize.ts')];
  return {
    name: 'flightdeck:server-versions',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replaced.includes(resolved.id) ? resolved.id.replace(/\.ts$/, '.server.ts') : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding()],
  publicDir: 'public',
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server to preload each page's chunks (src/server/site/spa.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
