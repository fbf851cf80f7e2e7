import { Info } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { BUSINESS_MODEL_OPTIONS, GROWTH_CHANNEL_OPTIONS } from '#shared/filter-options.ts';
import { formatUsd } from '#shared/domain/metrics.ts';
import { mentorSourcePath, type MentorAnswerMode, type MentorSource } from '#shared/schemas/mentor.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const labelOf = (options: { value: string; label: string }[], value: string | null) => options.find((option) => option.value === value)?.label ?? null;

/** The answer's text with each citation ([2]) a link to the source it names. */
function CitedText({ text, sources }: { text: string; sources: MentorSource[] }) {
  const parts = text.split(/(\[\d+\])/g);
  return (
    <p className="whitespace-pre-line">
      {parts.map((part, index) => {
        const cited = /^\[(\d+)\]$/.exec(part);
        const source = cited ? sources[Number(cited[1]) - 1] : undefined;
        if (!source) return <Fragment key={index}>{part}</Fragment>;
        return (
          <Link
            key={index}
            to={mentorSourcePath(source)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            aria-label={`Source ${cited![1]}: ${source.kind === 'case_study' ? source.title : source.name}`}
          >
            {part}
          </Link>
        );
      })}
    </p>
  );
}

function SourceItem({ source }: { source: MentorSource }) {
  if (source.kind === 'tactic')
    return (
      <>
        <Link to={mentorSourcePath(source)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {source.name}
        </Link>{' '}
        <span className="text-sm text-muted-foreground">Tactic · {source.category}</span>
      </>
    );
  const facts = [
    `${formatUsd(source.monthlyRevenue)}/mo revenue`,
    `${formatUsd(source.startingCosts)} starting costs`,
    labelOf(BUSINESS_MODEL_OPTIONS, source.businessModel),
    labelOf(GROWTH_CHANNEL_OPTIONS, source.primaryGrowthChannel),
  ].filter(Boolean);
  return (
    <>
      <Link to={mentorSourcePath(source)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
        {source.title}
      </Link>{' '}
      <Badge variant={source.caseStudyType === 'failure' ? 'secondary' : 'brand'}>{source.caseStudyType === 'failure' ? 'Failure' : 'Success'}</Badge>
      <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
      {source.lesson && <p className="text-sm italic">Lesson: {source.lesson}</p>}
    </>
  );
}

/** Leo's answer: the written text with its citations, or the label saying no model wrote it; then the sources. */
export function MentorAnswer({ content, sources, mode, streaming = false }: { content: string; sources: MentorSource[]; mode: MentorAnswerMode | null; streaming?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      {mode === 'sources_only' && content ? (
        <p className="flex items-start gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {content}
        </p>
      ) : (
        content && <CitedText text={content} sources={sources} />
      )}
      {streaming && !content && <p className="text-sm text-muted-foreground">Leo is writing...</p>}
      {sources.length > 0 && (
        <section aria-label="Sources">
          <h3 className="text-sm font-semibold">Sources</h3>
          <ol className="mt-2 flex list-decimal flex-col gap-2 pl-5">
            {sources.map((source) => (
              <li key={`${source.kind}-${source.id}`}>
                <SourceItem source={source} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
