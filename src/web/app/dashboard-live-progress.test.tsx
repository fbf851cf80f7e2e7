import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abilitiesOf } from '#shared/domain/policy.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { Progress } from '#web/features/dashboard/api/dashboard.ts';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { NotificationsBell } from '#web/features/notifications/components/notifications-bell.tsx';
import { FakeEventSource } from '#tests/helpers/fake-event-source.ts';


const achievement = { key: 'first_vote', title: 'First Vote', description: 'Cast your first vote', earnedAt: null, progress: 0, target: 1 };
let progress: Progress;
let activity: { items: { id: string; kind: string; title: string; href: string | null; createdAt: string }[] };
let progressReads: number;

beforeEach(() => {
  progress = {
    level: { level: 1, title: 'Newbie', xp: 240, currentLevelXp: 0, nextLevelXp: 250, xpToNext: 10, nextTitle: 'Contributor', percent: 96 },
    activityLevel: 'Beginner',
    quests: [],
    recentXp: [],
    achievements: [{ ...achievement, earned: false }],
  };
  activity = { items: [] };
  progressReads = 0;
  const bodies: Record<string, () => unknown> = {
    '/api/me/notifications': () => ({ items: [], unreadCount: 0 }),
    '/api/me/progress': () => {
      progressReads += 1;
      return progress;
    },
    '/api/me/activity': () => activity,
    '/api/me/submissions': () => ({ items: [] }),
    '/api/me/profile/activity': () => ({ stats: { bookmarks: 0, ratingsGiven: 0, votesCast: 1, averageRating: null } }),
    '/api/bootcamps': () => ({ bootcamps: [] }),
  };
  vi.stubGlobal('fetch', vi.fn(async (url: string) => Response.json(bodies[url]?.() ?? null)));
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const notice = (id: string, actionType: string, title: string, message: string): Notification => ({
  id,
  type: null,
  actionType,
  title,
  message,
  read: false,
  data: {},
  createdAt: new Date().toISOString(),
  actor: { displayName: 'Ada', avatarUrl: null },
});

/** The header's bell and an open dashboard, as a signed-in member sees them. */
function renderDashboardWithBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationsBell />
        <DashboardPage
          name="Ada"
          displayTier="explorer"
          abilities={abilitiesOf({ id: 'ada', tier: 'explorer', adminRole: null })}
          slots={{ bookmarks: null, toolkit: null }}
        />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an open dashboard with the notification stream', () => {
  it('updates the level and achievements in place and toasts them when they arrive', async () => {
    renderDashboardWithBell();
    expect(await screen.findByText('10 XP to Contributor', { exact: false })).toBeInTheDocument();
    // The Achievements stat card: its label, then the earned count.
    const achievements = screen.getByText('Achievements', { selector: 'p' }).parentElement!;
    expect(within(achievements).getByText('0')).toBeInTheDocument();

    // The vote that earned them was cast in another tab: the server now reports the new state.
    progress = {
      ...progress,
      level: { level: 2, title: 'Contributor', xp: 260, currentLevelXp: 250, nextLevelXp: 1000, xpToNext: 740, nextTitle: 'Advanced', percent: 1 },
      achievements: [{ ...achievement, earned: true, earnedAt: new Date().toISOString(), progress: 1 }],
    };
    activity = { items: [{ id: 'a1', kind: 'vote', title: 'Upvoted Harbor Roasters', href: null, createdAt: new Date().toISOString() }] };
    const stream = FakeEventSource.last!;
    stream.emit('notification', JSON.stringify(notice('n1', 'level_up', 'Level Up!', 'You reached level 2: Contributor')));
    stream.emit('notification', JSON.stringify(notice('n2', 'achievement_unlocked', 'Achievement Unlocked', 'You earned the "First Vote" achievement')));

    expect(await screen.findByText('740 XP to Advanced', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(within(achievements).getByText('1')).toBeInTheDocument());
    expect(await screen.findByText('You reached level 2: Contributor')).toBeInTheDocument();
    expect(screen.getByText('You earned the "First Vote" achievement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Upvoted Harbor Roasters')).toBeInTheDocument();
  });

  it('leaves the progress alone for a notification that is not about it', async () => {
    renderDashboardWithBell();
    await screen.findByText('10 XP to Contributor', { exact: false });
    await waitFor(() => expect(progressReads).toBe(1));
    FakeEventSource.last!.emit('notification', JSON.stringify({ ...notice('n3', 'upvote_tactic', 'Tactic Upvoted', 'Ada upvoted your tactic'), type: 'vote' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Notifications, 1 unread/ })).toBeInTheDocument());
    expect(progressReads).toBe(1);
    expect(screen.queryByText('Ada upvoted your tactic')).toBeNull();
  });
});
