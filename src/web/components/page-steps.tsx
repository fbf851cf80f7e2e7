import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { Button } from './ui/button.tsx';

/** How many pages a server-paged list has: at least one, so an empty list is its page 1 of 1. */
export const pageCount = (list: { total: number; pageSize: number } | undefined) => (list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1);

/** Previous / "Page n of m" / Next under a server-paged staff list; nothing when it has one page. */
export function PageSteps({ page, pages, onGo, label = 'Pages', className }: { page: number; pages: number; onGo: (page: number) => void; label?: string; className?: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={cn('mt-4 flex items-center justify-between gap-3', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
