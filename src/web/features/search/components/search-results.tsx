import { ArrowRight, BookOpen, Lightbulb, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IDEA_CATEGORY_LABELS } from '#shared/constants.ts';
import { formatMonthlyRevenue } from '#shared/domain/metrics.ts';
import type { HighlightRange, SearchResults as SearchResultsData } from '#shared/schemas/content.ts';
import { HighlightedText } from '#web/components/highlighted-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { OutcomeBadge } from '#web/entities/case-study/ui/outcome-badge.tsx';
import { tacticCategoryLabel } from '#web/entities/tactic/model/labels.ts';
import { caseStudyPath } from '#web/entities/case-study/model/paths.ts';
import { tacticPath } from '#web/entities/tactic/model/paths.ts';

const count = new Intl.NumberFormat('en-US');

/** Results grouped by kind, each group with its total and links to the items. */
export function SearchResults({ results }: { results: SearchResultsData }) {
  const browseAll = `/case-studies?${new URLSearchParams({ q: results.query }).toString()}`;
  return (
    <div className="flex flex-col gap-10">
      <Group id="case-study-results" title="Case Studies" total={results.caseStudyTotal} capped={results.caseStudyTotalCapped} Icon={BookOpen}>
        {results.caseStudies.length > 0 ? (
          <>
            <ul className="flex flex-col gap-3">
              {results.caseStudies.map((study) => (
                <li key={study.id}>
                  <ResultLink to={caseStudyPath(study.id)} title={study.title} text={study.snippet} highlights={study.highlights && { title: study.highlights.title, text: study.highlights.snippet }}>
                    <OutcomeBadge type={study.caseStudyType} />
                    {study.monthlyRevenue !== null && <span className="tabular-nums">{formatMonthlyRevenue(study.monthlyRevenue)}</span>}
                    {study.regionTags.length > 0 && <span>{study.regionTags.slice(0, 2).join(' · ')}</span>}
                  </ResultLink>
                </li>
              ))}
            </ul>
            {results.caseStudyTotal > results.caseStudies.length && (
              <Link
                to={browseAll}
                className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
              >
                See all {count.format(results.caseStudyTotal)}
                {results.caseStudyTotalCapped ? '+' : ''} case studies
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No case studies match.</p>
        )}
      </Group>

      <Group id="tactic-results" title="Growth Tactics" total={results.tacticTotal} Icon={Lightbulb}>
        {results.tactics.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {results.tactics.map((tactic) => (
              <li key={tactic.id}>
                <ResultLink to={tacticPath(tactic.id)} title={tactic.name} text={tactic.excerpt} highlights={tactic.highlights && { title: tactic.highlights.name, text: tactic.highlights.excerpt }}>
                  <Badge variant="brand" className="px-2 py-0.5">
                    {tacticCategoryLabel(tactic.category)}
                  </Badge>
                </ResultLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No growth tactics match.</p>
        )}
      </Group>

      <Group id="idea-results" title="Ideas" total={results.ideaTotal} Icon={Sparkles}>
        {results.ideas.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {results.ideas.map((idea) => (
              <li key={idea.id}>
                <ResultLink
                  to={`/ideas?${new URLSearchParams({ q: idea.title }).toString()}`}
                  title={idea.title}
                  text={idea.summary}
                  highlights={{ title: idea.highlights.title, text: idea.highlights.summary }}
                >
                  <Badge variant="brand" className="px-2 py-0.5">
                    {IDEA_CATEGORY_LABELS[idea.category]}
                  </Badge>
                </ResultLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No ideas match.</p>
        )}
      </Group>
    </div>
  );
}

function Group({
  id,
  title,
  total,
  capped = false,
  Icon,
  children,
}: {
  id: string;
  title: string;
  total: number;
  /** More match than `total`: shown as "N+". */
  capped?: boolean;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  const shown = `${count.format(total)}${capped ? '+' : ''}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-semibold">
        <Icon className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        {title}{' '}
        <span className="sr-only">{`${capped ? 'more than ' : ''}${count.format(total)} ${total === 1 && !capped ? 'result' : 'results'}`}</span>
        <span aria-hidden="true" className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-medium text-muted-foreground tabular-nums">
          {shown}
        </span>
      </h2>
      {children}
    </section>
  );
}

function ResultLink({
  to,
  title,
  text,
  highlights,
  children,
}: {
  to: string;
  title: string;
  text: string;
  highlights?: { title: HighlightRange[]; text: HighlightRange[] } | undefined;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-1.5 rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <span className="font-semibold text-balance group-hover:text-brand-700 dark:group-hover:text-brand-300">
        <HighlightedText text={title} ranges={highlights?.title} />
      </span>
      <span className="line-clamp-2 text-sm text-muted-foreground">
        <HighlightedText text={text} ranges={highlights?.text} />
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">{children}</span>
    </Link>
  );
}
