import { BookOpen, Globe2, Lightbulb, Tags, type LucideIcon } from 'lucide-react';
import type { ContentStats } from '#shared/schemas/content.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const CARDS: readonly { key: keyof ContentStats; title: string; caption: string; Icon: LucideIcon; tint: string }[] = [
  { key: 'caseStudies', title: 'Case Studies', caption: 'Published studies', Icon: BookOpen, tint: 'bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300' },
  { key: 'tactics', title: 'Tactics', caption: 'Growth tactics', Icon: Lightbulb, tint: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-300' },
  { key: 'regions', title: 'Regions', caption: 'Covered regions', Icon: Globe2, tint: 'bg-sky-50 text-sky-600 dark:bg-sky-950 dark:text-sky-300' },
  { key: 'categories', title: 'Categories', caption: 'Tactic categories', Icon: Tags, tint: 'bg-violet-50 text-violet-600 dark:bg-violet-950 dark:text-violet-300' },
];

const count = new Intl.NumberFormat('en-US');

/** Four counts; a dash when they could not be loaded (the failure is only logged). */
export function StatCards({ stats, loading }: { stats: ContentStats | undefined; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 sm:gap-4">
      {CARDS.map(({ key, title, caption, Icon, tint }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:gap-4 sm:p-5">
          <span className={`hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex ${tint}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium">{title}</p>
            {loading ? (
              <Skeleton className="my-1 h-7 w-12" />
            ) : (
              <p className="text-2xl font-bold tabular-nums">{stats ? count.format(stats[key]) : '—'}</p>
            )}
            <p className="truncate text-xs text-muted-foreground">{caption}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
