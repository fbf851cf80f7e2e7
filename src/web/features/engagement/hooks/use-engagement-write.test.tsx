import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { useEngagementWrite } from './use-engagement-write.ts';

vi.mock('#web/lib/analytics/tracker.ts', () => ({ trackEngagement: () => undefined }));

const state = { bookmarked: true } as unknown as EngagementState;

describe('an engagement write', () => {
  it('marks the member’s own lists stale (bookmarks, dashboard), but not the session', async () => {
    const queryClient = new QueryClient();
    const keys = { session: ['me'], bookmarks: ['me', 'bookmarks'], dashboard: ['me', 'activity'], browse: ['case-studies', 'list'] };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { loaded: true });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () =>
        useEngagementWrite({
          item: { itemType: 'case_study', itemId: 'study-1', isSignedIn: true },
          action: 'bookmark',
          request: async () => state,
          optimistic: (current) => current,
          onSuccess: () => undefined,
          onError: () => undefined,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined));
    const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(keys.bookmarks)).toBe(true);
    expect(stale(keys.dashboard)).toBe(true);
    expect(stale(keys.browse)).toBe(true);
    expect(stale(keys.session)).toBe(false);
  });
});
