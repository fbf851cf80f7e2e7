import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { WhenNear } from '#web/components/when-near.tsx';
import { CaseStudyDetailPage } from '#web/features/case-studies/components/case-study-detail-page.tsx';
import { EngagementBar } from '#web/features/engagement/components/engagement-bar.tsx';
import { RatingPrompt } from '#web/features/engagement/components/rating-prompt.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import type { PageLoader } from '../page-loader.ts';
import { caseStudyDetailQueryOptions } from '#web/features/case-studies/api/case-study-detail.ts';
import { engagementQueryOptions } from '#web/features/engagement/api/engagement-state.ts';

// Below the article, and the only part that needs the Markdown renderer: loaded when the reader scrolls near it.
const DiscussionsSection = lazy(async () => ({
  default: (await import('#web/features/discussions/components/discussions-section.tsx')).DiscussionsSection,
}));

export function CaseStudyDetailRoute() {
  const { id = '' } = useParams();
  const { status, user } = useAuth();
  const isSignedIn = status === 'signed-in';
  // What the server sends depends on who reads: wait for the session before asking.
  if (status === 'loading') return <PageLoading />;
  // A new id is a new page: nothing of the previous study's view carries over.
  return (
    <CaseStudyDetailPage
      key={id}
      id={id}
      viewer={user?.id ?? 'visitor'}
      slots={(study) => ({
        engagement: <EngagementBar itemType="case_study" itemId={study.id} title={study.title} isSignedIn={isSignedIn} className="mt-5" />,
        rating: <RatingPrompt itemType="case_study" itemId={study.id} isSignedIn={isSignedIn} className="mt-3" />,
        discussions: (
          <WhenNear label="Discussions" placeholder={<Skeleton className="h-64 w-full rounded-xl" />}>
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <DiscussionsSection itemType="case_study" itemId={study.id} isSignedIn={isSignedIn} />
            </Suspense>
          </WhenNear>
        ),
      })}
    />
  );
}

export const loadPage: PageLoader = async ({ params, queryClient, viewer }) => {
  const study = await queryClient.fetchQuery(caseStudyDetailQueryOptions(params.id ?? '', viewer?.id ?? 'visitor'));
  await queryClient.fetchQuery(engagementQueryOptions({ itemType: 'case_study', itemId: study.id, isSignedIn: viewer !== null }));
  return study;
};
