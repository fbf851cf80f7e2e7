import { BUSINESS_MODEL_OPTIONS, GROWTH_CHANNEL_OPTIONS, type FilterOption } from '#shared/filter-options.ts';

/** The label people see for a stored value, from the same option lists as the filters. */
export function optionLabel(options: readonly FilterOption[], value: string | null | undefined): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

export const businessModelLabel = (value: string | null | undefined) => optionLabel(BUSINESS_MODEL_OPTIONS, value);
export const growthChannelLabel = (value: string | null | undefined) => optionLabel(GROWTH_CHANNEL_OPTIONS, value);
