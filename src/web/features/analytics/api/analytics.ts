import { queryOptions } from '@tanstack/react-query';
import type { AdminAnalyticsRange, AnalyticsRange } from '#shared/domain/analytics-math.ts';
import type { AdminAnalytics, AnalyticsOverview, ContentPerformance, PlatformMetrics } from '#shared/schemas/analytics.ts';
import type { CaseStudyComparison } from '#shared/schemas/comparison.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const overviewQuery = () => queryOptions({ queryKey: ['analytics', 'overview'], queryFn: () => apiFetch<AnalyticsOverview>('/analytics/overview'), staleTime: 30_000 });
export const contentPerformanceQuery = (range: AnalyticsRange) =>
  queryOptions({ queryKey: ['analytics', 'content', range], queryFn: () => apiFetch<ContentPerformance>(`/analytics/content?range=${range}`) });
export const platformMetricsQuery = (range: AnalyticsRange) =>
  queryOptions({ queryKey: ['analytics', 'platform', range], queryFn: () => apiFetch<PlatformMetrics>(`/analytics/platform?range=${range}`) });
/** Base rates over every published case study (no filters). */
export const baseRatesQuery = () => queryOptions({ queryKey: ['analytics', 'base-rates'], queryFn: () => apiFetch<CaseStudyComparison>('/case-studies/compare') });

export const exportHref = (table: 'content' | 'pages' | 'platform', range: AnalyticsRange) => `/api/analytics/export/${table}?range=${range}`;

export const adminAnalyticsQuery = (range: AdminAnalyticsRange) =>
  queryOptions({ queryKey: ['analytics', 'admin', range], queryFn: () => apiFetch<AdminAnalytics>(`/admin/analytics?range=${range}`) });
export const adminExportHref = (range: AdminAnalyticsRange) => `/api/admin/analytics/export?range=${range}`;
