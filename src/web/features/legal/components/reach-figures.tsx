import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useReach } from '../api/legal-api.ts';
import type { Reach } from '#shared/schemas/privacy.ts';

const LABELS: { key: keyof Reach; label: string }[] = [
  { key: 'caseStudies', label: 'Published case studies' },
  { key: 'members', label: 'Registered members' },
  { key: 'discussions', label: 'Discussion posts' },
  { key: 'monthlyPageViews', label: 'Page views in the last 30 days' },
];

/** Figures counted from the database when the page is opened, never claimed. */
export function ReachFigures({ keys = LABELS.map((l) => l.key) }: { keys?: (keyof Reach)[] }) {
  const reach = useReach();
  const shown = LABELS.filter((l) => keys.includes(l.key));
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {shown.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse rounded-xl border border-border bg-card p-4 text-center shadow-sm">
          <dt className="mt-1 text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold text-brand-700 tabular-nums dark:text-brand-200">
            {reach.data ? reach.data[key].toLocaleString('en-US') : reach.isError ? '—' : <Skeleton className="mx-auto h-8 w-16" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
