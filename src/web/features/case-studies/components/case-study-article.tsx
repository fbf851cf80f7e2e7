import { ArrowLeft, CalendarDays, ExternalLink, Lightbulb, Quote } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatMetricName, formatMetricValue } from '#shared/domain/metrics.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { CaseStudyCover } from '#web/entities/case-study/ui/case-study-cover.tsx';
import { OutcomeBadge } from '#web/entities/case-study/ui/outcome-badge.tsx';
import { tacticCategoryLabel } from '#web/entities/tactic/model/labels.ts';
import { caseStudyPath } from '#web/entities/case-study/model/paths.ts';
import { tacticPath } from '#web/entities/tactic/model/paths.ts';
import { browseHrefFrom } from '../lib/browse-return.ts';
import { formatLongDate } from '../lib/labels.ts';
import { BusinessMetricsPanel } from './business-metrics-panel.tsx';
import type { CaseStudySlots } from './engagement-slots.tsx';
import { PaywallOverlay } from './paywall-overlay.tsx';
import { ReadingMeterNotice } from './reading-meter-notice.tsx';
import { DetailSection, Paragraphs } from './text-blocks.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const STORY_SECTIONS = [
  ['genesis', 'Genesis'],
  ['validation', 'Validation'],
  ['building', 'Building'],
  ['launch', 'Launch'],
  ['growth', 'Growth'],
  ['statusFuture', 'Where they are now'],
  ['lessonsLearned', 'Lessons learned'],
  ['advice', 'Advice'],
] as const satisfies readonly (readonly [keyof CaseStudyDetail['story'], string])[];

const KEY_DECISIONS = [
  ['firstInvestment', 'First investment'],
  ['firstHire', 'First hire'],
  ['majorPivot', 'Major pivot'],
] as const;

/**
 * The case study as the server sent it: in full, or the preview (the sections the server left
 * out are null) fading into the paywall.
 */
