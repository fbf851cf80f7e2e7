import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { TacticBrowsePage } from '#web/features/tactics/components/tactic-browse-page.tsx';
import type { PageLoader } from '../page-loader.ts';
import { tacticListQueryOptions } from '#web/features/tactics/api/tactic-list.ts';
import { parseTacticBrowseParams } from '#web/features/tactics/lib/tactic-browse-params.ts';

export function TacticsRoute() {
  usePageMeta(pageMeta('/tactics'));
  return <TacticBrowsePage />;
}

export const loadPage: PageLoader = ({ query, queryClient }) => queryClient.fetchQuery(tacticListQueryOptions(parseTacticBrowseParams(query)));
