import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatMetricName, formatMetricValue, formatMonthlyRevenue, formatUsd, REVENUE_NOT_SHARED } from '#shared/domain/metrics.ts';
import type { CaseStudyCard as CaseStudyCardData } from '#shared/schemas/content.ts';
import { caseStudyCover, ContentCover } from '#web/components/content-cover.tsx';
import { HighlightedText } from '#web/components/highlighted-text.tsx';
import { cn } from '#web/lib/cn.ts';
import { caseStudyPath } from '../model/paths.ts';
import { businessModelLabel, growthChannelLabel } from '../model/labels.ts';
import { OutcomeBadge } from './outcome-badge.tsx';

export type CaseStudyHighlights = NonNullable<CaseStudyCardData['highlights']>;

const CARD =
  'group relative flex w-full flex-col rounded-xl border border-border bg-card shadow-sm transition-all focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md';
const STRETCHED_LINK =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300";
/** The cover of a tile runs to the card's edges, above its padding. */
const TILE_COVER = '-mx-5 -mt-5 w-auto max-w-none overflow-hidden rounded-t-[11px]';

/**
 * A case study as a card; the whole card opens the study. `cover` (the browse grid) leads with the
 * cover picture, revenue and costs; `tile` (the content browser) with the outcome and the first
 * two key metrics. With `highlights` the matched search words are marked in the title and snippet.
 */
export function CaseStudyCard({
  study,
  look = 'cover',
  highlights,
  linkState,
}: {
  study: CaseStudyCardData;
  look?: 'cover' | 'tile';
  highlights?: CaseStudyHighlights | undefined;
  /** Sent with the link, so the study page can lead back to where the card was. */
  linkState?: unknown;
}) {
  const heading = (
    <>
      <h3 className={cn('leading-snug font-semibold text-balance', look === 'cover' && 'text-base')}>
        <Link to={caseStudyPath(study.id)} state={linkState} className={STRETCHED_LINK}>
          <HighlightedText text={study.title} ranges={highlights?.title} />
        </Link>
      </h3>
      <p className={cn('text-sm text-muted-foreground', look === 'cover' ? 'line-clamp-3' : 'line-clamp-2')}>
        <HighlightedText text={study.snippet} ranges={highlights?.snippet} />
      </p>
    </>
  );

  if (look === 'tile') {
    const metrics = study.keyMetrics.slice(0, 2);
    return (
      <article className={cn(CARD, 'gap-3 p-5')}>
        <ContentCover {...caseStudyCover(study)} className={TILE_COVER} />
        <div className="flex flex-wrap items-center gap-2">
          <OutcomeBadge type={study.caseStudyType} />
          <RegionTags tags={study.regionTags} max={2} className="min-w-0 gap-1" />
        </div>
        {heading}
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

  const model = businessModelLabel(study.businessModel);
  const channel = growthChannelLabel(study.growthChannel);
  return (
    <article className={cn(CARD, 'overflow-hidden')}>
      <ContentCover {...caseStudyCover(study)} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {heading}
        <dl className="mt-auto grid grid-cols-2 gap-3 rounded-lg bg-muted/70 p-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Monthly revenue</dt>
            {study.monthlyRevenue === null ? (
              <dd className="text-muted-foreground">{REVENUE_NOT_SHARED}</dd>
            ) : (
              <dd className="font-semibold tabular-nums">{formatMonthlyRevenue(study.monthlyRevenue)}</dd>
            )}
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Startup costs</dt>
            <dd className="font-semibold tabular-nums">{formatUsd(study.startingCosts)}</dd>
          </div>
        </dl>
        {(model || channel) && (
          <ul aria-label="Business model and growth channel" className="flex flex-wrap gap-1.5 text-xs">
            {model && <li className="rounded-md bg-brand-50 px-2 py-1 font-medium text-brand-700 dark:bg-brand-950 dark:text-brand-200">{model}</li>}
            {channel && <li className="rounded-md bg-violet-50 px-2 py-1 font-medium text-violet-700 dark:bg-violet-950 dark:text-violet-200">{channel}</li>}
          </ul>
        )}
        <RegionTags tags={study.regionTags} max={3} className="gap-1.5" />
      </div>
    </article>
  );
}

function RegionTags({ tags, max, className }: { tags: string[]; max: number; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <p className={cn('flex items-center text-xs text-muted-foreground', className)}>
      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">Regions: </span>
      <span className="truncate">{tags.slice(0, max).join(' · ')}</span>
    </p>
  );
}
