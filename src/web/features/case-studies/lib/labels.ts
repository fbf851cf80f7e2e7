import { CAPITAL_OPTIONS, CUSTOMER_TYPE_OPTIONS } from '#shared/filter-options.ts';
import { optionLabel } from '#web/entities/case-study/model/labels.ts';

export const fundingLabel = (value: string | null | undefined) => optionLabel(CAPITAL_OPTIONS, value);
export const customerTypeLabel = (value: string | null | undefined) => optionLabel(CUSTOMER_TYPE_OPTIONS, value);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "January 16, 2024"; null for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
