import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import { abilitiesOf } from '#shared/domain/policy.ts';
import type { Activity, LearningProgress, Progress, Submissions } from '../api/dashboard.ts';
import { DASHBOARD_MESSAGES, DashboardPage } from './dashboard-page.tsx';

const progress: Progress = {
  level: { level: 2, title: 'Contributor', xp: 880, currentLevelXp: 250, nextLevelXp: 1000, xpToNext: 120, nextTitle: 'Advanced', percent: 84 },
  activityLevel: 'Intermediate',
  quests: [{ id: 'q1', title: 'Cast 5 votes', description: '', targetCount: 5, progress: 2, completed: false, xpReward: 20 }],
  recentXp: [{ id: 'x1', amount: 15, reason: 'Started a discussion', createdAt: '2026-11-20T10:00:00Z' }],
  achievements: [
    { key: 'first_vote', title: 'First Vote', description: 'Cast your first vote', earned: true, earnedAt: '2026-11-01T00:00:00Z', progress: 1, target: 1 },
    { key: 'active_voter', title: 'Active Voter', description: 'Cast 25 votes', earned: false, earnedAt: null, progress: 7, target: 25 },
  ],
};
const activity: Activity = { items: [{ id: 'a1', kind: 'vote', title: 'Upvoted Notion Clone', href: '/case-studies/1', createdAt: '2026-11-22T10:00:00Z' }] };
const submissions: Submissions = { items: [{ id: 's1', kind: 'tactic', title: 'Cold e-mail sprints', status: 'returned', reviewNote: 'Add sources', updatedAt: '2026-11-21T00:00:00Z', href: null }] };
const learning: LearningProgress = { percent: 40, completedModules: 4, totalModules: 10, next: { title: 'Pricing', href: '/academy/pricing' } };
const stats = { stats: { bookmarks: 3, ratingsGiven: 4, votesCast: 6, averageRating: 4.2 } };
const bootcamp = (name: string, canEnroll: boolean) => ({
  id: name,
  slug: name,
  name,
  description: '',
  startDate: '2027-03-01',
  durationWeeks: 6,
  maxSeats: 30,
  enrolled: canEnroll ? 3 : 30,
  seatsLeft: canEnroll ? 27 : 0,
  priceCents: 49_700,
  viewerPriceCents: 49_700,
  viewerDiscounts: [],
  status: canEnroll ? 'Enrolling Now' : 'Sold Out',
  canEnroll,
  features: [],
  viewerEnrolled: false,
});
const bootcamps = { bootcamps: [bootcamp('SaaS Builder Bootcamp', false), bootcamp('Content Creator Bootcamp', true)] };

function serve(failing: string[] = []) {
  const bodies: Record<string, unknown> = {
    '/api/me/progress': progress,
    '/api/me/activity': activity,
    '/api/me/submissions': submissions,
    '/api/me/learning-progress': learning,
    '/api/me/profile/activity': stats,
    '/api/bootcamps': bootcamps,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      failing.includes(url) || !(url in bodies)
        ? new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }), { status: 500 })
        : new Response(JSON.stringify(bodies[url]), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function renderPage(tier: SubscriptionTier = 'master_builder', adminRole: AdminRole | null = null) {
  const abilities = abilitiesOf({ id: 'ada', tier, adminRole });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage name="Ada Lovelace" displayTier={tier} abilities={abilities} slots={{ bookmarks: <p>Bookmarks slot</p>, toolkit: <p>Toolkit slot</p> }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it('shows the stat cards, level, quests, XP, learning progress and submissions from their endpoints', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    expect(await screen.findByText('120 XP to Advanced', { exact: false })).toBeInTheDocument();
    // The activity level and the XP level each say which they are.
    const experience = screen.getByText('Experience Level').closest('div')!.parentElement!;
    expect(within(experience).getByText('Intermediate')).toBeInTheDocument();
    expect(experience).toHaveTextContent('Activity level');
    expect(experience).toHaveTextContent('XP level: Level 2 · Contributor');
    expect(screen.getByText('10')).toBeInTheDocument(); // votes + ratings
    expect(screen.getByText('Cast 5 votes')).toBeInTheDocument();
    expect(screen.getByText('Started a discussion')).toBeInTheDocument();
    expect(await screen.findByText(/4 of 10 modules/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Learning path progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(await screen.findByText('Cold e-mail sprints')).toBeInTheDocument();
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(screen.getByText('Bookmarks slot')).toBeInTheDocument();
  });

  it('lists earned and locked achievements with progress, and the activity feed', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(await screen.findByText('First Vote')).toBeInTheDocument();
    expect(screen.getByText('7 / 25')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByRole('link', { name: 'Upvoted Notion Clone' })).toHaveAttribute('href', '/case-studies/1');
  });

  it('points to the next bootcamp open for enrolment, one the bootcamps page lists', async () => {
    serve();
    renderPage();
    const link = await screen.findByRole('link', { name: /Content Creator Bootcamp/ });
    expect(link).toHaveAttribute('href', '/bootcamps');
    expect(link).toHaveTextContent('A 6-week cohort starting March 1, 2027.');
    expect(screen.queryByText(/Zero to Launch/)).not.toBeInTheDocument();
  });

  it('hides Continue Learning below Master Builder', async () => {
    serve();
    renderPage('explorer');
    await screen.findByText('Cast 5 votes');
    expect(screen.queryByText('Continue Learning')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade Your Plan/ })).toHaveAttribute('href', '/pricing');
  });

  it('shows Continue Learning to a super_admin on any plan, and no Upgrade to a Legacy Founder', async () => {
    serve();
    const superAdmin = renderPage('explorer', 'super_admin');
    expect(await screen.findByText('Continue Learning')).toBeInTheDocument();
    superAdmin.unmount();
    renderPage('legacy_founder');
    expect(await screen.findByText('Continue Learning')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade Your Plan/ })).not.toBeInTheDocument();
  });

  it('links the plan to the subscription page: to manage it on a paid plan, to plan and billing on Explorer', async () => {
    serve();
    const { unmount } = renderPage('master_builder');
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute('href', '/account/subscription');
    await screen.findByText('Cast 5 votes');
    unmount();
    renderPage('explorer');
    expect(screen.getByRole('link', { name: 'Plan and billing' })).toHaveAttribute('href', '/account/subscription');
    await screen.findByText('Cast 5 votes');
  });

  it('shows an error in each section whose request fails', async () => {
    serve(['/api/me/progress', '/api/me/submissions', '/api/me/learning-progress']);
    renderPage();
    expect(await screen.findByText(DASHBOARD_MESSAGES.questsFailed)).toBeInTheDocument();
    expect(screen.getAllByText(DASHBOARD_MESSAGES.experienceFailed)).toHaveLength(2);
    expect(await screen.findByText(DASHBOARD_MESSAGES.submissionsFailed)).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_MESSAGES.learningFailed)).toBeInTheDocument();
    // The sections that loaded still show.
    expect(within(screen.getByText('Engagement').closest('div')!.parentElement!).getByText('10')).toBeInTheDocument();
  });
});
