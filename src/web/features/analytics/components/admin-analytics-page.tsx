import { useQuery } from '@tanstack/react-query';
import { BadgePercent, DollarSign, Download, Repeat, TrendingDown, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ANALYTICS_RANGES, ANALYTICS_RANGE_LABELS, type AdminAnalyticsRange } from '#shared/domain/analytics-math.ts';
import { TrendChart } from '#web/components/charts/trend-chart.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { adminAnalyticsQuery, adminExportHref } from '../api/analytics.ts';
import { ContentTable, number, percent } from './content-table.tsx';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** /admin/analytics: member and content figures for staff; billing figures only when the server includes them. */
export function AdminAnalyticsPage() {
  const [range, setRange] = useState<AdminAnalyticsRange>('30d');
  const query = useQuery(adminAnalyticsQuery(range));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Platform Analytics"
        intro="Members, conversion and content, counted from real activity and billing."
        actions={
        <div className="flex items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Time range
            <Select className="w-auto" value={range} onChange={(event) => setRange(event.target.value as AdminAnalyticsRange)}>
              <SelectOptions values={ADMIN_ANALYTICS_RANGES} labels={ANALYTICS_RANGE_LABELS} />
            </Select>
          </label>
          <Button asChild variant="outline">
            <a href={adminExportHref(range)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
        }
      />
      {query.isError ? (
        <div role="alert" className="mt-8 flex items-center gap-3 text-muted-foreground">
          These figures could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : !query.data ? (
        <Skeleton className="mt-8 h-96 rounded-xl" />
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard icon={Users} label="Active members" value={number.format(query.data.activeMembers)} hint="Signed-in members with any activity" />
            <StatCard icon={UserPlus} label="Sign-ups" value={number.format(query.data.signUps)} />
            <StatCard
              icon={BadgePercent}
              label="Conversion to paid"
              value={percent(query.data.paidConversion)}
              hint={`${number.format(query.data.convertedSignUps)} of ${number.format(query.data.signUps)} sign-ups of the range paid; ${number.format(query.data.newPaidMembers)} new paid ${query.data.newPaidMembers === 1 ? 'member' : 'members'} in all`}
            />
            {query.data.financials && (
              <>
                <StatCard icon={DollarSign} label="MRR" value={dollars.format(query.data.financials.mrrCents / 100)} hint="Annual plans at a twelfth; lifetime purchases excluded" />
                <StatCard icon={Repeat} label="Active subscriptions" value={number.format(query.data.financials.activeSubscriptions)} />
                <StatCard
                  icon={TrendingDown}
                  label="Churn"
                  value={percent(query.data.financials.churn)}
                  hint={`${number.format(query.data.financials.endedInRange)} ended of ${number.format(query.data.financials.subscriptionsAtStart)} active at the start`}
                />
              </>
            )}
          </div>
          <Card className="p-5">
            <h2 className="mb-2 font-semibold">Daily trend</h2>
            <TrendChart
              caption={`Active members and sign-ups per day, ${query.data.from} to ${query.data.to}`}
              data={query.data.trend}
              series={[
                { key: 'activeUsers', label: 'Active members', color: 'var(--color-brand-500)' },
                { key: 'signUps', label: 'Sign-ups', color: '#f59e0b' },
              ]}
            />
          </Card>
          <Card className="overflow-hidden">
            <h2 className="p-5 pb-3 font-semibold">Most-read content</h2>
            <ContentTable caption="Most-read content" items={query.data.mostRead} />
          </Card>
        </div>
      )}
    </div>
  );
}
