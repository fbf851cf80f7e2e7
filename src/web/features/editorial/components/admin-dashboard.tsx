import { BookOpenCheck, ClipboardList, FileClock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { useAdminDashboard } from '../api/editorial.ts';
import { ADMIN_SECTIONS, QUICK_ACTIONS, roleLabel } from '../lib/admin-links.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const number = new Intl.NumberFormat('en-US');

/** /admin: the role badge and welcome, figures counted now, the sections and actions this role may open, and recent staff activity. */
export function AdminDashboard() {
  const { user } = useAuth();
  const dashboard = useAdminDashboard();
  const entries = user?.abilities.adminEntries ?? [];
  const sections = ADMIN_SECTIONS.filter((section) => entries.includes(section.entry));
  const actions = QUICK_ACTIONS.filter((action) => entries.includes(action.entry));
  const name = dashboard.data?.displayName ?? user?.displayName ?? user?.email ?? '';

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PageHeader title="Admin Dashboard" badge={<Badge variant="brand">{roleLabel(user?.displayRole)}</Badge>} intro={`Welcome back${name ? `, ${name}` : ''}. Here is what is happening on Flightdeck.`} />

      <TitledSection id="admin-figures" title="Figures" titleClassName="sr-only">
        {dashboard.isPending ? (
          <Spinner showLabel className="py-8" />
        ) : dashboard.isError ? (
          <p role="alert">The figures could not be loaded. Please reload the page.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Members" value={number.format(dashboard.data.stats.members)} hint={`${number.format(dashboard.data.stats.newMembersThisWeek)} joined in the last 7 days`} icon={Users} />
            <StatCard label="Published case studies" value={number.format(dashboard.data.stats.publishedCaseStudies)} icon={BookOpenCheck} />
            <StatCard label="Awaiting review" value={number.format(dashboard.data.stats.awaitingReview)} hint="Case studies and tactics" icon={FileClock} />
            <StatCard label="Paid members" value={number.format(dashboard.data.stats.paidMembers)} icon={ClipboardList} />
          </div>
        )}
      </TitledSection>

      {actions.length > 0 && (
        <TitledSection id="admin-actions" title="Quick actions" className="space-y-3">
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button key={action.href} asChild variant="outline">
                <Link to={action.href}>{action.title}</Link>
              </Button>
            ))}
          </div>
        </TitledSection>
      )}

      <TitledSection id="admin-sections" title="Manage" className="space-y-3">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.href}>
              <Link to={section.href} className="block h-full rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                <Card className="h-full transition-colors hover:border-brand-400">
                  <CardHeader>
                    <CardTitle className="text-lg">{section.title}</CardTitle>
                    <CardDescription>{section.description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="admin-activity" title="Recent activity" className="space-y-3">
        {dashboard.data && dashboard.data.recentActivity.length === 0 && <p className="text-muted-foreground">No staff activity yet.</p>}
        <ul className="divide-y divide-border rounded-lg border border-border">
          {dashboard.data?.recentActivity.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span>
                <strong>{entry.actorName}</strong> <span className="text-muted-foreground">{entry.summary}</span>
              </span>
              <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted-foreground">
                {new Date(entry.createdAt).toLocaleString()}
              </time>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
