import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#shared/filters.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSearchResults } from '../api/search.ts';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { trackSearch } from '#web/lib/analytics/tracker.ts';
import { SearchResults } from './search-results.tsx';

/** /search?q=...: case studies and growth tactics matching the text. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const search = useSearchResults(query);
  const results = search.data;
  const nothing = results && results.caseStudyTotal === 0 && results.tacticTotal === 0 && results.ideaTotal === 0;
  useEffect(() => {
    if (query) trackSearch(query);
  }, [query]);

  usePageMeta({
    title: query ? `Search results for “${query}”` : 'Search',
    description: "Search Flightdeck's case studies, growth tactics and ideas.",
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <p className="mt-2 text-muted-foreground">Find case studies and growth tactics by company, problem, idea or channel.</p>
      <div className="mt-6">
        <SearchForm
          key={query}
          query={query}
          onSearch={(q) => void navigate(`/search?${new URLSearchParams({ q }).toString()}`)}
          formLabel="Search Flightdeck"
          inputLabel="Search case studies and growth tactics"
          placeholder="Search case studies and growth tactics..."
          size="lg"
          requireText
        />
      </div>

      <div className="mt-10" aria-live="polite">
        {!query ? (
          <p className="text-muted-foreground">Type what you are looking for and press Enter.</p>
        ) : search.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Searching...</span>
            <Skeleton className="h-7 w-48" />
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        ) : search.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-12 text-center">
            <TriangleAlert className="size-8 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            <p className="font-medium">The search could not be completed.</p>
            <Button onClick={() => void search.refetch()} disabled={search.isFetching}>
              <RotateCw className={search.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : nothing ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
            <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-semibold">No results for “{query}”</h2>
            <p className="max-w-md text-muted-foreground">Check the spelling, or try a shorter or more general word, such as a business model or a channel.</p>
          </div>
        ) : results ? (
          <SearchResults results={results} />
        ) : null}
      </div>
    </div>
  );
}
