import { formatMetricName, formatMetricValue, formatMonthlyRevenue, formatUsd } from '#shared/domain/metrics.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { businessModelLabel, growthChannelLabel } from '#web/entities/case-study/model/labels.ts';
import { customerTypeLabel, fundingLabel } from '../lib/labels.ts';

import type { ProvenanceFigure } from '#shared/constants.ts';
import { FigureProvenance } from '#web/components/figure-provenance.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** A figure row names the provenance group it belongs to (PRODUCT §11), shown beside it. */
type Row = { label: string; value: string | null; figure?: ProvenanceFigure };

const count = new Intl.NumberFormat('en-US');

export function businessMetricRows(study: CaseStudyDetail): Row[] {
  return [
    { label: 'Monthly revenue', value: formatMonthlyRevenue(study.monthlyRevenue), figure: 'revenue' },
    { label: 'Monthly profit', value: study.monthlyProfit === null ? null : `${formatUsd(study.monthlyProfit)}/mo`, figure: 'profit' },
    { label: 'Gross margin', value: study.grossMarginPercent === null ? null : `${study.grossMarginPercent}%`, figure: 'profit' },
    { label: 'Starting costs', value: formatUsd(study.startingCosts), figure: 'costs' },
    { label: 'Founders', value: count.format(study.founderCount), figure: 'team' },
    { label: 'Employees', value: count.format(study.employeeCount), figure: 'team' },
    { label: 'Year founded', value: study.yearFounded === null ? null : String(study.yearFounded) },
    { label: 'Country', value: study.country },
    { label: 'Business model', value: businessModelLabel(study.businessModel) },
    { label: 'Growth channel', value: growthChannelLabel(study.growthChannel) },
    { label: 'Funding', value: fundingLabel(study.fundingType) },
    { label: 'Customer type', value: customerTypeLabel(study.customerType) },
  ];
}

/** The side panel of figures: the company's profile, then its metrics snapshot. */
export function BusinessMetricsPanel({ study }: { study: CaseStudyDetail }) {
  const rows = businessMetricRows(study).filter((row): row is Row & { value: string } => Boolean(row.value));
  const snapshot = Object.entries(study.metricsSnapshot);
  return (
    <TitledSection id="business-metrics" title="Business Metrics" titleClassName="text-lg font-semibold" className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <dl className="mt-4 divide-y divide-border text-sm">
        {rows.map((row) => (
          <MetricRow key={row.label} label={row.label} value={row.value} provenance={row.figure ? study.figuresProvenance?.[row.figure] : undefined} />
        ))}
      </dl>
      {snapshot.length > 0 && (
        <>
          <h3 className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Metrics snapshot</h3>
          <dl className="mt-2 divide-y divide-border text-sm">
            {snapshot.map(([name, value]) => (
              <MetricRow key={name} label={formatMetricName(name)} value={formatMetricValue(name, value)} capitalize />
            ))}
          </dl>
        </>
      )}
    </TitledSection>
  );
}

function MetricRow({
  label,
  value,
  capitalize = false,
  provenance,
}: {
  label: string;
  value: string;
  capitalize?: boolean;
  provenance?: CaseStudyDetail['figuresProvenance'][ProvenanceFigure];
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={capitalize ? 'text-muted-foreground first-letter:uppercase' : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right font-medium tabular-nums">
        {value}
        <FigureProvenance provenance={provenance} />
      </dd>
    </div>
  );
}
