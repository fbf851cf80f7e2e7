import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CompanyContact,
  DeletionRequestResult,
  EnquiryInput,
  PrivacyRequestInput,
  PrivacyRequestResult,
  Reach,
  StaffRequests,
} from '#shared/schemas/privacy.ts';
import type { PrivacyRequestKind } from '#shared/constants.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const companyContactQueryOptions = () => queryOptions({ queryKey: ['company', 'contact'], queryFn: () => apiFetch<CompanyContact>('/company/contact') });
export const useCompanyContact = () => useQuery(companyContactQueryOptions());

export const reachQueryOptions = () => queryOptions({ queryKey: ['company', 'reach'], queryFn: () => apiFetch<Reach>('/company/reach') });
export const useReach = () => useQuery(reachQueryOptions());

export const useSendEnquiry = () =>
  useMutation({ mutationFn: (input: EnquiryInput) => apiFetch<{ status: 'received' }>('/enquiries', { method: 'POST', json: input }) });

export const useSendPrivacyRequest = () =>
  useMutation({ mutationFn: (input: PrivacyRequestInput) => apiFetch<PrivacyRequestResult>('/privacy-requests', { method: 'POST', json: input }) });

export const confirmPrivacyRequest = (token: string) =>
  apiFetch<{ kind: PrivacyRequestKind; status: 'open' }>('/privacy-requests/confirm', { method: 'POST', json: { token } });

export const useRequestDeletion = () =>
  useMutation({ mutationFn: (reason: string) => apiFetch<DeletionRequestResult>('/me/deletion-request', { method: 'POST', json: reason ? { reason } : {} }) });

export const STAFF_REQUESTS_KEY = ['admin', 'requests'] as const;

export const useStaffRequests = (status: 'open' | 'done') =>
  useQuery({ queryKey: [...STAFF_REQUESTS_KEY, status], queryFn: () => apiFetch<StaffRequests>(`/admin/requests?status=${status}`) });

export const staffAction = (path: string) => apiFetch<{ status: string }>(path, { method: 'POST', json: {} });
