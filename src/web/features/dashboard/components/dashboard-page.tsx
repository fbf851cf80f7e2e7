import { Award, BookOpen, GraduationCap, Lock, Rocket, Sparkles, Star, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TIER_DISPLAY_NAMES, type SubscriptionTier } from '#shared/constants.ts';
import type { Abilities } from '#shared/domain/policy.ts';
import { ACCOUNT_PAGES, MANAGE_SUBSCRIPTION } from '#web/components/account-links.tsx';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { PlanFeaturesCard } from './plan-features-card.tsx';
import { useActivity, useEngagementStats, useLearningProgress, useNextBootcamp, useProgress, useSubmissions } from '../api/dashboard.ts';
import { TimeAgo } from '#web/components/time-ago.tsx';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

export const DASHBOARD_MESSAGES = {
  progressFailed: 'Failed to load user progress. Please try again.',
  experienceFailed: 'Failed to load experience data',
  questsFailed: 'Failed to load quests',
  activityFailed: 'Failed to load your activity. Please try again.',
  submissionsFailed: 'Failed to load your submissions. Please try again.',
  learningFailed: 'Failed to load your learning progress.',
} as const;

const SUBMISSION_STATUS: Record<string, string> = { pending: 'In review', in_review: 'In review', draft: 'Draft', published: 'Published', returned: 'Returned', rejected: 'Returned' };

function Failed({ children }: { children: string }) {
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
    </div>
  );
}

export type DashboardSlots = { bookmarks: ReactNode; toolkit: ReactNode };

/**
 * /dashboard (member-area §2): every section reads its own endpoint and shows its own error. The
 * greeting uses the member's display name, as the home page does (`name`).
 */
export function DashboardPage({ name, displayTier, abilities, slots }: { name: string; displayTier: SubscriptionTier; abilities: Abilities; slots: DashboardSlots }) {
  const progress = useProgress();
  const stats = useEngagementStats();
  const earned = progress.data?.achievements.filter((a) => a.earned).length;

  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold break-words">Welcome back, {name}!</h1>
        <TierBadge tier={displayTier} />
      </header>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Experience Level"
          icon={TrendingUp}
          value={progress.isError ? '–' : (progress.data?.activityLevel ?? '…')}
          hint={
            progress.isError ? (
              DASHBOARD_MESSAGES.progressFailed
            ) : (
              progress.data && (
                <>
                  <span className="block">Activity level</span>
                  <span className="block">
                    XP level: Level {progress.data.level.level} · {progress.data.level.title}
                  </span>
                </>
              )
            )
          }
        />
        <StatCard
          label="Subscription"
          icon={Sparkles}
          value={<span className="text-lg">{TIER_DISPLAY_NAMES[displayTier]}</span>}
          hint={
            <Link to={ACCOUNT_PAGES.subscription.href} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
              {abilities.paidPlan ? MANAGE_SUBSCRIPTION : 'Plan and billing'}
            </Link>
          }
        />
        <StatCard
          label="Engagement"
          icon={Star}
          value={stats.isError ? '–' : stats.data ? stats.data.stats.votesCast + stats.data.stats.ratingsGiven : '…'}
          hint={stats.isError ? 'Failed to load engagement.' : 'Votes + ratings'}
        />
        <StatCard
          label="Achievements"
          icon={Award}
          value={progress.isError ? '–' : earned ?? '…'}
          hint={progress.data && `of ${progress.data.achievements.length}`}
        />
      </div>

      <PlanFeaturesCard features={abilities.features} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Tabs defaultValue="bookmarks">
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="bookmarks">Bookmarks</TabsTrigger>
              <TabsTrigger value="achievements">Achievements</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="bookmarks">{slots.bookmarks}</TabsContent>
            <TabsContent value="achievements">
              <AchievementsTab />
            </TabsContent>
            <TabsContent value="activity">
              <ActivityTab />
            </TabsContent>
          </Tabs>
        </div>
        <div className="grid grid-cols-1 content-start gap-6">
          <LevelCard />
          <QuestsCard />
          <RecentXpCard />
          <LinksCard abilities={abilities} />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">My toolkit</CardTitle>
          </CardHeader>
          <CardContent>{slots.toolkit}</CardContent>
        </Card>
        <SubmissionsCard />
      </div>
    </div>
  );
}

