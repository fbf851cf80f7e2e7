import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Placeholder cards in the grid's shape while the first page loads. */
export function CaseStudyGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status">
      <span className="sr-only">Loading case studies...</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
          <Skeleton className="aspect-[16/8] rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-14 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
