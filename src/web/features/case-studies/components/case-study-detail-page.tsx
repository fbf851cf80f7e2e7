import { trackContentView } from '#web/lib/analytics/tracker.ts';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isNotFound, useCaseStudyDetail } from '../api/case-study-detail.ts';
import { CaseStudyArticle } from './case-study-article.tsx';
import type { CaseStudySlots } from './engagement-slots.tsx';
import { CONTENT_MESSAGES } from '#shared/content-messages.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';

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
  const query = useCaseStudyDetail(id, viewer);
  const navigate = useNavigate();
  const notFound = query.isError && isNotFound(query.error);
  const failed = query.isError && !notFound;
  const study = query.data;

  usePageMeta(
    study
      ? { title: study.title, description: study.snippet }
      : { title: notFound ? CONTENT_MESSAGES.caseStudyNotFound : 'Case Study' },
  );

  const shownId = study?.id;
  useEffect(() => {
    if (shownId) trackContentView({ kind: 'case_study', id: shownId });
  }, [shownId]);

  useEffect(() => {
    if (!failed) return;
    // The id keeps one toast even if the effect runs twice.
    toast.error(CASE_STUDY_LOAD_FAILED, { id: 'case-study-load-failed' });
    void navigate('/', { replace: true });
  }, [failed, navigate]);

  if (notFound) return <CaseStudyNotFound />;
  if (study) return <CaseStudyArticle study={study} slots={slots?.(study)} />;
  return <CaseStudyDetailSkeleton />;
}

export function CaseStudyNotFound() {
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
        <FileQuestion className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{CONTENT_MESSAGES.caseStudyNotFound}</h1>
      <p className="text-muted-foreground">This case study does not exist or is not published.</p>
      <Button asChild>
        <Link to="/case-studies">
          <ArrowLeft aria-hidden="true" />
          Back to Case Studies
        </Link>
      </Button>
    </section>
  );
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
