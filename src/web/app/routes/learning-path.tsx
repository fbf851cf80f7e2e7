import { LearningPathPage } from '#web/features/academy/components/learning-path-page.tsx';
import { hasAbility } from '#web/session/hooks/use-ability.ts';
import { WhenSessionKnown } from '../layout/when-session-known.tsx';
import type { PageLoader } from '../page-loader.ts';
import { learningPathQueryOptions } from '#web/features/academy/api/courses.ts';

export function LearningPathRoute() {
  return <WhenSessionKnown path="/learning-path"><LearningPathPage /></WhenSessionKnown>;
}

export const loadPage: PageLoader = async ({ queryClient, viewer }) => {
  if (viewer && hasAbility(viewer, 'PERSONALIZED_LEARNING_PATHS')) await queryClient.fetchQuery(learningPathQueryOptions(viewer.id));
};
