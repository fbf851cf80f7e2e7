import { BookOpen, Globe2, Lightbulb, Tags, type LucideIcon } from 'lucide-react';
import type { ContentStats } from '#shared/schemas/content.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';

const CARDS: readonly { key: keyof ContentStats; title: string; caption: string; Icon: LucideIcon }[] = [
  { key: 'caseStudies', title: 'Case Studies', caption: 'Published studies', Icon: BookOpen },
  { key: 'tactics', title: 'Tactics', caption: 'Growth tactics', Icon: Lightbulb },
  { key: 'regions', title: 'Regions', caption: 'Covered regions', Icon: Globe2 },
  { key: 'categories', title: 'Categories', caption: 'Tactic categories', Icon: Tags },
];

const count = new Intl.NumberFormat('en-US');

/** Four counts; a dash when they could not be loaded (the failure is only logged). */
export function StatCards({ stats, loading }: { stats: ContentStats | undefined; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 sm:gap-4">
      {CARDS.map(({ key, title, caption, Icon }) => (
        <li key={key}>
          <StatCard className="h-full" label={title} icon={Icon} value={loading ? <Skeleton className="my-1 h-7 w-12" /> : stats ? count.format(stats[key]) : '—'} hint={caption} />
        </li>
      ))}
    </ul>
  );
}
