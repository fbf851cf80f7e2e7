import { MentorPage } from '#web/features/mentor/components/mentor-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { mentorConversationQueryOptions, mentorConversationsQueryOptions } from '#web/features/mentor/api/mentor.ts';

export function MentorRoute() {
  return <WhenSessionKnown path="/mentor"><MentorPage /></WhenSessionKnown>;
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
