import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BuildTemplateList, CommunityLink } from '#shared/schemas/build.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const templatesQueryOptions = (viewerId: string | null) =>
  queryOptions({ queryKey: ['templates', viewerId], queryFn: ({ signal }) => apiFetch<BuildTemplateList>('/templates', { signal }) });

export const useTemplates = (viewerId: string | null) => useQuery(templatesQueryOptions(viewerId));

/** Asked when the member presses the button, so the address is always the current setting. */
export const useCommunityLink = () => useMutation({ mutationFn: () => apiFetch<CommunityLink>('/community/link') });
