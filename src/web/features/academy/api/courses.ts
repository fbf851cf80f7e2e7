import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Syllabus, SyllabusWeek, SyllabusWeekWrite } from '#shared/academy-syllabus.ts';
import type { CourseDetail, CourseList, LearningPath } from '#shared/schemas/academy.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Keyed by the viewer: locked flags and progress depend on who asks. */
export const coursesQueryOptions = (viewerId: string | null) =>
  queryOptions({ queryKey: ['courses', viewerId], queryFn: ({ signal }) => apiFetch<CourseList>('/courses', { signal }) });

export const courseQueryOptions = (slug: string, viewerId: string | null) =>
  queryOptions({ queryKey: ['courses', viewerId, slug], queryFn: ({ signal }) => apiFetch<CourseDetail>(`/courses/${encodeURIComponent(slug)}`, { signal }) });

export const useCourses = (viewerId: string | null) => useQuery(coursesQueryOptions(viewerId));
export const useCourse = (slug: string, viewerId: string | null) => useQuery(courseQueryOptions(slug, viewerId));

type CourseAction = { kind: 'start' } | { kind: 'complete' | 'uncomplete'; moduleId: string } | { kind: 'rate'; rating: number };

function request(slug: string, action: CourseAction): Promise<CourseDetail> {
  const base = `/courses/${encodeURIComponent(slug)}`;
  switch (action.kind) {
    case 'start':
      return apiFetch(`${base}/enrollment`, { method: 'POST' });
    case 'complete':
      return apiFetch(`${base}/modules/${action.moduleId}/completion`, { method: 'PUT' });
    case 'uncomplete':
      return apiFetch(`${base}/modules/${action.moduleId}/completion`, { method: 'DELETE' });
    case 'rate':
      return apiFetch(`${base}/rating`, { method: 'PUT', json: { rating: action.rating } });
  }
}

/** Starts, completes, un-completes or rates; the answer is the course as it now is. */
export function useCourseAction(slug: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CourseAction) => request(slug, action),
    onSuccess: (course) => {
      queryClient.setQueryData(courseQueryOptions(slug, viewerId).queryKey, course);
      void queryClient.invalidateQueries({ queryKey: ['courses', viewerId], exact: true });
      void queryClient.invalidateQueries({ queryKey: ['me', 'learning-path'] });
    },
  });
}

export const learningPathQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: ['me', 'learning-path', viewerId], queryFn: ({ signal }) => apiFetch<LearningPath>('/me/learning-path', { signal }), staleTime: 0 });

export const useLearningPath = (viewerId: string, enabled: boolean) => useQuery({ ...learningPathQueryOptions(viewerId), enabled });

export function usePathCaseStudy(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      apiFetch<LearningPath>(`/me/learning-path/case-studies/${id}`, { method: done ? 'PUT' : 'DELETE' }),
    onSuccess: (path) => queryClient.setQueryData(learningPathQueryOptions(viewerId).queryKey, path),
  });
}

export const syllabusQueryOptions = () => queryOptions({ queryKey: ['academy-syllabus'], queryFn: ({ signal }) => apiFetch<Syllabus>('/academy/syllabus', { signal }) });
export const useSyllabus = () => useQuery(syllabusQueryOptions());

/** Saves one week (editors, administrators and super_admins) and puts it into the cached syllabus. */
export function useSaveSyllabusWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ week, ...body }: SyllabusWeekWrite & { week: number }) => apiFetch<SyllabusWeek>(`/admin/academy/syllabus/${week}`, { method: 'PUT', json: body }),
    onSuccess: (saved) =>
      client.setQueryData<Syllabus>(['academy-syllabus'], (current) => current && { weeks: current.weeks.map((week) => (week.week === saved.week ? saved : week)) }),
  });
}
