import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bootcamp, BootcampList } from '#shared/schemas/bootcamps.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { memberActivityKey, memberProgressKey } from '#web/lib/member-progress.ts';

// The shapes other parts of the API serve (progress, activity, submissions, learning progress).

export type Progress = {
  level: { level: number; title: string; xp: number; currentLevelXp: number; nextLevelXp: number | null; xpToNext: number | null; nextTitle: string | null; percent: number };
  activityLevel: string;
  quests: { id: string; title: string; description: string; targetCount: number; progress: number; completed: boolean; xpReward: number }[];
  recentXp: { id: string; amount: number; reason: string; createdAt: string }[];
  achievements: { key: string; title: string; description: string; earned: boolean; earnedAt: string | null; progress: number; target: number }[];
};
export type Activity = { items: { id: string; kind: string; title: string; href: string | null; createdAt: string }[] };
export type Submissions = { items: { id: string; kind: 'case_study' | 'tactic'; title: string; status: string; reviewNote: string | null; updatedAt: string; href: string | null }[] };
export type LearningProgress = { percent: number; completedModules: number; totalModules: number; next: { title: string; href: string } | null };
export type EngagementStats = { stats: { bookmarks: number; ratingsGiven: number; votesCast: number; averageRating: number | null } };

/** How often the activity tab refreshes while open (the spec's live feed). */
export const ACTIVITY_REFRESH_MS = 15_000;

export const progressQueryOptions = () => queryOptions({ queryKey: memberProgressKey, queryFn: ({ signal }) => apiFetch<Progress>('/me/progress', { signal }) });
export const submissionsQueryOptions = () => queryOptions({ queryKey: ['me', 'submissions'], queryFn: ({ signal }) => apiFetch<Submissions>('/me/submissions', { signal }) });
export const learningProgressQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'learning-progress'], queryFn: ({ signal }) => apiFetch<LearningProgress>('/me/learning-progress', { signal }) });
export const engagementStatsQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'profile', 'activity'], queryFn: ({ signal }) => apiFetch<EngagementStats>('/me/profile/activity', { signal }) });

export const useProgress = () => useQuery(progressQueryOptions());
export const useActivity = () =>
  useQuery({ queryKey: memberActivityKey, queryFn: ({ signal }) => apiFetch<Activity>('/me/activity', { signal }), refetchInterval: ACTIVITY_REFRESH_MS });
export const useSubmissions = () => useQuery(submissionsQueryOptions());
export const useLearningProgress = (enabled: boolean) => useQuery({ ...learningProgressQueryOptions(), enabled });
export const useEngagementStats = () => useQuery(engagementStatsQueryOptions());

/** The bootcamp the dashboard points to: the first one open for enrolment, else the first listed; none without bootcamps. */
export const nextBootcampQueryOptions = () => queryOptions({ queryKey: ['bootcamps', 'next'], queryFn: ({ signal }) => apiFetch<BootcampList>('/bootcamps', { signal }) });
export const useNextBootcamp = () =>
  useQuery({
    ...nextBootcampQueryOptions(),
    select: (list): Bootcamp | null => list.bootcamps.find((bootcamp) => bootcamp.canEnroll) ?? list.bootcamps[0] ?? null,
  });
