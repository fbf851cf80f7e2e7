import { BuildPage } from '#web/features/build/components/build-page.tsx';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { templatesQueryOptions } from '#web/features/build/api/build.ts';

export function BuildRoute() {
  return <WhenSessionKnown path="/build">{(viewerId) => <BuildPage viewerId={viewerId} />}</WhenSessionKnown>;
}

export const loadPage: PageLoader = ({ queryClient, viewer }) => queryClient.fetchQuery(templatesQueryOptions(viewer?.id ?? null));
