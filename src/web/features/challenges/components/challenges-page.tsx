import { CheckCircle2, Trophy, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CHECK_IN_MAX, checkInSchema, weekRangeLabel, type CheckIn, type CurrentChallenge, type PastChallenge } from '#shared/schemas/challenges.ts';
import { GatedPage } from '#web/components/gated-page.tsx';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useChallengesPage, useCheckIn, useCompleteChallenge, useJoinChallenge } from '../api/challenges.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const CHALLENGES_TEXT = {
  eyebrow: 'Weekly Challenges',
  title: 'Weekly challenges and pods',
  intro: 'One challenge a week, Monday to Sunday (UTC). Join it and you are placed in a pod of up to six founders near your time zone: check in once a day, read how your pod is doing, and complete it for XP.',
  join: 'Join this challenge',
  noChallenge: 'No challenge is set for this week yet. Check back soon.',
  pastHeading: 'Past challenges',
  noPast: 'No past challenges yet.',
  checkInLabel: 'Your check-in',
  checkInHint: `One check-in a day (days change at midnight UTC), up to ${CHECK_IN_MAX} characters.`,
  postCheckIn: 'Post check-in',
  complete: 'Complete the challenge',
  checkedInToday: 'You have checked in today. You can still complete the challenge with a last check-in.',
  podEmpty: 'No check-ins in your pod yet. Be the first.',
} as const;

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : 'That did not work. Please try again.');
/** "Mon, Mar 2": a UTC day, as challenges count them, the same wherever the page is drawn. */
const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayLabel = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /challenges — WEEKLY_CHALLENGES (Master Builder and above); everyone else sees the locked prompt. */
export function ChallengesPage() {
  return (
    <GatedPage feature="WEEKLY_CHALLENGES" eyebrow={{ icon: Trophy, label: CHALLENGES_TEXT.eyebrow }} text={CHALLENGES_TEXT}>
      {(viewer) => <Challenges viewerId={viewer.id} />}
    </GatedPage>
  );
}

function Challenges({ viewerId }: { viewerId: string }) {
  const page = useChallengesPage(viewerId);
  if (page.isPending) return <Skeleton className="mt-8 h-64 rounded-2xl" />;
  if (page.isError) {
    return (
      <p role="alert" className="mt-8 text-muted-foreground">
        The challenges could not be loaded. Please try again.
      </p>
    );
  }
  const { current, past, completionXp } = page.data;
  return (
    <div className="mt-8 flex flex-col gap-10">
      {current ? <ThisWeek challenge={current} viewerId={viewerId} completionXp={completionXp} /> : <p className="rounded-2xl border border-dashed border-border p-6 text-muted-foreground">{CHALLENGES_TEXT.noChallenge}</p>}
      <PastChallenges past={past} />
    </div>
  );
}

function ChallengeLinkLine({ challenge }: { challenge: CurrentChallenge | PastChallenge }) {
  if (!challenge.link) return null;
  const to = challenge.link.kind === 'tactic' ? `/tactics/${challenge.link.id}` : `/case-studies/${challenge.link.id}`;
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">{challenge.link.kind === 'tactic' ? 'Linked tactic: ' : 'Linked case study: '}</span>
      <Link to={to} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
        {challenge.link.title}
      </Link>
    </p>
  );
}

function ThisWeek({ challenge, viewerId, completionXp }: { challenge: CurrentChallenge; viewerId: string; completionXp: number }) {
  const headingId = useId();
  const join = useJoinChallenge(viewerId);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <p className="text-sm font-medium text-muted-foreground">
        This week · {weekRangeLabel(challenge.startsOn)} (UTC)
      </p>
      <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-balance">
        {challenge.title}
      </h2>
      <Markdown look="lesson" source={challenge.brief} className="mt-4" />
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        <ChallengeLinkLine challenge={challenge} />
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" />
          {challenge.participants === 1 ? '1 member joined' : `${challenge.participants} members joined`}
        </p>
      </div>
      {challenge.you && challenge.pod ? (
        <Pod challenge={challenge} viewerId={viewerId} completionXp={completionXp} />
      ) : (
        <div className="mt-6 flex flex-col items-start gap-2">
          <Button size="lg" onClick={() => join.mutate(challenge.id)} disabled={join.isPending}>
            {CHALLENGES_TEXT.join}
          </Button>
          {join.isError && <InlineError>{messageOf(join.error)}</InlineError>}
        </div>
      )}
    </section>
  );
}

