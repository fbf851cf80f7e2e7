import { Handshake } from 'lucide-react';
import { useState } from 'react';
import type { CofounderOverview } from '#shared/schemas/cofounders.ts';
import { GatedPage } from '#web/components/gated-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCofounderOverview, useCofounderVisibility, useLeaveCofounderMatching } from '../api/cofounders.ts';
import { CofounderIntros, CofounderMatches } from './cofounder-matches.tsx';
import { CofounderProfileForm } from './cofounder-profile-form.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const COFOUNDERS_TEXT = {
  title: 'Co-founder Matching',
  intro: 'Write what you are building and what you need, and meet members whose skills complete yours. Introductions happen only when both of you say yes.',
  howItWorks:
    'New profiles join a waitlist. The Flightdeck team admits members to the matching list in batches, in the order of the line, and you are notified when you are in.',
  priorityYours: 'As a Legacy Founder you have priority: you are ahead of every member without it.',
  priorityOthers: 'Legacy Founders have priority co-founder matching and go ahead of the line.',
  join: 'Join the waitlist',
} as const;

/** "You are number 12 in line". */
export const positionText = (position: number) => `You are number ${position} in line`;

/** /cofounders — COFOUNDER_MATCHING (Master Builder and above); everyone else sees the locked prompt. */
export function CofoundersPage() {
  return (
    <GatedPage feature="COFOUNDER_MATCHING" eyebrow={{ icon: Handshake, label: 'Find your co-founder' }} text={COFOUNDERS_TEXT} width="max-w-6xl">
      {(viewer) => <CofounderMatching viewerId={viewer.id} />}
    </GatedPage>
  );
}

function CofounderMatching({ viewerId }: { viewerId: string }) {
  const overview = useCofounderOverview(viewerId);
  if (overview.isPending) return <Skeleton className="mt-8 h-64 rounded-2xl" />;
  if (overview.isError || !overview.data) {
    return (
      <p role="alert" className="mt-8 text-muted-foreground">
        Co-founder matching could not be loaded. Please try again.
      </p>
    );
  }
  const page = overview.data;
  if (!page.profile) {
    return (
      <section aria-labelledby="cofounder-join" className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="cofounder-join" className="text-xl font-semibold">
            Your matching profile
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">Your name and this profile are shown to admitted members. Your e-mail is shared only with members whose introduction you accept, or who accept yours.</p>
          <CofounderProfileForm viewerId={viewerId} profile={null} submitLabel={COFOUNDERS_TEXT.join} />
        </div>
        <HowItWorks priority={page.priority} />
      </section>
    );
  }
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-8">
        {page.status === 'waiting' ? <WaitingCard page={page} /> : <AdmittedNote page={page} />}
        {page.status === 'admitted' && <CofounderIntros viewerId={viewerId} intros={page.intros} />}
        {page.status === 'admitted' && <CofounderMatches viewerId={viewerId} page={page} />}
        {page.status === 'waiting' && page.intros.received.length + page.intros.sent.length > 0 && <CofounderIntros viewerId={viewerId} intros={page.intros} />}
        <OwnProfile viewerId={viewerId} page={page} />
      </div>
      <aside>
        <HowItWorks priority={page.priority} />
      </aside>
    </div>
  );
}

function WaitingCard({ page }: { page: CofounderOverview }) {
  return (
    <section aria-labelledby="cofounder-place" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-950/60">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">On the waitlist</p>
      <h2 id="cofounder-place" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        {page.position ? positionText(page.position) : 'You are in line'}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {page.lineLength === 1 ? '1 member is waiting.' : `${page.lineLength.toLocaleString('en-US')} members are waiting.`} {page.priority ? COFOUNDERS_TEXT.priorityYours : COFOUNDERS_TEXT.priorityOthers}
      </p>
    </section>
  );
}

function AdmittedNote({ page }: { page: CofounderOverview }) {
  return (
    <TitledSection id="cofounder-admitted" title="You are on the matching list" className="rounded-2xl border border-border bg-card p-6 shadow-sm">
      <p className="mt-1 text-sm text-muted-foreground">
        {page.profile?.visible ? 'Other admitted members see your profile and can ask to be introduced.' : 'Your profile is paused: other members do not see it until you show it again.'}
      </p>
    </TitledSection>
  );
}

function HowItWorks({ priority }: { priority: boolean }) {
  return (
    <TitledSection id="cofounder-how" title="How matching works" titleClassName="font-semibold" className="rounded-2xl border border-border p-5 text-sm">
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted-foreground">
        <li>{COFOUNDERS_TEXT.howItWorks}</li>
        <li>{priority ? COFOUNDERS_TEXT.priorityYours : COFOUNDERS_TEXT.priorityOthers}</li>
        <li>Matches are ranked by fit: skills they have that you look for and the other way round, the same time zone band, the same stage and commitment. Each match says why.</li>
        <li>An accepted introduction shows both of you each other's e-mail.</li>
      </ul>
    </TitledSection>
  );
}

function OwnProfile({ viewerId, page }: { viewerId: string; page: CofounderOverview }) {
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const visibility = useCofounderVisibility(viewerId);
  const leave = useLeaveCofounderMatching(viewerId);
  const profile = page.profile!;
  const toggle = async () => {
    setProblem(null);
    try {
      await visibility.mutateAsync(!profile.visible);
    } catch (error) {
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : 'Your profile could not be changed. Please try again.');
    }
  };
  return (
    <section aria-labelledby="cofounder-own" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="cofounder-own" className="font-semibold">
        Your profile {!profile.visible && <span className="text-sm font-normal text-muted-foreground">(paused)</span>}
      </h2>
      {editing ? (
        <div className="mt-4">
          <CofounderProfileForm viewerId={viewerId} profile={profile} submitLabel="Save profile" onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium">{profile.building}</p>
          <p className="mt-1 mb-3 text-sm text-muted-foreground">{profile.pitch}</p>
          <ProfileFacts profile={profile} />
          {problem && <InlineError className="mt-3">{problem}</InlineError>}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
            <Button variant="outline" size="sm" onClick={toggle} disabled={visibility.isPending}>
              {profile.visible ? 'Pause profile' : 'Show profile'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setLeaving(true)}>
              {page.status === 'waiting' ? 'Leave the waitlist' : 'Leave matching'}
            </Button>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">Pausing hides your profile from the matching list and keeps your place in line.</p>
        </>
      )}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={page.status === 'waiting' ? 'Leave the waitlist?' : 'Leave co-founder matching?'}
        description="Your matching profile and your place in line are deleted. If you join again, you start at the end of the line."
        confirmLabel={page.status === 'waiting' ? 'Leave the waitlist' : 'Leave matching'}
        busyLabel="Leaving…"
        destructive
        onConfirm={async () => {
          await leave.mutateAsync(undefined);
        }}
      />
    </section>
  );
}
