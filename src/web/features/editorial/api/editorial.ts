import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemType } from '#shared/constants.ts';
import type { CaseStudyInsertInput } from '#shared/schemas/case-study-insert.ts';
import type {
  AdminCaseList,
  AdminCaseStudy,
  AdminCaseTab,
  AdminDashboard,
  AuditPage,
  CaseStudySubmission,
  ReviewTactic,
  SaveIntent,
  SubmissionCreated,
  SubmissionDetail,
  TacticSubmission,
} from '#shared/schemas/editorial.ts';
import type { EditorialAction } from '#shared/domain/editorial.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const kindPath = (kind: ItemType) => (kind === 'case_study' ? 'case-study' : 'tactic');

export const submitCaseStudy = (input: CaseStudySubmission) => apiFetch<SubmissionCreated>('/submissions/case-studies', { method: 'POST', json: input });
export const submitTactic = (input: TacticSubmission) => apiFetch<SubmissionCreated>('/submissions/tactics', { method: 'POST', json: input });

export const submissionQueryOptions = (kind: ItemType, id: string) =>
  queryOptions({ queryKey: ['submission', kind, id], queryFn: ({ signal }) => apiFetch<SubmissionDetail>(`/me/submissions/${kindPath(kind)}/${id}`, { signal }) });

export const resubmit = (kind: ItemType, id: string, input: (CaseStudySubmission | TacticSubmission) & { version: number }) =>
  apiFetch<SubmissionDetail>(`/me/submissions/${kindPath(kind)}/${id}`, { method: 'PUT', json: input });

export function useAdminCases(params: { q: string; status: AdminCaseTab; page: number }) {
  const search = new URLSearchParams({ status: params.status, page: String(params.page), ...(params.q ? { q: params.q } : {}) });
  return useQuery({
    queryKey: ['admin', 'cases', params],
    queryFn: ({ signal }) => apiFetch<AdminCaseList>(`/admin/case-studies?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const adminCaseQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'case', id], queryFn: ({ signal }) => apiFetch<AdminCaseStudy>(`/admin/case-studies/${id}`, { signal }) });

export type SaveResult = { id: string; status: string; version: number };

export function saveCaseStudy(input: { id?: string; version?: number; data: CaseStudyInsertInput; intent: SaveIntent }) {
  return input.id
    ? apiFetch<SaveResult>(`/admin/case-studies/${input.id}`, { method: 'PUT', json: { data: input.data, intent: input.intent, version: input.version } })
    : apiFetch<SaveResult>('/admin/case-studies', { method: 'POST', json: { data: input.data, intent: input.intent } });
}

export function useReviewTactics() {
  return useQuery({ queryKey: ['admin', 'tactics', 'in_review'], queryFn: ({ signal }) => apiFetch<{ items: ReviewTactic[] }>('/admin/tactics?status=in_review', { signal }) });
}

/** Publish, return, unpublish or send to review; refreshes every admin list afterwards. */
export function useTransition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, action, reason, version }: { kind: ItemType; id: string; action: EditorialAction; reason?: string; version: number }) =>
      apiFetch<SaveResult>(`/admin/${kind === 'case_study' ? 'case-studies' : 'tactics'}/${id}/transitions`, { method: 'POST', json: { action, reason, version } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteCaseStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/admin/case-studies/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useAdminDashboard = () => useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => apiFetch<AdminDashboard>('/admin/dashboard', { signal }) });

export const useAuditPage = (page: number) =>
  useQuery({ queryKey: ['admin', 'audit', page], queryFn: ({ signal }) => apiFetch<AuditPage>(`/admin/audit?page=${page}`, { signal }), placeholderData: keepPreviousData });
