import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints one-import files placed in each area with the project's own ESLint configuration. The
// rules read where an import resolves to, so every import names a file that exists.
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the configuration and its parsers, which takes seconds.
  await eslint.lintText('', { filePath: path.join(root, 'src/shared/probe.ts') });
}, 60_000);

async function lint(file: string, code: string) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}

// The cycle rule reads every module an import reaches: the first lint into a large part of the tree takes seconds.
const LINT_TIMEOUT_MS = 60_000;

const staticImport = (specifier: string) => `import { probe } from '${specifier}';\nexport const used = probe;\n`;
const dynamicImport = (specifier: string) => `export const used = () => import('${specifier}');\n`;

const SHARED = 'src/shared/domain/probe.ts';
const SERVER = 'src/server/lib/probe.ts';
const SERVER_JOBS = 'src/server/jobs/probe.ts';
const SERVER_DB = 'src/server/db/probe.ts';
const SERVER_SEARCH = 'src/server/search/probe.ts';
const SERVER_ROOT = 'src/server/probe.ts';
const SERVER_FEATURE = 'src/server/features/catalog/probe.ts';
const SERVER_FEATURE_TEST = 'src/server/features/catalog/probe.routes.test.ts';
const WEB_APP = 'src/web/app/routes/probe.tsx';
const WEB_COMPONENT = 'src/web/components/ui/probe.tsx';
const WEB_LIB = 'src/web/lib/probe.ts';
const WEB_SESSION = 'src/web/session/hooks/probe.ts';
const WEB_FEATURE = 'src/web/features/search/probe.ts';
const WEB_FEATURE_FOLDER = 'src/web/features/search/components/probe.tsx';
const WEB_ENTITY = 'src/web/entities/case-study/ui/probe.tsx';

const forbidden: [file: string, specifier: string][] = [
  [SHARED, '#server/db/client.ts'],
  [SHARED, '#web/lib/cn.ts'],
  [SHARED, '../../server/db/client.ts'],
  [SHARED, '../../web/lib/cn.ts'],
  [SERVER, '#web/lib/cn.ts'],
  [SERVER, '#tests/helpers/test-app.ts'],
  [SERVER, '../../web/lib/cn.ts'],
  [SERVER, '../../../tests/helpers/test-app.ts'],
  [SERVER, '#server/features/ideas/ideas.service.ts'],
  [SERVER_JOBS, '#server/features/progress/progress.handler.ts'],
  [SERVER_JOBS, '../features/progress/progress.handler.ts'],
  [SERVER_DB, '../features/ideas/ideas.service.ts'],
  [SERVER_SEARCH, '../features/catalog/case-studies.queries.ts'],
  [SERVER_FEATURE, '../../search/browse-index/browse-index.ts'],
  [SERVER_ROOT, './search/catalog-search.ts'],
  [SERVER_FEATURE, '#web/lib/cn.ts'],
  [SERVER_FEATURE, '#server/features/ideas/ideas.service.ts'],
  [SERVER_FEATURE, '../ideas/ideas.service.ts'],
  [SERVER_FEATURE, '../../features/ideas/ideas.service.ts'],
  [SERVER_FEATURE_TEST, '../ideas/ideas.service.ts'],
  [WEB_APP, '#server/db/client.ts'],
  [WEB_FEATURE_FOLDER, '#server/features/catalog/search.routes.ts'],
  [WEB_FEATURE_FOLDER, '../../../../server/db/client.ts'],
  [WEB_FEATURE_FOLDER, '#web/features/library/api/library.ts'],
  [WEB_FEATURE_FOLDER, '../../library/api/library.ts'],
  [WEB_FEATURE_FOLDER, '../../../features/library/api/library.ts'],
  [WEB_FEATURE_FOLDER, '#web/app/router.tsx'],
  [WEB_FEATURE_FOLDER, '../../../app/router.tsx'],
  [WEB_FEATURE, '../library/api/library.ts'],
  [WEB_COMPONENT, '#web/features/search/api/search.ts'],
  [WEB_COMPONENT, '../../features/search/api/search.ts'],
  [WEB_COMPONENT, '#web/app/router.tsx'],
  [WEB_LIB, '#web/features/search/api/search.ts'],
  [WEB_SESSION, '#web/features/search/api/search.ts'],
  [WEB_ENTITY, '#web/features/search/components/search-page.tsx'],
  [WEB_ENTITY, '../../../features/search/components/search-page.tsx'],
  [WEB_ENTITY, '#web/app/router.tsx'],
  [WEB_ENTITY, '../../../app/router.tsx'],
  [WEB_ENTITY, '#server/db/client.ts'],
];

