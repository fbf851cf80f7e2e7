import { DealsPage } from '#web/features/deals/components/deals-page.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { dealsQueryOptions } from '#web/features/deals/api/deals.ts';

export function DealsRoute() {
  return <WhenSessionKnown path="/deals"><DealsPage /></WhenSessionKnown>;
}

/** The deals as the reader may see them: the server leaves out codes and links their plan does not have. */
export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(dealsQueryOptions(viewer?.id ?? null));
