import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentorConversation, MentorConversationList, MentorLine, MentorQuestionInput } from '#shared/schemas/mentor.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { postForLines } from '#web/lib/ndjson-fetch.ts';

export const mentorKeys = {
  all: (viewerId: string) => ['mentor', viewerId] as const,
  list: (viewerId: string) => ['mentor', viewerId, 'conversations'] as const,
  conversation: (viewerId: string, id: string) => ['mentor', viewerId, 'conversation', id] as const,
};

export const mentorConversationsQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: mentorKeys.list(viewerId), queryFn: ({ signal }) => apiFetch<MentorConversationList>('/mentor/conversations', { signal }) });

export const useMentorConversations = (viewerId: string) => useQuery(mentorConversationsQueryOptions(viewerId));

export const mentorConversationQueryOptions = (viewerId: string, id: string | null) =>
  queryOptions({
    queryKey: mentorKeys.conversation(viewerId, id ?? ''),
    queryFn: ({ signal }) => apiFetch<MentorConversation>(`/mentor/conversations/${id}`, { signal }),
    enabled: id !== null,
  });

export const useMentorConversation = (viewerId: string, id: string | null) => useQuery(mentorConversationQueryOptions(viewerId, id));

export function useDeleteMentorConversation(viewerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/mentor/conversations/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: mentorKeys.conversation(viewerId, id) });
      return client.invalidateQueries({ queryKey: mentorKeys.list(viewerId) });
    },
  });
}

/** Asks Leo; each line of the streamed answer reaches `onLine` as it arrives. */
export const askMentor = (input: MentorQuestionInput, onLine: (line: MentorLine) => void, signal: AbortSignal) => postForLines('/mentor/questions', input, onLine, signal);
