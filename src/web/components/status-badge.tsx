import { PUBLICATION_STATUS_LABELS, type PublicationStatus } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

const TONES: Record<PublicationStatus, string> = {
  draft: 'border-border bg-muted text-foreground',
  in_review: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  published: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  returned: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  unpublished: 'border-border bg-muted text-muted-foreground',
};

/** The editorial state of a case study or tactic: Draft, In review, Published, Returned, Unpublished. */
export function StatusBadge({ status, className }: { status: PublicationStatus; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[status], className)}>{PUBLICATION_STATUS_LABELS[status]}</span>;
}
