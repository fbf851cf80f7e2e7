import { TriangleAlert } from 'lucide-react';
import type { CaseStudyComparison, ComparisonDimension } from '#shared/schemas/comparison.ts';
import { Card } from './ui/card.tsx';
import { DataTable } from './ui/data-table.tsx';

const DIMENSION_TITLES: Record<ComparisonDimension, string> = {
  growthChannel: 'Primary growth channel',
  businessModel: 'Business model',
  capital: 'Capital',
  teamSize: 'Team size',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const money = (value: number | null) => (value === null ? '—' : usd.format(value));
const share = (value: number | null) => (value === null ? '—' : `${value}%`);

function Share({ side }: { side: { share: number | null; count: number } }) {
  return (
    <>
      {share(side.share)} <span className="text-muted-foreground">({side.count})</span>
    </>
  );
}

/**
 * Successes beside failures with their base rates (PRODUCT §14): what share of each side used a
 * channel, model, capital or team size, median revenue and starting costs, and every sample size.
 */
export function SuccessFailureComparison({ comparison }: { comparison: CaseStudyComparison }) {
  const { success, failure, minSample } = comparison;
  const small = (n: number) => n < minSample;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['Successes', success, 'text-emerald-700 dark:text-emerald-300'],
            ['Failures', failure, 'text-rose-700 dark:text-rose-300'],
          ] as const
        ).map(([title, side, tone]) => (
          <Card key={title} className="p-5">
            <h3 className={`text-lg font-semibold ${tone}`}>{title}</h3>
            <p className="text-sm text-muted-foreground">
              {side.count} case {side.count === 1 ? 'study' : 'studies'}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Median monthly revenue</dt>
                <dd className="text-lg font-semibold tabular-nums">{money(side.medianMonthlyRevenue)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Median starting costs</dt>
                <dd className="text-lg font-semibold tabular-nums">{money(side.medianStartingCosts)}</dd>
              </div>
            </dl>
            {small(side.count) && (
              <p className="mt-3 flex items-center gap-1.5 text-xs text-amber-700 dark:text-amber-300">
                <TriangleAlert className="size-3.5" aria-hidden="true" />
                Fewer than {minSample} case studies: too small a sample to mean much.
              </p>
            )}
          </Card>
        ))}
      </div>
      {comparison.dimensions
        .filter((d) => d.rows.length > 0)
        .map((d) => (
          <section key={d.dimension} aria-labelledby={`compare-${d.dimension}`}>
            <h3 id={`compare-${d.dimension}`} className="mb-2 font-semibold">
              {DIMENSION_TITLES[d.dimension]}
            </h3>
            <DataTable
              caption={`${DIMENSION_TITLES[d.dimension]}: successes beside failures`}
              rows={d.rows}
              rowKey={(row) => row.value}
              empty="No case study says."
              columns={[
                { key: 'value', header: DIMENSION_TITLES[d.dimension], rowHeader: true, cell: (row) => row.label },
                { key: 'success', header: `Successes (n = ${success.count})`, className: 'text-right tabular-nums', cell: (row) => <Share side={row.success} />, sortValue: (row) => row.success.share ?? -1 },
                { key: 'failure', header: `Failures (n = ${failure.count})`, className: 'text-right tabular-nums', cell: (row) => <Share side={row.failure} />, sortValue: (row) => row.failure.share ?? -1 },
              ]}
            />
          </section>
        ))}
    </div>
  );
}
