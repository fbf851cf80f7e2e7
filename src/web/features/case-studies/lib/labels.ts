import { TACTIC_CATEGORIES, type TacticCategory } from '#shared/constants.ts';
import {
  BUSINESS_MODEL_OPTIONS,
  CAPITAL_OPTIONS,
  CONTINENT_OPTIONS,
  CUSTOMER_TYPE_OPTIONS,
  GROWTH_CHANNEL_OPTIONS,
  INVOLVEMENT_OPTIONS,
  type FilterOption,
} from '#shared/filter-options.ts';

/** The label people see for a stored value, from the same option lists as the filters. */
export function optionLabel(options: readonly FilterOption[], value: string | null | undefined): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

export const businessModelLabel = (value: string | null | undefined) => optionLabel(BUSINESS_MODEL_OPTIONS, value);
export const growthChannelLabel = (value: string | null | undefined) => optionLabel(GROWTH_CHANNEL_OPTIONS, value);
export const fundingLabel = (value: string | null | undefined) => optionLabel(CAPITAL_OPTIONS, value);
export const customerTypeLabel = (value: string | null | undefined) => optionLabel(CUSTOMER_TYPE_OPTIONS, value);
export const continentLabel = (value: string | null | undefined) => optionLabel(CONTINENT_OPTIONS, value);
export const involvementLabel = (value: string | null | undefined) => optionLabel(INVOLVEMENT_OPTIONS, value);

export function categoryLabel(category: TacticCategory): string {
  return TACTIC_CATEGORIES.includes(category) ? category.charAt(0).toUpperCase() + category.slice(1) : category;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "January 16, 2024"; null for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
