import type { QueryClient } from '@tanstack/react-query';

/** The signed-in member's level, XP, quests and achievements (GET /me/progress). */
export const memberProgressKey = ['me', 'progress'] as const;
/** The signed-in member's recent activity feed (GET /me/activity). */
export const memberActivityKey = ['me', 'activity'] as const;

/**
 * Reads the member's progress and activity again: whatever shows them (the dashboard) updates
 * in place when a quest, achievement or level arrives, with no reload.
 */
export function refreshMemberProgress(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: memberProgressKey });
  void queryClient.invalidateQueries({ queryKey: memberActivityKey });
}
