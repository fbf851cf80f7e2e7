import { BootcampsPage } from '#web/features/bootcamps/components/bootcamps-page.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { bootcampsQueryOptions } from '#web/features/bootcamps/api/bootcamps.ts';

export function BootcampsRoute() {
  return <WhenSessionKnown path="/bootcamps">{(viewerId) => <BootcampsPage viewerId={viewerId} />}</WhenSessionKnown>;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(bootcampsQueryOptions(viewer?.id ?? null));
