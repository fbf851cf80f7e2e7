import { trackContentView } from '#web/lib/analytics/tracker.ts';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { stripHtml, TACTIC_DESCRIPTION_MAX, truncateText } from '#shared/seo.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isNotFound, useTacticDetail } from '../api/tactic-detail.ts';
import { TacticArticle } from './tactic-article.tsx';
import type { TacticSlots } from './tactic-slots.tsx';
import { CONTENT_MESSAGES, type TacticDetail } from '#shared/schemas/content.ts';

export const TACTIC_LOAD_FAILED = 'Failed to load tactic. Please try again.';

/** /tactics/:id — a 404 shows "Tactic Not Found"; any other failure returns home with a toast. */
export function TacticDetailPage({ id, slots }: { id: string; slots?: (tactic: TacticDetail) => TacticSlots }) {
  const query = useTacticDetail(id);
  const navigate = useNavigate();
  const notFound = query.isError && isNotFound(query.error);
  const failed = query.isError && !notFound;
  const tactic = query.data;

  usePageMeta(
    tactic
      ? { title: tactic.name, description: truncateText(stripHtml(tactic.descriptionHtml), TACTIC_DESCRIPTION_MAX) }
      : { title: notFound ? CONTENT_MESSAGES.tacticNotFound : 'Growth Tactic' },
  );

  const shownId = tactic?.id;
  useEffect(() => {
    if (shownId) trackContentView({ kind: 'tactic', id: shownId });
  }, [shownId]);

  useEffect(() => {
    if (!failed) return;
    // The id keeps one toast even if the effect runs twice.
    toast.error(TACTIC_LOAD_FAILED, { id: 'tactic-load-failed' });
    void navigate('/', { replace: true });
  }, [failed, navigate]);

  if (notFound) return <TacticNotFound />;
  if (tactic) return <TacticArticle tactic={tactic} slots={slots?.(tactic)} />;
  return <TacticDetailSkeleton />;
}

export function TacticNotFound() {
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
        <FileQuestion className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{CONTENT_MESSAGES.tacticNotFound}</h1>
      <p className="text-muted-foreground">This growth tactic does not exist or is no longer available.</p>
      <Button asChild>
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}

function TacticDetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8" role="status">
      <span className="sr-only">Loading tactic...</span>
      <Skeleton className="h-44 w-full rounded-2xl" />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        </div>
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  );
}
