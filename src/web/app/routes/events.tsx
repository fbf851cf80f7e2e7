import { EventsPage } from '#web/features/vip-events/components/events-page.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { vipEventsQueryOptions } from '#web/features/vip-events/api/vip-events.ts';

export function EventsRoute() {
  return <WhenSessionKnown path="/events"><EventsPage /></WhenSessionKnown>;
}

/** What is on, as the reader may see it: the server gives places, links and addresses only to Legacy Founders. */
export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(vipEventsQueryOptions(viewer?.id ?? null));
