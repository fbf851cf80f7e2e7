import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports flow one way: shared -> server, shared -> web features -> web app. */
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map(([match, message]) => (typeof match === 'string' ? { regex: match, message } : { group: match, message })) },
  ],
});

const SERVER_BOUNDARY = [['#web/*', '**/web/**', '#tests/*', '**/tests/**'], 'server code must not import web or test code'];
const WEB_BOUNDARIES = [
  [['#server/*', '**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'pg'], 'web code talks to the server only over HTTP'],
  ['^better-auth(?!/react$)', 'web code uses only better-auth/react, its browser client'],
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
    files: ['src/shared/**'],
    rules: restrict(
      [['#server/*', '#web/*', '**/server/**', '**/web/**'], 'shared code must not import server or web code'],
    ),
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
    files: ['src/web/features/**'],
    rules: restrict(
      ...WEB_BOUNDARIES,
      [['#web/app/*', '**/app/**'], 'features must not import the app composition layer'],
      // Within a feature, import relatively; everything outside it through #web/* or #shared/*.
      [['#web/features/*'], 'features never import each other'],
      // features/<f>/<folder>/file -> ../../<other feature>/...
      ['^\\.\\./\\.\\./[^./]', 'features never import each other; import shared web code through #web/*'],
    ),
  },
  {
    files: ['src/server/features/**'],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrict(
      SERVER_BOUNDARY,
      [['#server/features/*'], 'features never import each other'],
      // features/<f>/file -> ../<other feature>/...
      ['^\\.\\./[^./]', 'features never import each other'],
    ),
  },
);
