import { formatMetricName, formatMetricValue, formatUsd } from '#shared/domain/metrics.ts';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { businessModelLabel, customerTypeLabel, fundingLabel, growthChannelLabel } from '../lib/labels.ts';

type Row = { label: string; value: string | null };

const count = new Intl.NumberFormat('en-US');

export function businessMetricRows(study: CaseStudyDetail): Row[] {
  return [
    { label: 'Monthly revenue', value: `${formatUsd(study.monthlyRevenue)}/mo` },
    { label: 'Monthly profit', value: study.monthlyProfit === null ? null : `${formatUsd(study.monthlyProfit)}/mo` },
    { label: 'Gross margin', value: study.grossMarginPercent === null ? null : `${study.grossMarginPercent}%` },
    { label: 'Starting costs', value: formatUsd(study.startingCosts) },
    { label: 'Founders', value: count.format(study.founderCount) },
    { label: 'Employees', value: count.format(study.employeeCount) },
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
  const rows = businessMetricRows(study).filter((row): row is { label: string; value: string } => Boolean(row.value));
  const snapshot = Object.entries(study.metricsSnapshot);
  return (
    <section aria-labelledby="business-metrics" className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 id="business-metrics" className="text-lg font-semibold">
        Business Metrics
      </h2>
      <dl className="mt-4 divide-y divide-border text-sm">
        {rows.map((row) => (
          <MetricRow key={row.label} label={row.label} value={row.value} />
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
    </section>
  );
}

function MetricRow({ label, value, capitalize = false }: { label: string; value: string; capitalize?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={capitalize ? 'text-muted-foreground first-letter:uppercase' : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}
