import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints one-import files that exist only here, placed in each area, with the project's own ESLint configuration.
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the configuration and its parsers, which takes seconds.
  await eslint.lintText('', { filePath: path.join(root, 'src/shared/probe.ts') });
}, 60_000);

async function lintImport(file: string, specifier: string) {
  const code = `import { probe } from '${specifier}';\nexport const used = probe;\n`;
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}

const SHARED = 'src/shared/domain/probe.ts';
const SERVER = 'src/server/lib/probe.ts';
const SERVER_FEATURE = 'src/server/features/catalog/probe.ts';
const SERVER_FEATURE_FOLDER = 'src/server/features/catalog/browse-index/probe.ts';
const SERVER_FEATURE_TEST = 'src/server/features/catalog/probe.routes.test.ts';
const WEB_APP = 'src/web/app/routes/probe.tsx';
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
  [SERVER_FEATURE, '#web/lib/cn.ts'],
  [SERVER_FEATURE, '#server/features/ideas/ideas.service.ts'],
  [SERVER_FEATURE, '../ideas/ideas.service.ts'],
  [SERVER_FEATURE_FOLDER, '../../ideas/ideas.service.ts'],
  [WEB_APP, '#server/db/client.ts'],
  [WEB_APP, 'drizzle-orm'],
  [WEB_APP, 'pg'],
  [WEB_APP, 'better-auth'],
  [WEB_FEATURE_FOLDER, '#server/features/catalog/catalog.service.ts'],
  [WEB_FEATURE_FOLDER, '../../../../server/db/client.ts'],
  [WEB_FEATURE_FOLDER, '#web/features/library/api/bookmarks.ts'],
  [WEB_FEATURE_FOLDER, '../../library/api/bookmarks.ts'],
  [WEB_FEATURE_FOLDER, '#web/app/router.tsx'],
  [WEB_FEATURE_FOLDER, '../../../app/router.tsx'],
  [WEB_FEATURE, '../library/api/bookmarks.ts'],
  [WEB_ENTITY, '#web/features/search/components/search-page.tsx'],
  [WEB_ENTITY, '../../../features/search/components/search-page.tsx'],
  [WEB_ENTITY, '#web/app/router.tsx'],
  [WEB_ENTITY, '../../../app/router.tsx'],
  [WEB_ENTITY, '#server/db/client.ts'],
];

const allowed: [file: string, specifier: string][] = [
  [SHARED, '#shared/constants.ts'],
  [SHARED, '../constants.ts'],
  [SERVER, '#server/db/client.ts'],
  [SERVER, '#shared/constants.ts'],
  [SERVER_FEATURE, './catalog.queries.ts'],
  [SERVER_FEATURE, '../../db/client.ts'],
  [SERVER_FEATURE, '#server/lib/errors.ts'],
  [SERVER_FEATURE_FOLDER, '../catalog.queries.ts'],
  [SERVER_FEATURE_FOLDER, '../../../db/client.ts'],
  [SERVER_FEATURE_TEST, '#tests/helpers/test-app.ts'],
  [WEB_APP, '#web/features/search/components/search-page.tsx'],
  [WEB_APP, 'better-auth/react'],
  [WEB_FEATURE, './components/probe.tsx'],
  [WEB_FEATURE_FOLDER, '../hooks/use-search.ts'],
  [WEB_FEATURE_FOLDER, '#web/session/hooks/use-auth.ts'],
  [WEB_FEATURE_FOLDER, '#web/lib/cn.ts'],
  [WEB_FEATURE_FOLDER, '#shared/constants.ts'],
  [WEB_FEATURE_FOLDER, '#web/entities/case-study/ui/case-study-card.tsx'],
  [WEB_APP, '#web/entities/tactic/ui/tactic-card.tsx'],
  [WEB_ENTITY, './outcome-badge.tsx'],
  [WEB_ENTITY, '../../tactic/model/labels.ts'],
  [WEB_ENTITY, '#web/components/highlighted-text.tsx'],
  [WEB_ENTITY, '#web/lib/cn.ts'],
];

describe('import boundaries', () => {
  it.each(forbidden)('%s may not import %s', async (file, specifier) => {
    const messages = await lintImport(file, specifier);
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await lintImport(file, specifier)).toEqual([]);
  });
});
