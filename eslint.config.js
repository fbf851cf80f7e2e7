import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: shared -> server, shared -> web entities -> web features -> web app, and
 * features never import each other. Every restriction is a regular expression over the import's specifier:
 * no-restricted-imports reads `group` patterns as gitignore lines, where `#` starts a comment,
 * so a group such as `#server/*` never matches anything. scripts/import-boundaries.test.ts lints
 * a forbidden import from each area and expects it reported.
 */
const restrict = (...rules) => ({
  'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
});

/** An area by its `#` alias, or by a relative path that climbs into it (`../../web/...`). */
const into = (...areas) => `^(#|(\\.\\./)+(src/)?)(${areas.join('|')})/`;

const SERVER_BOUNDARY = [into('web', 'tests'), 'server code must not import web or test code'];
const WEB_BOUNDARIES = [
  [into('server'), 'web code talks to the server only over HTTP'],
  ['^(drizzle-orm|pg)(/|$)', 'web code talks to the server only over HTTP'],
  ['^better-auth(?!/react$)', 'web code uses only better-auth/react, its browser client'],
];
const WEB_FEATURE_BOUNDARIES = [
  ...WEB_BOUNDARIES,
  ['^(#web/|(\\.\\./)+)app/', 'features must not import the app composition layer'],
  ['^#web/features/', 'features never import each other; shared web code lives outside features/'],
];
const WEB_ENTITY_BOUNDARIES = [
  ...WEB_BOUNDARIES,
  ['^(#web/|(\\.\\./)+)(features|app)/', 'entities are drawn by features and the app; they import neither'],
];
const SERVER_FEATURE_BOUNDARIES = [SERVER_BOUNDARY, ['^#server/features/', 'features never import each other']];

/**
 * A relative import reaches another feature when it climbs exactly one folder more than the file
 * lies below its feature's own folder and then names a folder (`../../search/...` from
 * features/<f>/components/). The climb depends on the file's depth, so each depth gets its own block.
 */
const featureBlocks = (root, restrictions, extra = {}) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`${root}/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ...extra,
    rules: restrict(...restrictions, [`^(\\./)?(\\.\\./){${depth + 1}}[^./]`, 'features never import each other']),
  }));

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
    files: ['src/shared/**'],
    rules: restrict([into('server', 'web'), 'shared code must not import server or web code']),
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrict(SERVER_BOUNDARY),
  },
  {
    files: ['src/web/**'],
    rules: restrict(...WEB_BOUNDARIES),
  },
  {
    files: ['src/web/entities/**'],
    rules: restrict(...WEB_ENTITY_BOUNDARIES),
  },
  ...featureBlocks('src/web/features', WEB_FEATURE_BOUNDARIES),
  ...featureBlocks('src/server/features', SERVER_FEATURE_BOUNDARIES, { ignores: ['src/server/**/*.test.ts'] }),
);
