import { stripHtml, TACTIC_DESCRIPTION_MAX, truncateText } from '#shared/seo.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTacticDetail } from '../api/tactic-detail.ts';
import { TacticArticle } from './tactic-article.tsx';
import type { TacticSlots } from './tactic-slots.tsx';
import { CONTENT_MESSAGES, type TacticDetail } from '#shared/schemas/content.ts';
import { ContentNotFound } from '#web/components/content-not-found.tsx';
import { useContentPage } from '#web/lib/use-content-page.ts';

export const TACTIC_LOAD_FAILED = 'Failed to load tactic. Please try again.';

/** /tactics/:id — a 404 shows "Tactic Not Found"; any other failure returns home with a toast. */
export function TacticDetailPage({ id, slots }: { id: string; slots?: (tactic: TacticDetail) => TacticSlots }) {
  const { item: tactic, notFound } = useContentPage({
    query: useTacticDetail(id),
    kind: 'tactic',
    meta: (shown) => ({ title: shown.name, description: truncateText(stripHtml(shown.descriptionHtml), TACTIC_DESCRIPTION_MAX) }),
    loadingTitle: 'Growth Tactic',
    notFoundTitle: CONTENT_MESSAGES.tacticNotFound,
    failure: TACTIC_LOAD_FAILED,
    toastId: 'tactic-load-failed',
  });

  if (notFound) return <TacticNotFound />;
  if (tactic) return <TacticArticle tactic={tactic} slots={slots?.(tactic)} />;
  return <TacticDetailSkeleton />;
}

export function TacticNotFound() {
  return <ContentNotFound title={CONTENT_MESSAGES.tacticNotFound} text="This growth tactic does not exist or is no longer available." back={{ to: '/', label: 'Return to Home' }} />;
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
