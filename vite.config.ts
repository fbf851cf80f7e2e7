import path from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PAGE_ROUTES } from './src/shared/route-table.ts';
import { checkScriptBudgets } from './scripts/script-budget.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const OUT_DIR = 'dist/web';
/** The server's drawing of pages (src/shared/page-data.ts). */
const SSR_DIR = 'dist/ssr';

/**
 * After the app is built, builds the server's drawing of pages (src/web/app/server-entry.tsx,
 * decision 075) next to it, then checks every page's script budget (decision 067).
 */
function serverEntry(): Plugin {
  return {
    name: 'flightdeck:server-entry',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), serverVersions()],
        publicDir: false,
        build: { ssr: 'src/web/app/server-entry.tsx', outDir: SSR_DIR, emptyOutDir: true, sourcemap: false },
      });
      // Fails the build when a page's script before the first interaction is over its budget (decision 067).
      checkScriptBudgets(OUT_DIR, PAGE_ROUTES);
    },
  };
}

/**
 * In the server's drawing of pages, modules that need a browser are replaced by their `.server.ts`
 * sibling: tactic text is sanitised with sanitize-html there (DOMPurify needs a DOM), and the app's
 * requests are answered by the server for the reader being drawn for.
 */
function serverVersions(): Plugin {
  const replaced = [path.resolve('src/web/features/tactics/lib/sanitize.ts'), path.resolve('src/web/lib/api-transport.ts')];
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
  plugins: [react(), tailwindcss(), serverEntry()],
  publicDir: 'public',
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server to preload each page's chunks (src/server/site/spa.ts).
    manifest: true,
    // The boot script of drawn pages is an entry of its own (decision 075).
    rollupOptions: { input: { index: 'index.html', 'page-boot': 'src/web/boot/page-boot.ts' } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
