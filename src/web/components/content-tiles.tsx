import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatMetricName, formatMetricValue } from '#shared/domain/metrics.ts';
import type { CaseStudyCard, TacticCard } from '#shared/schemas/content.ts';
import { HighlightedText } from '#web/components/highlighted-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

const CARD =
  'group relative flex w-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition-all focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md';
const STRETCHED_LINK =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300";

/** Cards show at most two metrics, signals and region tags (member-area §9). */
const CARD_ITEMS = 2;

export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** A case study card (home content browser): outcome, regions, title and its first two metrics. */
export function CaseStudyTile({ study }: { study: CaseStudyCard }) {
  const metrics = study.keyMetrics.slice(0, CARD_ITEMS);
  return (
    <article className={CARD}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-white uppercase',
            study.caseStudyType === 'success' ? 'bg-emerald-700' : 'bg-red-600',
          )}
        >
          {study.caseStudyType === 'success' ? 'Success' : 'Failure'}
        </span>
        {study.regionTags.length > 0 && (
          <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Regions: </span>
            <span className="truncate">{study.regionTags.slice(0, CARD_ITEMS).join(' · ')}</span>
          </span>
        )}
      </div>
      <h3 className="leading-snug font-semibold text-balance">
        <Link to={`/case-studies/${study.id}`} className={STRETCHED_LINK}>
          <HighlightedText text={study.title} ranges={study.highlights?.title} />
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        <HighlightedText text={study.snippet} ranges={study.highlights?.snippet} />
      </p>
      {metrics.length > 0 && (
        <dl className="mt-auto grid grid-cols-2 gap-2 rounded-lg bg-muted/70 p-3">
          {metrics.map((metric) => (
            <div key={metric.name} className="min-w-0">
              <dt className="line-clamp-2 text-[0.7rem] break-words font-semibold tracking-wider text-muted-foreground uppercase">{formatMetricName(metric.name)}</dt>
              <dd className="truncate text-sm font-semibold tabular-nums">{formatMetricValue(metric.name, metric.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

/** A tactic card (home content browser, tactics index): category, name, two success signals and two warning signs. */
export function TacticTile({ tactic }: { tactic: TacticCard }) {
  return (
    <article className={CARD}>
      <Badge variant="brand" className="self-start">
        {categoryLabel(tactic.category)}
      </Badge>
      <h3 className="leading-snug font-semibold text-balance">
        <Link to={`/tactics/${tactic.id}`} className={STRETCHED_LINK}>
          <HighlightedText text={tactic.name} ranges={tactic.highlights?.name} />
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        <HighlightedText text={tactic.excerpt} ranges={tactic.highlights?.excerpt} />
      </p>
      <div className="mt-auto grid gap-3 text-sm">
        <Signals title="Success Signals" items={tactic.successSignals.slice(0, CARD_ITEMS)} tone="success" />
        <Signals title="Warning Signs" items={tactic.failureSignals.slice(0, CARD_ITEMS)} tone="warning" />
      </div>
    </article>
  );
}

function Signals({ title, items, tone }: { title: string; items: string[]; tone: 'success' | 'warning' }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={cn('text-xs font-semibold', tone === 'success' ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400')}>
        {title}
      </h4>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-xs text-muted-foreground">
            <span aria-hidden="true" className={cn('mt-1.5 size-1.5 shrink-0 rounded-full', tone === 'success' ? 'bg-emerald-500' : 'bg-amber-500')} />
            <span className="line-clamp-2">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
