import { Link } from 'react-router';
import type { BaseRate, IdeaEvidence, OutcomeBreakdown, RemixEvidence, Spread, StudyLink } from '#shared/domain/idea-evidence.ts';
import { MIN_SAMPLE } from '#shared/domain/idea-evidence.ts';
import { formatDollars } from '#shared/plans.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { caseStudyPath } from '#web/entities/case-study/model/paths.ts';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

// The validator's and remixer's evidence, every figure with the count it rests on.

const percent = (rate: BaseRate) => (rate.rate === null ? '—' : `${Math.round(rate.rate * 100)}%`);

/** "3 of 5 (60%)", with a note when the sample is small. */
export function Rate({ rate }: { rate: BaseRate }) {
  return (
    <span>
      {rate.count} of {rate.of} ({percent(rate)})
      {rate.smallSample && <SmallSample />}
    </span>
  );
}

function SmallSample() {
  return <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">small sample (under {MIN_SAMPLE})</span>;
}

function SpreadLine({ label, value }: { label: string; value: Spread | null }) {
  if (!value) return <li>{label}: no matched studies.</li>;
  return (
    <li>
      {label}: median {formatDollars(value.median)}, middle half {formatDollars(value.p25)}–{formatDollars(value.p75)}, range {formatDollars(value.min)}–
      {formatDollars(value.max)} (n = {value.n}){value.smallSample && <SmallSample />}
    </li>
  );
}

function StudyList({ title, studies, empty }: { title: string; studies: StudyLink[]; empty: string }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ListOrEmpty items={studies} empty={empty} className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {(study) => (
          <li key={study.id}>
            <Link to={caseStudyPath(study.id)} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
              {study.title}
            </Link>{' '}
            <span className="text-muted-foreground">
              ({formatDollars(study.monthlyRevenue)}/mo, started with {formatDollars(study.startingCosts)})
            </span>
          </li>
        )}
      </ListOrEmpty>
    </div>
  );
}

function BreakdownTable<K extends string>({ caption, rows }: { caption: string; rows: OutcomeBreakdown<K>[] }) {
  if (rows.length === 0) return null;
  return (
    <DataTable
      caption={caption}
      showCaption
      rows={rows}
      rowKey={(row) => row.key}
      empty={null}
      columns={[
        { key: 'value', header: 'Value', rowHeader: true, cell: (row) => row.label },
        { key: 'share', header: 'Share of matches', cell: (row) => <Rate rate={row.share} /> },
        { key: 'successes', header: 'Successes', cell: (row) => <Rate rate={row.successRate} /> },
      ]}
    />
  );
}

export function IdeaEvidenceView({ evidence }: { evidence: IdeaEvidence }) {
  if (evidence.matched === 0) {
    return <p className="text-sm">None of our published case studies matches these words, so there is no evidence to show. Try describing the idea with other words.</p>;
  }
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p>
        <strong>{evidence.matched}</strong> published case studies in our database match this idea. Successes among them: <Rate rate={evidence.successRate} />.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <StudyList title="Most similar successes" studies={evidence.successes} empty="No matching success." />
        <StudyList title="Most similar failures" studies={evidence.failures} empty="No matching failure." />
      </div>
      <div>
        <h4 className="font-semibold">Monthly revenue and starting costs</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <SpreadLine label="Revenue of the successes" value={evidence.revenue.successes} />
          <SpreadLine label="Revenue of the failures" value={evidence.revenue.failures} />
          <SpreadLine label="Starting costs of the successes" value={evidence.startingCosts.successes} />
          <SpreadLine label="Starting costs of the failures" value={evidence.startingCosts.failures} />
        </ul>
      </div>
      <BreakdownTable caption="Business models" rows={evidence.businessModels} />
      <BreakdownTable caption="Growth channels" rows={evidence.growthChannels} />
      <div>
        <h4 className="font-semibold">Warning signs that preceded the failures</h4>
        {evidence.warningSigns.length === 0 ? (
          <p className="text-muted-foreground">No sign was more common among the failures than among the successes.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {evidence.warningSigns.map((sign) => (
              <li key={`${sign.source}:${sign.text}`}>
                <span className="font-medium">{sign.text}</span>
                {sign.source === 'failure_tag' ? ' (tag)' : ' (failure signal of a linked tactic)'}: in <Rate rate={sign.failures} /> failures, <Rate rate={sign.successes} /> successes
              </li>
            ))}
          </ul>
        )}
        {evidence.lessons.length > 0 && (
          <ul className="mt-2 space-y-1">
            {evidence.lessons.map((lesson) => (
              <li key={lesson.id}>
                “{lesson.lesson}” —{' '}
                <Link to={caseStudyPath(lesson.id)} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                  {lesson.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function RemixEvidenceView({ evidence, conceptA, conceptB }: { evidence: RemixEvidence; conceptA: string; conceptB: string }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p>
        “{conceptA}” matches {evidence.a.matched} published case studies (successes: <Rate rate={evidence.a.successRate} />); “{conceptB}” matches {evidence.b.matched}{' '}
        (successes: <Rate rate={evidence.b.successRate} />). {evidence.overlap.length} match both.
      </p>
      <div>
        <h4 className="font-semibold">Candidate ideas</h4>
        {evidence.candidates.length === 0 ? (
          <p className="text-muted-foreground">No business model produced a success for both concepts in our data, so we propose no combination.</p>
        ) : (
          <ol className="mt-1 list-decimal space-y-2 pl-5">
            {evidence.candidates.map((candidate) => (
              <li key={candidate.businessModel}>
                <span className="font-medium">{candidate.title}</span>
                <br />
                Successes with this model: <Rate rate={candidate.successesA} /> of “{conceptA}” matches, <Rate rate={candidate.successesB} /> of “{conceptB}” matches.
                {candidate.examples.length > 0 && (
                  <>
                    {' '}
                    For example:{' '}
                    {candidate.examples.map((example, index) => (
                      <span key={example.id}>
                        {index > 0 && ', '}
                        <Link to={caseStudyPath(example.id)} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                          {example.title}
                        </Link>
                      </span>
                    ))}
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {evidence.sharedChannels.length > 0 && (
        <p>
          Channels that worked for both:{' '}
          {evidence.sharedChannels.map((channel, index) => (
            <span key={channel.key}>
              {index > 0 && '; '}
              {channel.label} (<Rate rate={channel.successesA} /> and <Rate rate={channel.successesB} />)
            </span>
          ))}
        </p>
      )}
      <StudyList title="Studies matching both concepts" studies={evidence.overlap} empty="No study matches both concepts." />
    </div>
  );
}
