import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { hasAdvancedFilters, type BrowseState, type FilterKey } from '../lib/browse-params.ts';
import { ADVANCED_FILTERS, PRIMARY_FILTERS, type FilterDefinition } from '../lib/filter-definitions.ts';
import { FilterSelect } from '#web/components/filter-select.tsx';

export type FilterPanelProps = {
  state: BrowseState;
  /** A filter's new value as the select gives it; an empty string means "no filter". */
  onFilterChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  activeCount: number;
  className?: string;
  /** Leaves room at the top right for a close button (in the phone sheet). */
  insetHeader?: boolean;
  /**
   * Makes the panel a GET form of the browse page with this id: the filters then work on the drawn
   * page before the app starts (or when it never does), and "Apply filters" sends them.
   */
  formId?: string;
};

/** Every browse filter; Starting Costs only appears for bootstrapped companies. */
export function FilterPanel({ state, onFilterChange, onClear, activeCount, className, insetHeader = false, formId }: FilterPanelProps) {
  // Open by default when a shared link already carries an advanced filter.
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedFilters(state));
  // The form goes to the page it stands on, as the search boxes do.
  const { pathname } = useLocation();
  const render = (filter: FilterDefinition) => (
    <FilterSelect
      key={filter.key}
      label={filter.label}
      value={String(state[filter.key] ?? '')}
      options={filter.options}
      name={formId ? filter.key : undefined}
      onChange={(value) => onFilterChange(filter.key, value)}
    />
  );

  const panel = (
    <div className={cn('flex flex-col gap-5', className)}>
      <div className={cn('flex min-h-9 items-center justify-between gap-2', insetHeader && 'pr-10')}>
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <SlidersHorizontal className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
          Filters
        </h2>
        {activeCount > 0 && (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onClear}>
            Clear all filters
          </Button>
        )}
      </div>
      {PRIMARY_FILTERS.filter((filter) => filter.key !== 'startingCosts' || state.capitalResources === 'bootstrapped').map(render)}
      <Collapsible.Root open={advancedOpen} onOpenChange={setAdvancedOpen} className="flex flex-col gap-5 border-t border-border pt-4">
        <Collapsible.Trigger asChild>
          <button
            type="button"
            className="-mx-2 flex items-center justify-between rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            Advanced filters
            <ChevronDown className={cn('size-4 transition-transform', advancedOpen && 'rotate-180')} aria-hidden="true" />
          </button>
        </Collapsible.Trigger>
        {/* Closed, the advanced filters stay in the page (hidden), so a form sent without the app keeps them. */}
        <Collapsible.Content forceMount hidden={!advancedOpen} className="flex flex-col gap-5">
          {ADVANCED_FILTERS.map(render)}
        </Collapsible.Content>
      </Collapsible.Root>
    </div>
  );
  if (!formId) return panel;
  return (
    // With the app, a filter applies as soon as it changes; the form is sent only without it.
    <form id={formId} method="get" action={pathname} aria-label="Filter case studies" onSubmit={(event) => event.preventDefault()}>
      {state.q && <input type="hidden" name="q" value={state.q} />}
      {panel}
      <Button type="submit" variant="outline" className="mt-5 w-full app-ready:hidden">
        Apply filters
      </Button>
    </form>
  );
}
