import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CaseStudyCard } from '#web/entities/case-study/ui/case-study-card.tsx';
import { tacticCategoryLabel } from '#web/entities/tactic/model/labels.ts';
import { TacticCard } from '#web/entities/tactic/ui/tactic-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { cn } from '#web/lib/cn.ts';
import { useBrowserCaseStudies } from '../api/browser-case-studies.ts';
import { useBrowserTactics } from '../api/browser-tactics.ts';
import { useContentFacets, useContentStats } from '../api/content-summary.ts';
import { EMPTY_SEARCH, type AppliedSearch } from '../lib/search-state.ts';
import { SearchControls } from './search-controls.tsx';
import { StatCards } from './stat-cards.tsx';

/**
 * The dashboard block of the signed-in home: content counts, then the newest case studies and
 * tactics with search and filter chips. Its failures are silent: logged, with empty lists.
 */
export function ContentBrowser({ className }: { className?: string }) {
  const stats = useContentStats();
  const facets = useContentFacets();
  const [tab, setTab] = useState<'case-studies' | 'tactics'>('case-studies');

  return (
    <section aria-labelledby="content-browser-title" className={cn('flex flex-col gap-6', className)}>
      <div>
        <h2 id="content-browser-title" className="text-2xl font-bold tracking-tight">
          Explore the library
        </h2>
        <p className="mt-1 text-muted-foreground">The newest case studies and growth tactics, with search and filters.</p>
      </div>
      <StatCards stats={stats.data} loading={stats.isPending} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="case-studies" className="px-4 whitespace-nowrap">
            Case Studies
          </TabsTrigger>
          <TabsTrigger value="tactics" className="px-4 whitespace-nowrap">
            Growth Tactics
          </TabsTrigger>
        </TabsList>
        {/* Both panels stay mounted so each keeps its search while the other tab is shown. */}
        <TabsContent value="case-studies" forceMount className="data-[state=inactive]:hidden">
          <CaseStudiesPanel regions={facets.data?.regions ?? []} />
        </TabsContent>
        <TabsContent value="tactics" forceMount className="data-[state=inactive]:hidden">
          <TacticsPanel categories={facets.data?.categories ?? []} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function CaseStudiesPanel({ regions }: { regions: string[] }) {
  const [search, setSearch] = useState<AppliedSearch>(EMPTY_SEARCH);
  const list = useBrowserCaseStudies(search);
  const items = list.data?.items ?? [];
  const moreHref = search.text ? `/case-studies?${new URLSearchParams({ q: search.text }).toString()}` : '/case-studies';
  return (
    <div className="flex flex-col gap-5">
      <SearchControls
        label="Search case studies"
        placeholder="Search case studies..."
        chipsLabel="Regions"
        options={regions.map((region) => ({ value: region, label: region }))}
        onSearch={setSearch}
      />
      <Results
        loading={list.isPending}
        refreshing={list.isPlaceholderData}
        empty={items.length === 0}
        emptyText="No case studies to show."
      >
        {items.map((study) => (
          <li key={study.id} className="flex">
            <CaseStudyCard study={study} look="tile" highlights={study.highlights} />
          </li>
        ))}
      </Results>
      {items.length > 0 && (
        <Button asChild variant="outline" className="self-start">
          <Link to={moreHref}>
            Browse all case studies
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}

function TacticsPanel({ categories }: { categories: string[] }) {
  const [search, setSearch] = useState<AppliedSearch>(EMPTY_SEARCH);
  const list = useBrowserTactics(search);
  const items = list.data?.items ?? [];
  return (
    <div className="flex flex-col gap-5">
      <SearchControls
        label="Search growth tactics"
        placeholder="Search growth tactics..."
        chipsLabel="Categories"
        options={categories.map((category) => ({ value: category, label: tacticCategoryLabel(category) }))}
        onSearch={setSearch}
      />
      <Results loading={list.isPending} refreshing={list.isPlaceholderData} empty={items.length === 0} emptyText="No growth tactics to show.">
        {items.map((tactic) => (
          <li key={tactic.id} className="flex">
            <TacticCard tactic={tactic} highlights={tactic.highlights} />
          </li>
        ))}
      </Results>
    </div>
  );
}

function Results({
  loading,
  refreshing,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  refreshing: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) return <Spinner showLabel label="Loading content..." className="min-h-48" />;
  if (empty) return <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul aria-busy={refreshing} className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', refreshing && 'opacity-60')}>
      {children}
    </ul>
  );
}
