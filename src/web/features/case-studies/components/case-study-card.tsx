import { MapPin } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatMonthlyRevenue, formatUsd, REVENUE_NOT_SHARED } from '#shared/domain/metrics.ts';
import type { CaseStudyCard as CaseStudyCardData } from '#shared/schemas/content.ts';
import { browseReturnState } from '../lib/browse-return.ts';
import { businessModelLabel, growthChannelLabel } from '../lib/labels.ts';
import { CaseStudyCover } from './case-study-cover.tsx';

const MAX_REGION_TAGS = 3;

/** A case study in the browse grid; the whole card opens the study. */
export function CaseStudyCard({ study }: { study: CaseStudyCardData }) {
  const model = businessModelLabel(study.businessModel);
  const channel = growthChannelLabel(study.growthChannel);
  // The study page's "All case studies" returns to this browse view, filters and page included.
  const returnState = browseReturnState(useLocation());
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-all focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md">
      <CaseStudyCover businessModel={study.businessModel} caseStudyType={study.caseStudyType} imageUrl={study.featuredImageUrl} className="aspect-[16/8]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-base leading-snug font-semibold text-balance">
          <Link
            to={`/case-studies/${study.id}`}
            state={returnState}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {study.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{study.snippet}</p>
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
        {study.regionTags.length > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Regions: </span>
            <span className="truncate">{study.regionTags.slice(0, MAX_REGION_TAGS).join(' · ')}</span>
          </p>
        )}
      </div>
    </article>
  );
}
