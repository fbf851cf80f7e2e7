import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { COFOUNDER_INTRO_MAX, cofounderIntroSchema, type CofounderIntro, type CofounderMatch, type CofounderOverview } from '#shared/schemas/cofounders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useAnswerIntro, useRequestIntro } from '../api/cofounders.ts';
import { ProfileFacts } from './profile-facts.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

const INTRO_STATE_TEXT = {
  sent: { pending: 'Introduction requested', accepted: 'Introduced', declined: 'Declined your request' },
  received: { pending: 'Asked to meet you: answer above', accepted: 'Introduced', declined: 'You declined' },
} as const;

/** The admitted member's matches, best fit first, each with why it fits and a way to ask for an introduction. */
export function CofounderMatches({ viewerId, page }: { viewerId: string; page: CofounderOverview }) {
  const [asking, setAsking] = useState<CofounderMatch | null>(null);
  const left = Math.max(page.dailyLimit - page.introsToday, 0);
  return (
    <section aria-labelledby="cofounder-matches">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="cofounder-matches" className="text-2xl font-bold tracking-tight">
          Your matches
        </h2>
        <p className="text-sm text-muted-foreground">
          {left} of {page.dailyLimit} introduction requests left today (UTC)
        </p>
      </div>
      {page.matches.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No other members are on the matching list yet. New members are admitted in batches: check back soon.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4" aria-label="Matches, best fit first">
          {page.matches.map((match) => (
            <li key={match.userId}>
              <MatchCard match={match} canAsk={left > 0} onAsk={() => setAsking(match)} />
            </li>
          ))}
        </ol>
      )}
      <IntroDialog viewerId={viewerId} match={asking} onClose={() => setAsking(null)} />
    </section>
  );
}

function MatchCard({ match, canAsk, onAsk }: { match: CofounderMatch; canAsk: boolean; onAsk: () => void }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold">
            {match.displayName}
          </h3>
          <p className="text-sm font-medium">{match.profile.building}</p>
        </div>
        <Badge variant="brand">Fit: {match.score} points</Badge>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{match.profile.pitch}</p>
      <div className="mt-3">
        <ProfileFacts profile={match.profile} />
      </div>
      <div className="mt-4 rounded-xl bg-muted/60 p-3">
        <h4 className="text-sm font-semibold">Why this match</h4>
        {match.reasons.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">Nothing in common with your profile yet: no shared skills wanted, time zone band, stage or commitment.</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm">
            {match.reasons.map((reason) => (
              <li key={reason.kind}>
                {reason.text} <span className="text-muted-foreground">(+{reason.points})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4">
        {match.intro ? (
          <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{INTRO_STATE_TEXT[match.intro.direction][match.intro.status]}</p>
        ) : (
          <Button size="sm" onClick={onAsk} disabled={!canAsk} aria-label={`Ask for an introduction to ${match.displayName}`}>
            Ask for an introduction
          </Button>
        )}
      </div>
    </article>
  );
}

function IntroDialog({ viewerId, match, onClose }: { viewerId: string; match: CofounderMatch | null; onClose: () => void }) {
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="pr-8 text-lg font-semibold">Ask for an introduction to {match?.displayName}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          They see your name, your profile and this message. If they accept, you both see each other's e-mail.
        </DialogDescription>
        {match && <IntroForm key={match.userId} viewerId={viewerId} match={match} onSent={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function IntroForm({ viewerId, match, onSent }: { viewerId: string; match: CofounderMatch; onSent: () => void }) {
  const request = useRequestIntro(viewerId);
  const form = useServerForm(cofounderIntroSchema, {
    defaultValues: { toUserId: match.userId, message: '' },
    failure: 'Your request could not be sent. Please try again.',
  });
  const submit = form.submitWith(async (input) => {
    await request.mutateAsync(input);
    onSent();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <Field label="Your message" error={form.formState.errors.message?.message}>
        {(control) => <Textarea {...control} rows={4} maxLength={COFOUNDER_INTRO_MAX} {...form.register('message')} />}
      </Field>
      <FormActions label="Send request" pendingLabel="Sending…" pending={form.pending} error={form.formError} align="end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
      </FormActions>
    </form>
  );
}

/** Introductions asked of the member (to accept or decline) and asked by them, with the e-mail once accepted. */
export function CofounderIntros({ viewerId, intros }: { viewerId: string; intros: CofounderOverview['intros'] }) {
  if (intros.received.length + intros.sent.length === 0) return null;
  return (
    <TitledSection id="cofounder-intros" title="Introductions" titleClassName="text-2xl font-bold tracking-tight" className="flex flex-col gap-4">
      {intros.received.length > 0 && <IntroList viewerId={viewerId} title="Asked to meet you" intros={intros.received} received />}
      {intros.sent.length > 0 && <IntroList viewerId={viewerId} title="You asked" intros={intros.sent} received={false} />}
    </TitledSection>
  );
}

const STATUS_TEXT = { pending: 'Waiting for an answer', accepted: 'Accepted', declined: 'Declined' } as const;

function IntroList({ viewerId, title, intros, received }: { viewerId: string; title: string; intros: CofounderIntro[]; received: boolean }) {
  const answer = useAnswerIntro(viewerId);
  const [problem, setProblem] = useState<string | null>(null);
  const respond = async (id: string, choice: 'accept' | 'decline') => {
    setProblem(null);
    try {
      await answer.mutateAsync({ id, answer: choice });
    } catch (error) {
      setProblem(messageOf(error, 'Your answer could not be saved. Please try again.'));
    }
  };
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{title}</h3>
      {problem && <InlineError className="mt-2">{problem}</InlineError>}
      <ul className="mt-2 flex flex-col gap-3">
        {intros.map((intro) => (
          <li key={intro.id} className="rounded-xl border border-border bg-card p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{intro.other.displayName}</p>
              <p className="text-xs text-muted-foreground">{STATUS_TEXT[intro.status]}</p>
            </div>
            {intro.other.building && <p className="text-sm text-muted-foreground">{intro.other.building}</p>}
            <blockquote className="mt-2 border-l-2 border-brand-300 pl-3 text-sm whitespace-pre-line">{intro.message}</blockquote>
            {intro.email && (
              <p className="mt-3 flex items-center gap-2 text-sm">
                <Mail className="size-4" aria-hidden="true" />
                <span>
                  Write to {intro.other.displayName}:{' '}
                  <a className="font-medium break-all text-brand-700 underline dark:text-brand-300" href={`mailto:${intro.email}`}>
                    {intro.email}
                  </a>
                </span>
              </p>
            )}
            {received && intro.status === 'pending' && (
              <div className="mt-3 flex gap-2">
                <Button size="sm" onClick={() => respond(intro.id, 'accept')} disabled={answer.isPending} aria-label={`Accept the introduction from ${intro.other.displayName}`}>
                  Accept
                </Button>
                <Button size="sm" variant="outline" onClick={() => respond(intro.id, 'decline')} disabled={answer.isPending} aria-label={`Decline the introduction from ${intro.other.displayName}`}>
                  Decline
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
