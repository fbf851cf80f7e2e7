import { useQuery } from '@tanstack/react-query';
import { Activity, Download, Eye, Gauge, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, type AnalyticsRange } from '#shared/domain/analytics-math.ts';
import type { ContentPerformance, PlatformMetrics } from '#shared/schemas/analytics.ts';
import { TrendChart } from '#web/components/charts/trend-chart.tsx';
import { LockedPrompt } from '#web/components/locked-prompt.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { SuccessFailureComparison } from '#web/components/success-failure-comparison.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { baseRatesQuery, contentPerformanceQuery, exportHref, platformMetricsQuery } from '../api/analytics.ts';
import { ContentTable, number } from './content-table.tsx';

const RANGES = Object.keys(ANALYTICS_RANGES) as AnalyticsRange[];

/** /advanced-analytics for signed-in members: content performance, platform metrics and base rates. */
export function AdvancedAnalyticsPage({ canExport }: { canExport: boolean }) {
  usePageMeta({ title: 'Advanced Analytics', description: 'Content performance, platform metrics and success predictions.' });
  const [range, setRange] = useState<AnalyticsRange>('7d');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Advanced Analytics</h1>
          <p className="mt-2 text-muted-foreground">Figures counted from what members and visitors did on Flightdeck.</p>
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Time range
          <Select
            className="w-auto"
            value={range}
            onChange={(event) => setRange(event.target.value as AnalyticsRange)}
          >
            <SelectOptions values={RANGES} labels={ANALYTICS_RANGE_LABELS} />
          </Select>
        </label>
      </div>
      <Tabs defaultValue="content" className="mt-8">
        <TabsList className="w-full max-w-xl">
          <TabsTrigger value="content">Content Performance</TabsTrigger>
          <TabsTrigger value="platform">Platform Metrics</TabsTrigger>
          <TabsTrigger value="predictions">Success Predictions</TabsTrigger>
        </TabsList>
        <TabsContent value="content">
          <ContentTab range={range} canExport={canExport} />
        </TabsContent>
        <TabsContent value="platform">
          <PlatformTab range={range} canExport={canExport} />
        </TabsContent>
        <TabsContent value="predictions">
          <PredictionsTab />
        </TabsContent>
      </Tabs>
      {!canExport && (
        <LockedPrompt className="mt-10" kind="feature_locked" feature="Data export" unlockLabel="Unlock Data Export" tier="master_builder" returnTo="/advanced-analytics" />
      )}
    </div>
  );
}

function ExportLink({ table, range, label }: { table: 'content' | 'pages' | 'platform'; range: AnalyticsRange; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={exportHref(table, range)} download>
        <Download aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

function Failed() {
  return <p role="alert" className="py-6 text-muted-foreground">These figures could not be loaded. Please try again.</p>;
}

function ContentTab({ range, canExport }: { range: AnalyticsRange; canExport: boolean }) {
  const query = useQuery(contentPerformanceQuery(range));
  if (query.isError) return <Failed />;
  if (!query.data) return <Skeleton className="h-64 rounded-xl" />;
  const data: ContentPerformance = query.data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card className="min-w-0 overflow-hidden lg:col-span-2">
        <div className="flex items-center justify-between gap-2 p-5 pb-3">
          <h2 className="font-semibold">Top content by views</h2>
          {canExport && <ExportLink table="content" range={range} label="CSV" />}
        </div>
        <ContentTable caption="Top content by views" items={data.items} withConversion />
      </Card>
      <Card className="min-w-0 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">Top pages</h2>
          {canExport && <ExportLink table="pages" range={range} label="CSV" />}
        </div>
        {data.pages.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No page views in this range.</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {data.pages.map((page) => (
              <li key={page.path} className="flex justify-between gap-3">
                <code className="truncate">{page.path}</code>
                <span className="tabular-nums text-muted-foreground">{number.format(page.views)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

function PlatformTab({ range, canExport }: { range: AnalyticsRange; canExport: boolean }) {
  const query = useQuery(platformMetricsQuery(range));
  if (query.isError) return <Failed />;
  if (!query.data) return <Skeleton className="h-64 rounded-xl" />;
  const data: PlatformMetrics = query.data;
  const growth = data.signUpGrowth === null ? 'No sign-ups in the range before' : `${data.signUpGrowth > 0 ? '+' : ''}${data.signUpGrowth}% against the range before`;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={Users} label="Active members" value={number.format(data.activeUsers)} hint="Signed-in members with any activity" />
        <StatCard icon={UserPlus} label="Sign-ups" value={number.format(data.signUps)} hint={growth} />
        <StatCard icon={Eye} label="Page views" value={number.format(data.pageViews)} />
        <StatCard icon={Gauge} label="Engagement score" value={data.engagementScore === null ? '—' : String(data.engagementScore)} hint="Engagement per 100 page views, at most 100" />
      </div>
      <Card className="p-5">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 font-semibold">
            <Activity className="size-4" aria-hidden="true" />
            Daily trend
          </h2>
          {canExport && <ExportLink table="platform" range={range} label="CSV" />}
        </div>
        <TrendChart
          caption={`Page views, active members and sign-ups per day, ${data.from} to ${data.to}`}
          data={data.trend}
          series={[
            { key: 'pageViews', label: 'Page views', color: 'var(--color-brand-500)' },
            { key: 'activeUsers', label: 'Active members', color: '#10b981' },
            { key: 'signUps', label: 'Sign-ups', color: '#f59e0b' },
          ]}
        />
      </Card>
    </div>
  );
}

function PredictionsTab() {
  const query = useQuery(baseRatesQuery());
  if (query.isError) return <Failed />;
  if (!query.data) return <Skeleton className="h-64 rounded-xl" />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Base rates from every published case study: how often successes and failures used each approach. They describe the past, with their sample sizes; they do not
        promise an outcome. <Link to="/case-studies/compare" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">Compare with your own filters</Link>.
      </p>
      <SuccessFailureComparison comparison={query.data} />
    </div>
  );
}
