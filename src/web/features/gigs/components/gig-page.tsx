import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type GigApplication, type GigDetail } from '#shared/schemas/gigs.ts';
import type { Me } from '#shared/schemas/me.ts';
import { GatedPage } from '#web/components/gated-page.tsx';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAbility } from '#web/session/hooks/use-ability.ts';
import { useCloseGig, useGig, usePickApplicant, useUpdateGig } from '../api/gigs.ts';
import { formValuesOf } from '../lib/gig-form-values.ts';
import { ApplyForm } from './apply-form.tsx';
import { GigForm } from './gig-form.tsx';
import { RemoveListing } from './remove-listing.tsx';
import { GIGS_GATE, GigFacts, GigSkills, GigStatusBadge, NoPaymentsNotice } from './gig-parts.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const backLink = (
  <Link to="/gigs" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
    <ArrowLeft className="size-4" aria-hidden="true" /> All gigs
  </Link>
);

/** /gigs/:id — a gig's page; the locked prompt without the marketplace. */
export function GigPage({ id }: { id: string }) {
  return (
    <GatedPage {...GIGS_GATE} text={{ title: 'Gigs Marketplace' }} notice={<NoPaymentsNotice className="mt-4" />} width="max-w-3xl" bare>
      {(viewer) => <GigView user={viewer} id={id} />}
    </GatedPage>
  );
}

function GigView({ user, id }: { user: Me; id: string }) {
  const query = useGig(user.id, id);
  const trades = useAbility('GIGS_MARKETPLACE_ACCESS');
  const [editing, setEditing] = useState(false);
  const update = useUpdateGig(user.id, id);
  const gig = query.data;
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-48" />
      </div>
    );
  }
  if (!gig) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {backLink}
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{missing ? 'Gig not found' : 'The gig could not be loaded'}</h1>
        <p className="mt-3 text-muted-foreground">{missing ? 'It may have been closed or removed.' : 'Please try again.'}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {backLink}
      <article className="mt-4 flex flex-col gap-5">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <GigStatusBadge status={gig.status} />
            {gig.status === 'open' && !gig.acceptingApplications && <span className="text-sm text-muted-foreground">The deadline has passed.</span>}
          </div>
          <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{gig.title}</h1>
          <GigFacts gig={gig} />
          <GigSkills skills={gig.skills} />
        </header>
        <NoPaymentsNotice />
        {gig.removal && (
          <section aria-label="Removal" role="note" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50">
            <p className="font-semibold">The Flightdeck team removed this listing.</p>
            <p className="mt-1">Reason: {gig.removal.reason}</p>
          </section>
        )}
        {editing ? (
          <section aria-label="Edit gig" className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h2 className="mb-4 text-xl font-semibold">Edit gig</h2>
            <GigForm
              initial={formValuesOf(gig)}
              submitLabel="Save changes"
              busyLabel="Saving…"
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                const saved = await update.mutateAsync(input);
                setEditing(false);
                return saved;
              }}
            />
          </section>
        ) : (
          <Markdown source={gig.description} look="post" className="text-base" />
        )}
        {gig.mine && gig.status === 'open' && !editing && <OwnerActions user={user} gig={gig} onEdit={() => setEditing(true)} />}
        {gig.mine ? <Applicants user={user} gig={gig} /> : trades && <ApplicantView user={user} gig={gig} />}
        {gig.canRemove && <RemoveListing viewerId={user.id} gig={gig} />}
      </article>
    </div>
  );
}

function OwnerActions({ user, gig, onEdit }: { user: Me; gig: GigDetail; onEdit: () => void }) {
  const [closing, setClosing] = useState(false);
  const close = useCloseGig(user.id, gig.id);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onEdit}>
        Edit gig
      </Button>
      <Button variant="outline" onClick={() => setClosing(true)}>
        Close without picking
      </Button>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Close this gig without picking anyone?"
        description="It stops taking applications, and everyone who applied is told it was closed."
        confirmLabel="Close gig"
        busyLabel="Closing…"
        destructive
        onConfirm={async () => {
          await close.mutateAsync(undefined);
        }}
      />
    </div>
  );
}

function ApplicationItem({ application, action }: { application: GigApplication; action?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <MemberAvatar url={application.applicant.avatarUrl} name={application.applicant.displayName} size="sm" />
          <Link to={`/members/${application.applicant.id}`} className="underline-offset-4 hover:underline">
            {application.applicant.displayName}
          </Link>
          {application.picked && (
            <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-300">
              <CheckCircle2 className="size-4" aria-hidden="true" /> Picked
            </span>
          )}
        </p>
        {action}
      </div>
      <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{application.pitch}</p>
    </li>
  );
}

/** The poster's view of who applied, with a pick for each while the gig is open. */
function Applicants({ user, gig }: { user: Me; gig: GigDetail }) {
  const [choosing, setChoosing] = useState<GigApplication | null>(null);
  const pick = usePickApplicant(user.id, gig.id);
  return (
    <TitledSection id="applicants-heading" title="Applicants" className="flex flex-col gap-3">
      {gig.picked && (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50">
          You picked {gig.picked.displayName}. Agree on the work and the payment with them directly.
        </p>
      )}
      {gig.status === 'filled' && !gig.picked && <p className="text-sm text-muted-foreground">The member you picked has since deleted their account.</p>}
      {gig.applications.length === 0 ? (
        <p className="text-muted-foreground">No applications yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {gig.applications.map((application) => (
            <ApplicationItem
              key={application.id}
              application={application}
              action={
                gig.status === 'open' && (
                  <Button size="sm" onClick={() => setChoosing(application)}>
                    Pick {application.applicant.displayName}
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title={`Pick ${choosing?.applicant.displayName ?? ''} for this gig?`}
        description="The gig is filled and takes no more applications. They are told, and everyone else who applied learns the gig is filled."
        confirmLabel="Pick"
        busyLabel="Picking…"
        onConfirm={async () => {
          if (choosing) await pick.mutateAsync(choosing.id);
        }}
      />
    </TitledSection>
  );
}

/** Another member's view: their application and its outcome, or the pitch form while the gig takes applications. */
function ApplicantView({ user, gig }: { user: Me; gig: GigDetail }) {
  const own = gig.applications[0];
  if (own) {
    return (
      <TitledSection id="application-heading" title="Your application" className="flex flex-col gap-3">
        {gig.picked?.id === user.id ? (
          <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50">
            {gig.poster.displayName} picked you. Agree on the work and the payment with them directly.
          </p>
        ) : gig.status === 'filled' ? (
          <p className="text-sm text-muted-foreground">This gig has been filled by another member.</p>
        ) : gig.status === 'closed' ? (
          <p className="text-sm text-muted-foreground">The poster closed this gig without picking anyone.</p>
        ) : (
          <p className="text-sm text-muted-foreground">You applied. The poster will pick one applicant.</p>
        )}
        <ul>
          <ApplicationItem application={own} />
        </ul>
      </TitledSection>
    );
  }
  if (!gig.acceptingApplications) return <p className="text-muted-foreground">This gig is no longer taking applications.</p>;
  return <ApplyForm viewerId={user.id} gig={gig} />;
}

