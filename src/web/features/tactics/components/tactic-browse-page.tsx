import { useId } from 'react';
import { TACTIC_CATEGORIES } from '#shared/constants.ts';
import type { FilterOption } from '#shared/filters.ts';
import type { TacticSort } from '#shared/schemas/content.ts';
import { BrowseEmptyState, BrowseLoadError, PastLastPage } from '#web/components/browse-notices.tsx';
import { tacticCategoryLabel } from '#web/entities/tactic/model/labels.ts';
import { TacticCard } from '#web/entities/tactic/ui/tactic-card.tsx';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { ToggleChip } from '#web/components/toggle-chip.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useTacticList } from '../api/tactic-list.ts';
import { useTacticBrowseState } from '../hooks/use-tactic-browse-state.ts';
import { tacticShowingText } from '../lib/tactic-browse-params.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const BEST_MATCH = '';
const SORT_OPTIONS: readonly FilterOption[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'most_voted', label: 'Most upvoted' },
];

/** /tactics: search, category chips, sort and pages, all kept in the URL. */
export function TacticBrowsePage() {
  const browse = useTacticBrowseState();
  const { state } = browse;
  const list = useTacticList(state);
  const data = list.data;
  const chipsId = useId();
  const filtered = state.categories.length > 0 || Boolean(state.q);
  // A search without a chosen order lists the best match first; a plain list, the newest.
  const sortValue = state.sort ?? (state.q ? BEST_MATCH : 'newest');
  const sortOptions = state.q ? [{ value: BEST_MATCH, label: 'Best match' }, ...SORT_OPTIONS] : SORT_OPTIONS;
  const summary = data ? tacticShowingText({ page: data.page, pageSize: data.pageSize, total: data.total, shown: data.items.length }) : null;
  const retry = () => void list.refetch();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Playbook</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Growth Tactics</h1>
        <p className="mt-3 text-muted-foreground sm:text-lg">
          Proven ways to win, activate and keep customers, each with the signals that show it is working and the signs that it is not.
        </p>
      </header>

      <TitledSection id="results-title" title="Results" titleClassName="sr-only" className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchForm key={state.q ?? ''} query={state.q ?? ''} onSearch={browse.setSearch} formLabel="Search tactics" />
          <FilterSelect
            label="Sort by"
            hideLabel
            className="sm:min-w-44"
            value={sortValue}
            options={sortOptions}
            onChange={(value) => browse.setSort(value === BEST_MATCH ? undefined : (value as TacticSort))}
          />
        </div>

        <div role="group" aria-labelledby={chipsId} className="flex flex-wrap items-center gap-2">
          <span id={chipsId} className="mr-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Category
          </span>
          {TACTIC_CATEGORIES.map((category) => (
            <ToggleChip key={category} selected={state.categories.includes(category)} onToggle={() => browse.toggleCategory(category)}>
              {tacticCategoryLabel(category)}
            </ToggleChip>
          ))}
          {filtered && (
            <Button variant="ghost" size="sm" onClick={browse.clear}>
              Clear all filters
            </Button>
          )}
        </div>

        <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {summary}
        </p>

        {list.isPending ? (
          <TacticGridSkeleton />
        ) : list.isError && !data ? (
          <BrowseLoadError what="tactics" onRetry={retry} retrying={list.isFetching} />
        ) : data && data.total === 0 ? (
          <BrowseEmptyState title="No tactics found" hint="Try different search words, or choose fewer categories to see more tactics." onClear={browse.clear} />
        ) : data && data.items.length === 0 ? (
          <PastLastPage onFirstPage={() => browse.setPage(1)} />
        ) : data ? (
          <>
            {list.isError && <BrowseLoadError what="tactics" onRetry={retry} retrying={list.isFetching} />}
            <ul
              aria-busy={list.isPlaceholderData}
              className={cn('grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3', list.isPlaceholderData && 'opacity-60')}
            >
              {data.items.map((tactic) => (
                <li key={tactic.id} className="flex">
                  <TacticCard tactic={tactic} highlights={tactic.highlights} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pageCount={data.pageCount} onPageChange={browse.setPage} />
          </>
        ) : null}
      </TitledSection>
    </div>
  );
}

function TacticGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status">
      <span className="sr-only">Loading tactics...</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
