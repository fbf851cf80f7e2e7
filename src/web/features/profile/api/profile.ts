import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowState, OwnProfile, ProfileActivity, ProfileUpdate, PublicProfile } from '#shared/schemas/profile.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

export const ownProfileKey = ['me', 'profile'] as const;
export const profileActivityKey = ['me', 'profile', 'activity'] as const;
export const publicProfileKey = (id: string) => ['members', id] as const;

export const ownProfileQueryOptions = () => queryOptions({ queryKey: ownProfileKey, queryFn: ({ signal }) => apiFetch<OwnProfile>('/me/profile', { signal }) });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

export const profileActivityQueryOptions = () =>
  queryOptions({ queryKey: profileActivityKey, queryFn: ({ signal }) => apiFetch<ProfileActivity>('/me/profile/activity', { signal }) });

export function useProfileActivity() {
  return useQuery(profileActivityQueryOptions());
}

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicProfileKey(id),
    queryFn: ({ signal }) => apiFetch<PublicProfile>(`/members/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQueryOptions(id));
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiFetch<OwnProfile>('/me/profile', { method: 'PATCH', json: changes }),
    onSuccess: (saved) => queryClient.setQueryData(ownProfileKey, saved),
  });
}

/** Sends the photo as multipart form data; the server checks and resizes it. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return apiFetch<{ avatarUrl: string }>('/me/avatar', { method: 'POST', body: form });
    },
    onSuccess: ({ avatarUrl }) => queryClient.setQueryData<OwnProfile>(ownProfileKey, (p) => (p ? { ...p, avatarUrl } : p)),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/me/avatar', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<OwnProfile>(ownProfileKey, (p) => (p ? { ...p, avatarUrl: null } : p)),
  });
}

/** Follows or unfollows a member; the profile on screen takes the server's answer (state and follower count). */
export function useFollowMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiFetch<FollowState>(`/members/${encodeURIComponent(id)}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
    onSuccess: ({ following, followers }) =>
      queryClient.setQueryData<PublicProfile>(publicProfileKey(id), (p) => (p ? { ...p, viewerFollows: following, follows: { ...p.follows, followers } } : p)),
  });
}
