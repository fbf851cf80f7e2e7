import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { MentorPage } from '#web/features/mentor/components/mentor-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { mentorConversationQueryOptions, mentorConversationsQueryOptions } from '#web/features/mentor/api/mentor.ts';

export function MentorRoute() {
  const { status } = useAuth();
  usePageMeta(pageMeta('/mentor'));
  if (status === 'loading') return <PageLoading />;
  return <MentorPage />;
}

/** The member's conversations, and the one the address opens (?conversation=id). */
export const loadPage: PageLoader = async ({ query, queryClient, viewer }) => {
  if (!viewer || !hasAbility(viewer, 'AI_MENTOR_LEO')) return;
  const opened = query.get('conversation');
  await Promise.all([
    queryClient.fetchQuery(mentorConversationsQueryOptions(viewer.id)),
    opened !== null && queryClient.fetchQuery(mentorConversationQueryOptions(viewer.id, opened)),
  ]);
};
