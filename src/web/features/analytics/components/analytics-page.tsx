import { useQuery } from '@tanstack/react-query';
import { BarChart3, BookOpen, Heart, RotateCw, Star, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { AnalyticsOverview } from '#shared/schemas/analytics.ts';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { overviewQuery } from '../api/analytics.ts';

const number = new Intl.NumberFormat('en-US');
const KIND_LABELS = { case_study: 'Case study', tactic: 'Tactic', discussion: 'Discussion' } as const;
const CATEGORY_LABEL = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** /analytics: public figures computed from the content and the community's activity. */
export function AnalyticsPage() {
  usePageMeta({ title: 'Analytics', description: 'Public, aggregate figures about the case studies and the community.' });
  const overview = useQuery(overviewQuery());
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Analytics</h1>
      <p className="mt-2 text-muted-foreground">What the case studies and the community add up to, counted from the database.</p>
      {overview.isError ? <AnalyticsUnavailable /> : overview.data ? <Overview data={overview.data} /> : <OverviewSkeleton />}
    </div>
  );
}

function AnalyticsUnavailable() {
  return (
    <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
      <TriangleAlert className="size-8 text-amber-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Analytics Unavailable</h2>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading analytics">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

function Overview({ data }: { data: AnalyticsOverview }) {
  const { figures } = data;
  return (
    <>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={BookOpen} label="Published case studies" value={number.format(figures.publishedCaseStudies)} />
        <StatCard icon={BarChart3} label="Growth tactics" value={number.format(figures.publishedTactics)} />
        <StatCard icon={Heart} label="Total engagement" value={number.format(figures.totalEngagement)} hint="Votes, bookmarks and discussions" />
        <StatCard
          icon={Star}
          label="Average rating"
          value={figures.averageRating === null ? '--' : figures.averageRating.toFixed(1)}
          hint={`${number.format(figures.ratingCount)} ratings`}
        />
      </div>
      <Tabs defaultValue="popular" className="mt-8">
        <TabsList className="w-full max-w-xl">
          <TabsTrigger value="popular">Popular</TabsTrigger>
          <TabsTrigger value="recent">Recent</TabsTrigger>
          <TabsTrigger value="regions">Regions</TabsTrigger>
          <TabsTrigger value="categories">Categories</TabsTrigger>
        </TabsList>
        <TabsContent value="popular" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <PopularList title="Most voted case studies" items={data.popular.caseStudies} href={(id) => `/case-studies/${id}`} />
          <PopularList title="Most voted tactics" items={data.popular.tactics} href={(id) => `/tactics/${id}`} />
        </TabsContent>
        <TabsContent value="recent">
          <Card className="divide-y divide-border">
            {data.recent.map((item) => (
              <div key={`${item.kind}-${item.id}`} className="flex items-center justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <p className="text-xs text-muted-foreground">{KIND_LABELS[item.kind]}</p>
                  {item.kind === 'discussion' ? (
                    <p className="truncate font-medium">{item.title}</p>
                  ) : (
                    <Link className="block truncate font-medium hover:underline" to={item.kind === 'case_study' ? `/case-studies/${item.id}` : `/tactics/${item.id}`}>
                      {item.title}
                    </Link>
                  )}
                </div>
                <time className="shrink-0 text-xs text-muted-foreground" dateTime={item.createdAt}>
                  {new Date(item.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}
                </time>
              </div>
            ))}
          </Card>
        </TabsContent>
        <TabsContent value="regions">
          <Card className="p-5">
            <BarChart caption="Published case studies by region" valueLabel="Case studies" data={data.regions.map((r) => ({ label: r.label, value: r.count }))} />
          </Card>
        </TabsContent>
        <TabsContent value="categories">
          <Card className="p-5">
            <BarChart caption="Growth tactics by category" valueLabel="Tactics" data={data.categories.map((c) => ({ label: CATEGORY_LABEL(c.label), value: c.count }))} />
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

function PopularList({ title, items, href }: { title: string; items: AnalyticsOverview['popular']['caseStudies']; href: (id: string) => string }) {
  return (
    <Card className="min-w-0 p-5">
      <h2 className="font-semibold">{title}</h2>
      <ol className="mt-3 flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={item.id} className="flex items-baseline gap-3">
            <span className="w-5 text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
            <Link to={href(item.id)} className="line-clamp-2 min-w-0 flex-1 font-medium hover:underline">
              {item.title}
            </Link>
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
              {item.voteCount} votes · {item.averageRating.toFixed(1)}★
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
