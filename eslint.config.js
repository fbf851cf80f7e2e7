import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

/** Each feature folder may import nothing from the others. */
const featureZones = (dir, message) => {
  const features = folders(dir);
  return features.map((feature) => ({ target: feature, from: features.filter((other) => other !== feature), message }));
};

/**
 * The server's shared areas. Two places compose features instead: the root files (app.ts,
 * server.ts, event-handlers.ts, events.ts) and seed/, whose demo members earn their XP and
 * achievements through the progress feature's own code (decision 058).
 */
const COMPOSERS = ['src/server/features', 'src/server/seed'];
const SERVER_AREAS = folders('src/server').filter((area) => !COMPOSERS.includes(area));

/**
 * Imports flow one way: shared -> server, shared -> web entities -> web features -> web app, and
 * features never import each other. The rules read where an import resolves to (the `#` map of
 * package.json, relative climbs and dynamic `import()` alike), not how it is spelled (decision 083).
 * scripts/import-boundaries.test.ts lints a forbidden import from each area and expects it refused.
 */
const ZONES = [
  { target: 'src/shared', from: ['src/server', 'src/web', 'tests'], message: 'Shared code imports nothing from server or web.' },
  { target: 'src/web', from: 'src/server', message: 'Web code talks to the server only over HTTP.' },
  { target: 'src/server', from: 'src/web', message: 'Server code never imports web code.' },
  {
    target: ['src/server/**/!(*.test).ts', 'src/web/**/!(*.test).{ts,tsx}'],
    from: 'tests',
    message: 'Only tests import test code.',
  },
  {
    target: ['src/web/components', 'src/web/lib', 'src/web/session', 'src/web/boot'],
    from: ['src/web/features', 'src/web/app', 'src/web/entities'],
    message: 'Shared web code is used by entities, features and the app; it imports none of them.',
  },
  { target: 'src/web/entities', from: ['src/web/features', 'src/web/app'], message: 'Entities are drawn by features and the app; they import neither.' },
  { target: 'src/web/features', from: 'src/web/app', message: 'Features do not import the app that composes them.' },
  ...featureZones('src/web/features', 'Features never import each other; what two features share lives in entities/, components/ or lib/.'),
  ...featureZones('src/server/features', 'Features never import each other; what two features share lives outside features/.'),
  {
    target: [...SERVER_AREAS.filter((area) => area !== 'src/server/search'), ...COMPOSERS, 'src/server/*.ts'],
    from: 'src/server/search',
    except: ['./search.ts'],
    message: 'Outside search/, lists and search are used through search/search.ts (decision 084).',
  },
  {
    target: SERVER_AREAS,
    from: 'src/server/features',
    message: 'Shared server code imports no feature; the composition root (src/server/*.ts) does.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', '.tmp', 'public', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(drizzle-orm|pg)(/|$)', message: 'Web code talks to the server only over HTTP.' },
            { regex: '^better-auth(?!/react$)', message: 'Web code uses only better-auth/react, its browser client.' },
          ],
        },
      ],
    },
  },
);
