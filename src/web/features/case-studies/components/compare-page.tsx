import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CaseStudyComparison } from '#shared/schemas/comparison.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { SuccessFailureComparison } from '#web/components/success-failure-comparison.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { caseStudyKeys } from '#web/entities/case-study/api/query-keys.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { activeFilterCount, parseBrowseParams, toApiQuery, toBrowseParams } from '../lib/browse-params.ts';

/** /case-studies/compare?<browse filters>: successes against failures for the same filters. */
export function ComparePage() {
  usePageMeta({ title: 'Successes vs Failures', description: 'Base rates of successes against failures for any set of case-study filters.' });
  const [params] = useSearchParams();
  const state = useMemo(() => parseBrowseParams(params), [params]);
  const apiQuery = toApiQuery({ ...state, page: 1 });
  const comparison = useQuery({ queryKey: caseStudyKeys.compare(apiQuery), queryFn: () => apiFetch<CaseStudyComparison>(`/case-studies/compare?${apiQuery}`) });
  const filters = activeFilterCount(state) + (state.q ? 1 : 0);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={`/case-studies?${toBrowseParams(state).toString()}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the case studies
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Successes vs Failures</h1>
      <p className="mt-2 text-muted-foreground">
        {filters > 0 ? 'For the case studies your filters match' : 'For every published case study'}: how often the successes and the failures used each channel, model,
        capital and team size, with the sample behind every figure. Base rates describe the past; they do not predict a single company.
      </p>
      <div className="mt-8">
        {comparison.isError ? (
          <p role="alert" className="text-muted-foreground">
            The comparison could not be loaded. Please try again.
          </p>
        ) : comparison.data ? (
          <SuccessFailureComparison comparison={comparison.data} />
        ) : (
          <Skeleton className="h-64 rounded-xl" />
        )}
      </div>
    </div>
  );
}