/** Dynamic `import()` is held to the same boundaries. */
const forbiddenDynamic: [file: string, specifier: string][] = [
  [SERVER_FEATURE, '#server/features/ideas/ideas.service.ts'],
  [SERVER_JOBS, '../features/progress/progress.handler.ts'],
  [WEB_COMPONENT, '#web/features/search/components/search-page.tsx'],
  [WEB_FEATURE_FOLDER, '#web/features/library/api/library.ts'],
];

/** Packages the web may not use: named by specifier, as they are not files of the project. */
const forbiddenPackages: [file: string, specifier: string][] = [
  [WEB_APP, 'drizzle-orm'],
  [WEB_APP, 'pg'],
  [WEB_APP, 'better-auth'],
];

const allowed: [file: string, specifier: string][] = [
  [SHARED, '#shared/constants.ts'],
  [SHARED, '../constants.ts'],
  [SERVER, '#server/db/client.ts'],
  [SERVER, '#shared/constants.ts'],
  [SERVER_JOBS, './worker.ts'],
  [SERVER_ROOT, './features/ideas/ideas.service.ts'],
  [SERVER_FEATURE, './case-studies.presenter.ts'],
  [SERVER_FEATURE, '../../db/client.ts'],
  [SERVER_FEATURE, '#server/lib/errors.ts'],
  [SERVER_FEATURE, '../../search/search.ts'],
  [SERVER_SEARCH, './browse-index/browse-index.ts'],
  [SERVER_FEATURE, '../../events.ts'],
  [SERVER_FEATURE_TEST, '#tests/helpers/test-app.ts'],
  [WEB_APP, '#web/features/search/components/search-page.tsx'],
  [WEB_APP, 'better-auth/react'],
  [WEB_FEATURE, './components/search-page.tsx'],
  [WEB_FEATURE_FOLDER, '../api/search.ts'],
  [WEB_FEATURE_FOLDER, '#web/session/hooks/use-auth.ts'],
  [WEB_FEATURE_FOLDER, '#web/lib/cn.ts'],
  [WEB_FEATURE_FOLDER, '#shared/constants.ts'],
  [WEB_FEATURE_FOLDER, '#web/entities/case-study/ui/case-study-card.tsx'],
  [WEB_APP, '#web/entities/tactic/ui/tactic-card.tsx'],
  [WEB_COMPONENT, '#web/lib/cn.ts'],
  [WEB_ENTITY, './outcome-badge.tsx'],
  [WEB_ENTITY, '../../tactic/model/labels.ts'],
  [WEB_ENTITY, '#web/components/highlighted-text.tsx'],
  [WEB_ENTITY, '#web/lib/cn.ts'],
];

describe('import boundaries', () => {
  it.each(forbidden)('%s may not import %s', async (file, specifier) => {
    expect(await lint(file, staticImport(specifier))).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  }, LINT_TIMEOUT_MS);

  it.each(forbiddenDynamic)('%s may not import() %s', async (file, specifier) => {
    expect(await lint(file, dynamicImport(specifier))).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  }, LINT_TIMEOUT_MS);

  it.each(forbiddenPackages)('%s may not use %s', async (file, specifier) => {
    expect(await lint(file, staticImport(specifier))).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  }, LINT_TIMEOUT_MS);

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await lint(file, staticImport(specifier))).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('refuses an import that closes a cycle', async () => {
    // search.routes.ts imports header-search.queries.ts, so the reverse import closes a loop.
    const messages = await lint('src/server/features/catalog/header-search.queries.ts', staticImport('./search.routes.ts'));
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  }, LINT_TIMEOUT_MS);
});
