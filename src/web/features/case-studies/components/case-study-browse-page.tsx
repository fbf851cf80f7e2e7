import { Scale, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGE_LIMIT_MESSAGE, type CaseStudySort } from '#shared/filters.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CaseStudyCard } from '#web/entities/case-study/ui/case-study-card.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '#web/components/ui/sheet.tsx';
import { cn } from '#web/lib/cn.ts';
import { useCaseStudyList } from '../api/case-study-list.ts';
import { useBrowseState } from '../hooks/use-browse-state.ts';
import { browseReturnState } from '../lib/browse-return.ts';
import { showingText, toBrowseParams, totalText } from '../lib/browse-params.ts';
import { SORT_OPTIONS } from '../lib/filter-definitions.ts';
import { BrowseEmptyState, BrowseLoadError, PastLastPage } from '#web/components/browse-notices.tsx';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { CaseStudyGridSkeleton } from './case-study-grid-skeleton.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { Pagination } from '#web/components/pagination.tsx';

/** The sidebar's filters as a GET form, which the sort joins (decision 075). */
const FILTERS_FORM = 'case-study-filters';

/** /case-studies: search, filters, sort and pages, all kept in the URL. */
export function CaseStudyBrowsePage() {
  const browse = useBrowseState();
  const { state } = browse;
  const list = useCaseStudyList(state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A study's "All case studies" link returns to this browse view, filters and page included.
  const returnState = browseReturnState(useLocation());
  const data = list.data;
  const summary = data
    ? showingText({ page: data.page, pageSize: data.pageSize, total: data.total, shown: data.items.length, capped: data.totalCapped })
    : null;

  const panel = (insetHeader: boolean, formId?: string) => (
    <FilterPanel
      state={state}
      onFilterChange={browse.setFilter}
      onClear={browse.clear}
      activeCount={browse.activeCount}
      insetHeader={insetHeader}
      formId={formId}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Flight logs</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Case Studies</h1>
        <p className="mt-3 text-muted-foreground sm:text-lg">
          Real startup success stories and failure analyses. Filter by stage, model, channel, capital and region to find the ones
          closest to your plan.
        </p>
        <Link
          to={`/case-studies/compare?${toBrowseParams({ ...state, page: 1 }).toString()}`}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Scale className="size-4" aria-hidden="true" />
          Compare successes and failures{browse.activeCount > 0 ? ' for these filters' : ''}
        </Link>
      </header>

      <div className="lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-xl border border-border bg-card p-5 shadow-sm">{panel(false, FILTERS_FORM)}</div>
        </aside>

        <section aria-labelledby="results-title" className="flex min-w-0 flex-col gap-5">
          {/* The filter panel's heading is hidden on small screens; the outline stays h1 > h2 > h3 there too. */}
          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          {browse.invalid.length > 0 && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
              {`Not applied from this link: ${browse.invalid.join('; ')}.`}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchForm key={state.q ?? ''} query={state.q ?? ''} onSearch={browse.setSearch} formLabel="Search case studies" />
            <div className="flex items-end gap-2">
              <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
                <SheetTrigger asChild>
                  <Button variant="outline" className="lg:hidden">
                    <SlidersHorizontal aria-hidden="true" />
                    Filters
                    {browse.activeCount > 0 && (
                      <>
                        <span aria-hidden="true" className="rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums">
                          {browse.activeCount}
                        </span>
                        <span className="sr-only">{`(${browse.activeCount} active)`}</span>
                      </>
                    )}
                  </Button>
                </SheetTrigger>
                <SheetContent side="left" closeLabel="Close filters">
                  <SheetTitle className="sr-only">Filter case studies</SheetTitle>
                  <SheetDescription className="sr-only">Changes apply to the results right away.</SheetDescription>
                  {panel(true)}
                  <Button className="mt-2" onClick={() => setFiltersOpen(false)}>
                    {data ? `Show ${totalText(data.total, data.totalCapped)} ${data.total === 1 && !data.totalCapped ? 'result' : 'results'}` : 'Show results'}
                  </Button>
                </SheetContent>
              </Sheet>
              <FilterSelect
                label="Sort by"
                hideLabel
                className="min-w-40 flex-1 sm:flex-none"
                value={state.sort}
                options={SORT_OPTIONS}
                name="sort"
                form={FILTERS_FORM}
                onChange={(value) => browse.setSort(value as CaseStudySort)}
              />
            </div>
          </div>

          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {summary}
          </p>

          {list.isPending ? (
            <CaseStudyGridSkeleton />
          ) : list.isError && !data ? (
            <BrowseLoadError what="case studies" onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : data && data.total === 0 ? (
            <BrowseEmptyState
              title="No case studies found"
              hint="Try different search words, or remove some filters to see more stories."
              onClear={browse.clear}
            />
          ) : data && data.items.length === 0 ? (
            <PastLastPage onFirstPage={() => browse.setPage(1)} />
          ) : data ? (
            <>
              {list.isError && <BrowseLoadError what="case studies" onRetry={() => void list.refetch()} retrying={list.isFetching} />}
              <ul
                aria-busy={list.isPlaceholderData}
                className={cn('grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3', list.isPlaceholderData && 'opacity-60')}
              >
                {data.items.map((study) => (
                  <li key={study.id} className="flex">
                    <CaseStudyCard study={study} highlights={study.highlights} linkState={returnState} />
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} pageCount={data.pageCount} onPageChange={browse.setPage} />
              {data.totalCapped && <p className="text-center text-sm text-muted-foreground">{PAGE_LIMIT_MESSAGE}.</p>}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
