import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { filterRecommendations, isFiltering, type RecommendationFilters } from '../lib/filter.ts';

/** The recommendations block (member-area §2, §9); a signed-out visitor is asked to sign in. */
export function RecommendationsBlock({ isSignedIn }: { isSignedIn: boolean }) {
  const recommendations = useQuery({
    queryKey: ['me', 'recommendations'],
    enabled: isSignedIn,
    queryFn: ({ signal }) => apiFetch<Recommendations>('/me/recommendations', { signal }),
  });
  const [filters, setFilters] = useState<RecommendationFilters>({ query: '', type: 'all', sort: 'relevance' });

  if (!isSignedIn) {
    return (
      <Card className="p-6 text-center">
        <h2 className="text-xl font-semibold">Sign In for Personalized Recommendations</h2>
        <Button asChild className="mt-4">
          <Link to="/auth">Sign In</Link>
        </Button>
      </Card>
    );
  }

  const items = recommendations.data ? filterRecommendations(recommendations.data.items, filters) : [];
  const interests = recommendations.data?.interests;
  return (
    <section aria-labelledby="recommendations-title" className="grid gap-4">
      <h2 id="recommendations-title" className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles className="size-5 text-brand-600" aria-hidden="true" /> Recommended for you
      </h2>
      {interests && (interests.regions.length > 0 || interests.categories.length > 0) && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Your Interests</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {[...interests.regions, ...interests.categories].map((i) => (
              <span key={i} className="rounded-full bg-muted px-3 py-1 text-sm">
                {i}
              </span>
            ))}
          </CardContent>
        </Card>
      )}
      <div className="flex flex-wrap gap-2">
        <Input aria-label="Search recommendations" placeholder="Search recommendations..." value={filters.query} onChange={(e) => setFilters({ ...filters, query: e.target.value })} className="w-auto min-w-0 flex-1" />
        <Select aria-label="Content type" className="w-auto" value={filters.type} onChange={(e) => setFilters({ ...filters, type: e.target.value as RecommendationFilters['type'] })}>
          <option value="all">All Content</option>
          <option value="case_study">Case Studies</option>
          <option value="tactic">Tactics</option>
        </Select>
        <Select aria-label="Sort by" className="w-auto" value={filters.sort} onChange={(e) => setFilters({ ...filters, sort: e.target.value as RecommendationFilters['sort'] })}>
          <option value="relevance">Relevance</option>
          <option value="title">Title</option>
        </Select>
      </div>
      {recommendations.isPending ? (
        <Spinner label="Loading recommendations..." />
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <p className="font-medium">No recommendations found</p>
          {isFiltering(filters) ? (
            <p className="text-sm text-muted-foreground">Try adjusting your filters or search query.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">Start engaging with content to get personalized recommendations!</p>
              <Button asChild className="mt-4">
                <Link to="/">Explore Content</Link>
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.href} className="flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-4 hover:bg-muted">
                <span className="text-xs font-medium text-muted-foreground">{item.type === 'case_study' ? 'Case Study' : 'Tactic'}</span>
                <span className="font-semibold">{item.title}</span>
                <span className="text-sm text-brand-700 dark:text-brand-200">{item.reason}</span>
                <span className="mt-auto flex flex-wrap gap-1">
                  {(item.type === 'case_study' ? item.regionTags : item.category ? [item.category] : []).map((t) => (
                    <span key={t} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                      {t}
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