function AchievementsTab() {
  const progress = useProgress();
  if (progress.isPending) return <Spinner label="Loading achievements..." />;
  if (progress.isError) return <Failed>{DASHBOARD_MESSAGES.progressFailed}</Failed>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {progress.data.achievements.map((a) => (
        <li key={a.key} className={`rounded-lg border border-border p-3 ${a.earned ? '' : 'opacity-80'}`}>
          <p className="flex items-center gap-2 font-medium">
            {a.earned ? <Award className="size-4 text-amber-500" aria-hidden="true" /> : <Lock className="size-4 text-muted-foreground" aria-hidden="true" />}
            {a.title}
            <span className="sr-only">{a.earned ? '(earned)' : '(locked)'}</span>
          </p>
          <p className="text-sm text-muted-foreground">{a.description}</p>
          {!a.earned && (
            <div className="mt-2 grid grid-cols-1 gap-1">
              <ProgressBar percent={(a.progress / Math.max(1, a.target)) * 100} label={`${a.title} progress`} />
              <p className="text-xs text-muted-foreground">
                {Math.min(a.progress, a.target)} / {a.target}
              </p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function ActivityTab() {
  const activity = useActivity();
  if (activity.isPending) return <Spinner label="Loading activity..." />;
  if (activity.isError) return <Failed>{DASHBOARD_MESSAGES.activityFailed}</Failed>;
  if (activity.data.items.length === 0) return <p className="text-sm text-muted-foreground">No activity yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2" aria-live="polite">
      {activity.data.items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm">
          {item.href ? (
            <Link to={item.href} className="min-w-0 truncate hover:underline">
              {item.title}
            </Link>
          ) : (
            <span className="min-w-0 truncate">{item.title}</span>
          )}
          <TimeAgo iso={item.createdAt} className="shrink-0 text-xs text-muted-foreground" />
        </li>
      ))}
    </ul>
  );
}

function LevelCard() {
  const progress = useProgress();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your XP level</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        {progress.isPending ? (
          <Spinner label="Loading experience..." />
        ) : progress.isError ? (
          <Failed>{DASHBOARD_MESSAGES.experienceFailed}</Failed>
        ) : (
          <>
            <p className="font-semibold">
              Level {progress.data.level.level} · {progress.data.level.title}
            </p>
            <ProgressBar percent={progress.data.level.percent} label="Progress to the next level" />
            <p className="text-sm text-muted-foreground">
              {progress.data.level.xpToNext !== null && progress.data.level.nextTitle
                ? `${progress.data.level.xpToNext.toLocaleString('en-US')} XP to ${progress.data.level.nextTitle}`
                : 'Top level reached'}
              {' · '}
              {progress.data.level.xp.toLocaleString('en-US')} XP
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function QuestsCard() {
  const progress = useProgress();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Today&apos;s quests</CardTitle>
      </CardHeader>
      <CardContent>
        {progress.isPending ? (
          <Spinner label="Loading quests..." />
        ) : progress.isError ? (
          <Failed>{DASHBOARD_MESSAGES.questsFailed}</Failed>
        ) : (
          <ListOrEmpty items={progress.data.quests} empty="No quests today." className="grid grid-cols-1 gap-3">
            {(q) => (
              <li key={q.id} className="grid grid-cols-1 gap-1">
                <p className="flex justify-between gap-2 text-sm font-medium">
                  <span>
                    {q.title}
                    {q.completed && <span className="ml-1 text-green-700 dark:text-green-400">✓</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">+{q.xpReward} XP</span>
                </p>
                <ProgressBar percent={(q.progress / Math.max(1, q.targetCount)) * 100} label={`${q.title} progress`} />
                <p className="text-xs text-muted-foreground">
                  {Math.min(q.progress, q.targetCount)} / {q.targetCount}
                </p>
              </li>
            )}
          </ListOrEmpty>
        )}
      </CardContent>
    </Card>
  );
}

function RecentXpCard() {
  const progress = useProgress();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Latest XP</CardTitle>
      </CardHeader>
      <CardContent>
        {progress.isPending ? (
          <Spinner label="Loading XP..." />
        ) : progress.isError ? (
          <Failed>{DASHBOARD_MESSAGES.experienceFailed}</Failed>
        ) : progress.data.recentXp.length === 0 ? (
          <p className="text-sm text-muted-foreground">No XP earned yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-1 text-sm">
            {progress.data.recentXp.slice(0, 10).map((t) => (
              <li key={t.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{t.reason}</span>
                <span className="shrink-0 font-medium text-green-700 dark:text-green-400">+{t.amount}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function LinksCard({ abilities }: { abilities: Abilities }) {
  const learns = abilities.continueLearning;
  const learning = useLearningProgress(learns);
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-6">
        {learns && (
          <div className="grid grid-cols-1 gap-2">
            <Link to="/learning-path" className="inline-flex items-center gap-2 font-semibold hover:underline">
              <GraduationCap className="size-4" aria-hidden="true" /> Continue Learning
            </Link>
            {learning.isPending ? (
              <Spinner label="Loading learning progress..." className="justify-start" />
            ) : learning.isError ? (
              <Failed>{DASHBOARD_MESSAGES.learningFailed}</Failed>
            ) : (
              <>
                <ProgressBar percent={learning.data.percent} label="Learning path progress" />
                <p className="text-xs text-muted-foreground">
                  {learning.data.percent}% · {learning.data.completedModules} of {learning.data.totalModules} modules
                  {learning.data.next && (
                    <>
                      {' · Next: '}
                      <Link to={learning.data.next.href} className="underline">
                        {learning.data.next.title}
                      </Link>
                    </>
                  )}
                </p>
              </>
            )}
          </div>
        )}
        {abilities.upgrade && (
          <Button asChild variant="outline">
            <Link to="/pricing">
              <Rocket aria-hidden="true" /> Upgrade Your Plan
            </Link>
          </Button>
        )}
        <BootcampLink />
      </CardContent>
    </Card>
  );
}

/** The next bootcamp as the bootcamps page lists it; only the page's name while none is known. */
function BootcampLink() {
  const next = useNextBootcamp().data;
  return (
    <Link to="/bootcamps" className="rounded-lg border border-border p-3 hover:bg-muted">
      <span className="flex items-center gap-2 font-semibold">
        <BookOpen className="size-4" aria-hidden="true" /> {next ? next.name : 'Bootcamps'}
      </span>
      <span className="text-sm text-muted-foreground">
        {next ? `A ${next.durationWeeks}-week cohort starting ${bootcampStart(next.startDate)}.` : 'Live cohorts that take you from idea to launch.'}
      </span>
    </Link>
  );
}

const bootcampStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function SubmissionsCard() {
  const submissions = useSubmissions();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">My submissions</CardTitle>
      </CardHeader>
      <CardContent>
        {submissions.isPending ? (
          <Spinner label="Loading submissions..." />
        ) : submissions.isError ? (
          <Failed>{DASHBOARD_MESSAGES.submissionsFailed}</Failed>
        ) : submissions.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing submitted yet.{' '}
            <Link to="/submit" className="underline">
              Submit content
            </Link>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {submissions.data.items.map((s) => (
              <li key={s.id} className="grid grid-cols-1 gap-1 rounded-lg border border-border p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  {s.href ? (
                    <Link to={s.href} className="min-w-0 truncate font-medium hover:underline">
                      {s.title}
                    </Link>
                  ) : (
                    <span className="min-w-0 truncate font-medium">{s.title}</span>
                  )}
                  <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs">{SUBMISSION_STATUS[s.status] ?? s.status}</span>
                </div>
                {s.reviewNote && <p className="text-muted-foreground">{s.reviewNote}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