function Pod({ challenge, viewerId, completionXp }: { challenge: CurrentChallenge; viewerId: string; completionXp: number }) {
  const pod = challenge.pod!;
  const you = challenge.you!;
  const headingId = useId();
  const feedId = useId();
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold">
          Your pod · Pod {pod.number}
        </h3>
        <ul className="mt-3 flex flex-col gap-2">
          {pod.members.map((member) => (
            <li key={member.id} className="flex items-center gap-2 text-sm">
              <MemberAvatar url={member.avatarUrl} name={member.displayName} size="sm" />
              <span className="min-w-0 flex-1 truncate">{member.isYou ? `${member.displayName} (you)` : member.displayName}</span>
              {member.completed && (
                <Badge variant="brand">
                  <CheckCircle2 className="size-3.5" aria-hidden="true" /> Completed
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-6">
        {you.completedAt ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 text-sm font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
            You completed this challenge on {longDayLabel(you.completedAt)} and earned {completionXp} XP.
          </p>
        ) : (
          <CheckInForm challenge={challenge} viewerId={viewerId} completionXp={completionXp} />
        )}
        <section aria-labelledby={feedId}>
          <h3 id={feedId} className="text-lg font-semibold">
            Pod check-ins
          </h3>
          {pod.checkIns.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{CHALLENGES_TEXT.podEmpty}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {pod.checkIns.map((checkIn) => (
                <CheckInItem key={checkIn.id} checkIn={checkIn} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function CheckInItem({ checkIn }: { checkIn: CheckIn }) {
  return (
    <li className="flex gap-3 rounded-xl border border-border p-3">
      <MemberAvatar url={checkIn.avatarUrl} name={checkIn.displayName} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-semibold">{checkIn.displayName}</span>
          <span className="text-muted-foreground">{dayLabel(checkIn.day)}</span>
          {checkIn.final && <Badge variant="brand">Final check-in</Badge>}
        </p>
        <p className="mt-1 text-sm whitespace-pre-line [overflow-wrap:anywhere]">{checkIn.body}</p>
      </div>
    </li>
  );
}

function CheckInForm({ challenge, viewerId, completionXp }: { challenge: CurrentChallenge; viewerId: string; completionXp: number }) {
  const form = useServerForm(checkInSchema, { defaultValues: { body: '' }, failure: 'That did not work. Please try again.' });
  const checkIn = useCheckIn(viewerId);
  const complete = useCompleteChallenge(viewerId);
  const checkedInToday = challenge.you!.checkedInToday;
  const send = (action: 'check-in' | 'complete') =>
    form.submitWith(async ({ body }) => {
      await (action === 'complete' ? complete : checkIn).mutateAsync({ id: challenge.id, body });
      form.reset();
    });
  const completeLabel = `${CHALLENGES_TEXT.complete} (+${completionXp} XP)`;

  return (
    <form onSubmit={(event) => void send(checkedInToday ? 'complete' : 'check-in')(event)} noValidate className="flex flex-col gap-3">
      <Field label={CHALLENGES_TEXT.checkInLabel} hint={checkedInToday ? `${CHALLENGES_TEXT.checkedInToday} ${CHALLENGES_TEXT.checkInHint}` : CHALLENGES_TEXT.checkInHint} error={form.formState.errors.body?.message}>
        {(control) => <Textarea {...control} maxLength={CHECK_IN_MAX} rows={3} placeholder="What did you do today, and what did you learn?" {...form.register('body')} />}
      </Field>
      <FormActions label={checkedInToday ? completeLabel : CHALLENGES_TEXT.postCheckIn} pending={form.pending} error={form.formError}>
        {!checkedInToday && (
          <Button type="button" variant="outline" disabled={form.pending} onClick={(event) => void send('complete')(event)}>
            {completeLabel}
          </Button>
        )}
      </FormActions>
    </form>
  );
}

function PastChallenges({ past }: { past: PastChallenge[] }) {
  const headingId = useId();
  return (
    <TitledSection id={headingId} title={CHALLENGES_TEXT.pastHeading}>
      {past.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{CHALLENGES_TEXT.noPast}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {past.map((challenge) => (
            <li key={challenge.id} className="flex flex-col gap-1 rounded-xl border border-border p-4">
              <p className="text-xs text-muted-foreground">{weekRangeLabel(challenge.startsOn)}</p>
              <h3 className="font-semibold">{challenge.title}</h3>
              <p className="text-sm">{resultOf(challenge)}</p>
              <ChallengeLinkLine challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function resultOf(challenge: PastChallenge): string {
  if (!challenge.you) return 'You did not take part.';
  const checkIns = challenge.you.checkIns === 1 ? '1 check-in' : `${challenge.you.checkIns} check-ins`;
  return challenge.you.completedAt ? `Completed · ${checkIns}` : `Joined, not completed · ${checkIns}`;
}