export function CaseStudyArticle({ study, slots = {} }: { study: CaseStudyDetail; slots?: CaseStudySlots }) {
  const paywall = study.paywall;
  const date = formatLongDate(study.publishedAt ?? study.createdAt);
  const metrics = Object.entries(study.content.metrics);
  const story = STORY_SECTIONS.filter(([key]) => study.story[key]?.trim());
  // Opened from a filtered browse view: lead back to that view, not the unfiltered list.
  const browseHref = browseHrefFrom(useLocation().state);

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to={browseHref}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All case studies
      </Link>

      <header className="mt-5 flex flex-col gap-4">
        <CaseStudyCover
          businessModel={study.businessModel}
          caseStudyType={study.caseStudyType}
          imageUrl={study.featuredImageUrl}
          className="h-36 rounded-2xl sm:h-48"
        />
        {study.regionTags.length > 0 && (
          <ul aria-label="Regions" className="flex flex-wrap gap-2">
            {study.regionTags.map((tag) => (
              <li key={tag}>
                <Badge variant="brand">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{study.title}</h1>
        <p className="max-w-3xl text-lg text-pretty text-muted-foreground">{study.snippet}</p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <OutcomeBadge type={study.caseStudyType} look="trend" />
          {date && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={study.publishedAt ?? study.createdAt}>{date}</time>
            </span>
          )}
          {study.businessName && <span>{study.founderName ? `${study.businessName} · ${study.founderName}` : study.businessName}</span>}
          {study.sourceUrl && (
            <a
              href={study.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
            >
              View Source
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        {slots.engagement}
        {study.readingMeter && <ReadingMeterNotice meter={study.readingMeter} />}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <div className="relative flex flex-col gap-10">
            <DetailSection id="introduction" title="Introduction">
              <Paragraphs text={study.content.introduction} />
            </DetailSection>
            {/* A study without a problem or solution (staff-written before they were fields) shows no empty heading. */}
            {study.content.problem?.trim() && (
              <DetailSection id="problem" title="The Problem">
                <Paragraphs text={study.content.problem} />
              </DetailSection>
            )}
            {study.content.solution?.trim() && (
              <DetailSection id="solution" title="The Solution">
                <Paragraphs text={study.content.solution} />
              </DetailSection>
            )}
            {study.content.solution !== null && (
              <DetailSection id="key-metrics" title="Key Metrics">
                {metrics.length > 0 ? (
                  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {metrics.map(([name, value]) => (
                      <div key={name} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                        <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{formatMetricName(name)}</dt>
                        <dd className="mt-1 text-xl font-bold tabular-nums break-words">{formatMetricValue(name, value)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="text-muted-foreground">No metrics were reported for this case study.</p>
                )}
              </DetailSection>
            )}
            {study.content.summary?.trim() && (
              <DetailSection id="summary" title="Summary">
                <div className="rounded-xl border-l-4 border-brand-500 bg-brand-50/60 p-5 dark:bg-brand-950/40">
                  <Paragraphs text={study.content.summary} />
                </div>
              </DetailSection>
            )}
            {story.map(([key, title]) => (
              <DetailSection key={key} id={`story-${key}`} title={title}>
                <Paragraphs text={study.story[key] ?? ''} />
              </DetailSection>
            ))}
            {study.story.founderQuote?.trim() && (
              <figure className="relative rounded-2xl bg-gradient-to-br from-brand-600 to-violet-700 p-6 text-white shadow-md sm:p-8">
                <Quote className="absolute top-5 right-5 size-10 text-white/20" aria-hidden="true" />
                <blockquote className="text-lg font-medium text-pretty sm:text-xl">“{study.story.founderQuote}”</blockquote>
                {study.founderName && <figcaption className="mt-4 text-sm text-indigo-100">— {study.founderName}</figcaption>}
              </figure>
            )}
            {study.keyDecisions && (
              <DetailSection id="key-decisions" title="Key Decisions">
                <dl className="grid gap-3 sm:grid-cols-3">
                  {KEY_DECISIONS.map(([key, label]) => (
                    <div key={key} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                      <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</dt>
                      <dd className="mt-1.5 text-sm text-pretty">{study.keyDecisions?.[key]}</dd>
                    </div>
                  ))}
                </dl>
              </DetailSection>
            )}
            {study.techStack.length > 0 && (
              <DetailSection id="tech-stack" title="Tech Stack">
                <ul className="flex flex-wrap gap-2">
                  {study.techStack.map((tool) => (
                    <li key={tool}>
                      <Badge variant="secondary">{tool}</Badge>
                    </li>
                  ))}
                </ul>
              </DetailSection>
            )}
            {paywall && <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-48 bg-gradient-to-b from-transparent to-background" />}
          </div>
          {paywall && <PaywallOverlay study={{ ...study, paywall }} returnTo={caseStudyPath(study.id)} />}
          {slots.discussions}
        </div>

        <aside className="flex flex-col gap-6">
          <BusinessMetricsPanel study={study} />
          <TitledSection id="actions" title="Actions" titleClassName="text-lg font-semibold" className="rounded-xl border border-border bg-card p-5 shadow-sm">
            {slots.rating}
            {study.tactics.length > 0 ? (
              <>
                <h3 className="mt-4 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Tactics used</h3>
                <ul className="mt-2 flex flex-col gap-1">
                  {study.tactics.map((tactic) => (
                    <li key={tactic.id}>
                      <Link
                        to={tacticPath(tactic.id)}
                        className="-mx-2 flex items-start gap-2.5 rounded-md px-2 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                      >
                        <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
                        <span className="flex flex-col">
                          <span className="font-medium">{tactic.name}</span>
                          <span className="text-xs text-muted-foreground">{tacticCategoryLabel(tactic.category)}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-3 text-sm text-muted-foreground">No growth tactics have been linked to this case study yet.</p>
            )}
          </TitledSection>
        </aside>
      </div>
    </article>
  );
}
