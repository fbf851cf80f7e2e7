import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCaseStudyDetail } from '../api/case-study-detail.ts';
import { CaseStudyArticle } from './case-study-article.tsx';
import type { CaseStudySlots } from './engagement-slots.tsx';
import { CONTENT_MESSAGES } from '#shared/content-messages.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { ContentNotFound } from '#web/components/content-not-found.tsx';
import { useContentPage } from '#web/lib/use-content-page.ts';

export const CASE_STUDY_LOAD_FAILED = 'Failed to load case study. Please try again.';

/** /case-studies/:id — a 404 shows "Case Study Not Found"; any other failure returns home with a toast. */
export function CaseStudyDetailPage({
  id,
  viewer,
  slots,
}: {
  id: string;
  /** The signed-in member's id, or 'visitor': the article differs per viewer. */
  viewer: string;
  slots?: (study: CaseStudyDetail) => CaseStudySlots;
}) {
  const { item: study, notFound } = useContentPage({
    query: useCaseStudyDetail(id, viewer),
    kind: 'case_study',
    meta: (shown) => ({ title: shown.title, description: shown.snippet }),
    loadingTitle: 'Case Study',
    notFoundTitle: CONTENT_MESSAGES.caseStudyNotFound,
    failure: CASE_STUDY_LOAD_FAILED,
    toastId: 'case-study-load-failed',
  });

  if (notFound) return <CaseStudyNotFound />;
  if (study) return <CaseStudyArticle study={study} slots={slots?.(study)} />;
  return <CaseStudyDetailSkeleton />;
}

export function CaseStudyNotFound() {
  return <ContentNotFound title={CONTENT_MESSAGES.caseStudyNotFound} text="This case study does not exist or is not published." back={{ to: '/case-studies', label: 'Back to Case Studies' }} />;
}

function CaseStudyDetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8" role="status">
      <span className="sr-only">Loading case study...</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-5 h-36 w-full rounded-2xl sm:h-48" />
      <Skeleton className="mt-5 h-6 w-40" />
      <Skeleton className="mt-4 h-10 w-3/4" />
      <Skeleton className="mt-3 h-5 w-2/3" />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-6 h-7 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/6" />
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}
