import { IdeasPage } from '#web/features/ideas/components/ideas-page.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import type { PageLoader } from '../page-loader.ts';
import { ideaListQueryOptions } from '#web/features/ideas/api/ideas.ts';
import { aiToolMeterQueryOptions } from '#web/features/ideas/api/idea-tools.ts';
import { ideaSearchOf } from '#web/features/ideas/components/ideas-page.tsx';

export function IdeasRoute() {
  const { status, user } = useAuth();
  // The ideas show at once; only the AI tools wait until the session is known.
  return <IdeasPage viewerId={user?.id ?? null} sessionKnown={status !== 'loading'} />;
}

export const loadPage: PageLoader = ({ query, queryClient, viewer }) => {
  const { q, sort } = ideaSearchOf(query);
  return Promise.all([queryClient.fetchQuery(ideaListQueryOptions(q, sort)), queryClient.fetchQuery(aiToolMeterQueryOptions(viewer?.id ?? null))]);
};
