import { CofoundersPage } from '#web/features/cofounders/components/cofounders-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { cofounderOverviewQueryOptions } from '#web/features/cofounders/api/cofounders.ts';

export function CofoundersRoute() {
  return <WhenSessionKnown path="/cofounders"><CofoundersPage /></WhenSessionKnown>;
}

export const loadPage: PageLoader = async ({ queryClient, viewer }) => {
  if (viewer && hasAbility(viewer, 'COFOUNDER_MATCHING')) await queryClient.fetchQuery(cofounderOverviewQueryOptions(viewer.id));
};
