import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Previous/Next Page with "Page 2 of 6"; the ends of the range disable their button. */
export function Pagination({ page, pageCount, onPageChange }: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  if (pageCount < 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <span>
          Previous<span className="hidden sm:inline"> Page</span>
        </span>
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <span>
          Next<span className="hidden sm:inline"> Page</span>
        </span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
