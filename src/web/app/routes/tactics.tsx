import { staticPageMeta } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { TacticBrowsePage } from '#web/features/tactics/components/tactic-browse-page.tsx';

export function TacticsRoute() {
  usePageMeta(staticPageMeta('/tactics'));
  return <TacticBrowsePage />;
}
