const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A metric name for display: underscores shown as spaces. */
export function formatMetricName(name: string): string {
  return name.replaceAll('_', ' ');
}

/**
 * A metric value for display (member-area §9): names containing mrr or ltv are dollars with
 * grouping, names containing count are grouped numbers, anything else as it is.
 */
export function formatMetricValue(name: string, value: unknown): string {
  const lower = name.toLowerCase();
  const numeric = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isFinite(numeric)) {
    if (lower.includes('mrr') || lower.includes('ltv')) return dollars.format(numeric);
    if (lower.includes('count')) return grouped.format(numeric);
  }
  return value === null || value === undefined ? '—' : String(value);
}

/** Whole dollars with grouping, e.g. $12,500. */
export function formatUsd(value: number): string {
  return dollars.format(value);
}

export const REVENUE_NOT_SHARED = 'Revenue not shared';

/** A monthly revenue as "$12,000/mo", or null when none was given (a member's submission). */
export function formatMonthlyRevenue(value: number | null): string | null {
  return value === null ? null : `${formatUsd(value)}/mo`;
}

/** An average rating shown to one decimal. */
export function formatAverageRating(value: number | string | null | undefined): string {
  const numeric = Number(value ?? 0);
  return Number.isFinite(numeric) ? numeric.toFixed(1) : '0.0';
}
