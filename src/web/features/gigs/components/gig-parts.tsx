import { CalendarClock, HandCoins, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatGigBudget, GIG_NO_PAYMENTS_NOTICE, type GigStatus, type GigSummary } from '#shared/schemas/gigs.ts';
import type { Me } from '#shared/schemas/me.ts';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { cn } from '#web/lib/cn.ts';
import { hasAbility } from '#web/session/hooks/use-ability.ts';

export const GIG_STATUS_LABELS: Record<GigStatus, string> = { open: 'Open', filled: 'Filled', closed: 'Closed', removed: 'Removed' };

const STATUS_TONES: Record<GigStatus, string> = {
  open: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  filled: 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100',
  closed: 'border-border bg-muted text-foreground',
  removed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
};

/**
 * Who may read the marketplace: members with the key, and staff who look after its listings
 * (GatedPage's `alsoOpenedBy`); the list's and a gig's loaders ask the same.
 */
export const GIGS_GATE = { feature: 'GIGS_MARKETPLACE_ACCESS', alsoOpenedBy: 'ADMIN_CONTENT' } as const;

/** The same rule for a page's loader, which runs outside React. */
export const readsGigs = (reader: Me | null): reader is Me => hasAbility(reader, GIGS_GATE.feature) || hasAbility(reader, GIGS_GATE.alsoOpenedBy);

export function GigStatusBadge({ status, className }: { status: GigStatus; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', STATUS_TONES[status], className)}>{GIG_STATUS_LABELS[status]}</span>;
}

/** "Apply by March 3, 2027": the deadline is a calendar date, shown as such (UTC). */
export const deadlineText = (deadline: string) =>
  new Date(`${deadline}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The plain statement that money never passes through Flightdeck, on the list and every gig. */
export function NoPaymentsNotice({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50', className)}>
      <HandCoins className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{GIG_NO_PAYMENTS_NOTICE}</span>
    </p>
  );
}

export function GigSkills({ skills }: { skills: readonly string[] }) {
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="brand">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Budget, deadline and poster, as the card and the page show them. */
export function GigFacts({ gig }: { gig: GigSummary }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Budget</dt>
        <dd className="font-semibold text-foreground">{formatGigBudget(gig.budgetMinCents, gig.budgetMaxCents)}</dd>
      </div>
      <div className="flex items-center gap-1.5 text-muted-foreground">
        <CalendarClock className="size-4" aria-hidden="true" />
        <dt>Apply by</dt>
        <dd>{deadlineText(gig.deadline)}</dd>
      </div>
      <div className="flex items-center gap-1.5 text-muted-foreground">
        <dt className="sr-only">Posted by</dt>
        <dd className="flex items-center gap-1.5">
          <MemberAvatar url={gig.poster.avatarUrl} name={gig.poster.displayName} size="sm" className="size-6" />
          <Link to={`/members/${gig.poster.id}`} className="underline-offset-4 hover:underline">
            {gig.poster.displayName}
          </Link>
        </dd>
      </div>
      <div className="flex items-center gap-1.5 text-muted-foreground">
        <Users className="size-4" aria-hidden="true" />
        <dt className="sr-only">Applications</dt>
        <dd>{gig.applicationCount === 1 ? '1 application' : `${gig.applicationCount} applications`}</dd>
      </div>
    </dl>
  );
}

/** One gig in the list: its title links to its page. */
export function GigCard({ gig }: { gig: GigSummary }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
          <Link to={`/gigs/${gig.id}`} className="hover:underline">
            {gig.title}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {gig.mine && <Badge variant="secondary">Your gig</Badge>}
          {gig.applied && <Badge variant="secondary">Applied</Badge>}
          {gig.status !== 'open' && <GigStatusBadge status={gig.status} />}
        </div>
      </div>
      <GigFacts gig={gig} />
      <Markdown source={gig.description} look="post" className="text-muted-foreground" />
      <GigSkills skills={gig.skills} />
    </article>
  );
}
