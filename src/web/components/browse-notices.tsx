import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** Nothing matches the filters: say so and offer the way back to everything. */
export function BrowseEmptyState({ title, hint, onClear }: { title: string; hint: string; onClear: () => void }) {
  return (
    <Notice icon={<SearchX className="size-7" aria-hidden="true" />} title={title}>
      <p className="text-muted-foreground">{hint}</p>
      <Button onClick={onClear}>Clear all filters</Button>
    </Notice>
  );
}

/** A page number past the last page (an old link, or the results shrank). */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <Notice icon={<SearchX className="size-7" aria-hidden="true" />} title="This page is past the end of the results">
      <Button variant="outline" onClick={onFirstPage}>
        Go to the first page
      </Button>
    </Notice>
  );
}

/** The list did not load; `what` names it ("case studies"). */
export function BrowseLoadError({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Notice icon={<TriangleAlert className="size-7" aria-hidden="true" />} title={`Could not load ${what}`} tone="warning">
      <p className="text-muted-foreground">Something went wrong while loading this list. Check your connection and try again.</p>
      <Button onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Retry
      </Button>
    </Notice>
  );
}

function Notice({ icon, title, children, tone = 'neutral' }: { icon: ReactNode; title: string; children: ReactNode; tone?: 'neutral' | 'warning' }) {
  return (
    <div role={tone === 'warning' ? 'alert' : undefined} className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <div
        className={
          tone === 'warning'
            ? 'flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300'
            : 'flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300'
        }
      >
        {icon}
      </div>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}
