import { CalendarDays, MapPin, Video } from 'lucide-react';
import { useId, useState } from 'react';
import type { VipEvent } from '#shared/schemas/vip-events.ts';
import { GatedPage } from '#web/components/gated-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { useRsvp, useVipEvents } from '../api/vip-events.ts';
import { eventTimeRange, viewerStart } from './event-time.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const EVENTS_TEXT = {
  title: 'VIP Events & Workshops',
  intro: 'Live sessions and hands-on workshops for Legacy Founders. Places are limited: take one, or join the waitlist and we will tell you when one opens up.',
  upcoming: 'Upcoming',
  past: 'Past events',
  noUpcoming: 'No events are planned right now. New ones appear here first.',
  failed: 'The events could not be loaded. Please try again.',
  take: 'Take a place',
  wait: 'Join the waitlist',
  cancel: 'Give up my place',
  leave: 'Leave the waitlist',
  going: 'You have a place.',
  join: 'Join online',
} as const;

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.');

/** /events — everyone sees what is on; Legacy Founders take places, and only they get the link or the address. */
export function EventsPage() {
  const { user } = useAuth();
  const list = <EventList viewerId={user?.id ?? null} />;
  return (
    <GatedPage feature="VIP_EVENTS" eyebrow={{ icon: CalendarDays, label: 'Legacy Founder' }} text={EVENTS_TEXT} preview={list}>
      {() => list}
    </GatedPage>
  );
}

function EventList({ viewerId }: { viewerId: string | null }) {
  const events = useVipEvents(viewerId);
  const upcomingId = useId();
  const pastId = useId();
  return (
    <>
      {events.isPending && <Skeleton className="mt-8 h-64 w-full" />}
      {events.isError && (
        <p role="alert" className="mt-8">
          {EVENTS_TEXT.failed}
        </p>
      )}
      {events.data && (
        <>
          <TitledSection id={upcomingId} title={EVENTS_TEXT.upcoming} titleClassName="text-2xl font-semibold tracking-tight" className="mt-10">
            {events.data.upcoming.length === 0 ? (
              <p className="mt-4 text-muted-foreground">{EVENTS_TEXT.noUpcoming}</p>
            ) : (
              <ul className="mt-4 grid gap-4">
                {events.data.upcoming.map((event) => (
                  <EventCard key={event.id} event={event} viewerId={viewerId} />
                ))}
              </ul>
            )}
          </TitledSection>
          {events.data.past.length > 0 && (
            <TitledSection id={pastId} title={EVENTS_TEXT.past} titleClassName="text-2xl font-semibold tracking-tight" className="mt-12">
              <ul className="mt-4 grid gap-2">
                {events.data.past.map((event) => (
                  <li key={event.id} className="rounded-lg border border-border px-4 py-3">
                    <p className="font-medium">{event.title}</p>
                    <p className="text-sm text-muted-foreground">{eventTimeRange(event.startsAt, event.endsAt, event.timeZone)}</p>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
        </>
      )}
    </>
  );
}

function placesText(event: VipEvent) {
  if (event.placesLeft > 0) return `${event.placesLeft} of ${event.capacity} places left`;
  return event.waitlisted > 0 ? `Full · ${event.waitlisted} on the waitlist` : 'Full';
}

function EventCard({ event, viewerId }: { event: VipEvent; viewerId: string | null }) {
  const rsvp = useRsvp(viewerId);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [fullNow, setFullNow] = useState(false);
  // The reader's own zone is known only in the browser, after the drawn page has hydrated.
  const hydrated = useHydrated();
  const yourTime = hydrated ? viewerStart(event.startsAt, event.timeZone) : null;
  const act = (action: 'take' | 'wait') =>
    rsvp.mutate(
      { id: event.id, action },
      { onError: (error) => setFullNow(error instanceof ApiError && error.status === 409), onSuccess: () => setFullNow(false) },
    );
  const canWait = event.placesLeft === 0 || fullNow;
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        {event.online && (
          <Badge variant="secondary">
            <Video className="size-3.5" aria-hidden="true" /> Online
          </Badge>
        )}
        {event.inPerson && (
          <Badge variant="secondary">
            <MapPin className="size-3.5" aria-hidden="true" /> In person
          </Badge>
        )}
        <Badge variant="outline">{placesText(event)}</Badge>
      </div>
      <h3 id={titleId} className="mt-3 text-xl font-semibold">
        {event.title}
      </h3>
      <p className="mt-1 text-sm font-medium">{eventTimeRange(event.startsAt, event.endsAt, event.timeZone)}</p>
      {yourTime && <p className="text-sm text-muted-foreground">Your time: {yourTime}</p>}
      <Markdown look="post" source={event.description} className="mt-3" />
      {event.unlocked && (
        <div className="mt-4 grid gap-3">
          {event.rsvp?.status === 'going' && (
            <div className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950">
              <p className="font-semibold">{EVENTS_TEXT.going}</p>
              {event.place && (
                <p className="flex items-start gap-2 text-sm">
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{event.place}</span>
                </p>
              )}
              {event.onlineUrl && (
                <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-sm font-medium break-all text-brand-700 underline underline-offset-4 dark:text-brand-300">
                  {EVENTS_TEXT.join}: {event.onlineUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          )}
          {event.rsvp?.status === 'waitlisted' && <p className="font-semibold">You are number {event.rsvp.waitlistPosition} on the waitlist. We will tell you when a place opens up.</p>}
          <div className="flex flex-wrap gap-2">
            {!event.rsvp && !canWait && (
              <Button onClick={() => act('take')} disabled={rsvp.isPending} aria-describedby={titleId}>
                {EVENTS_TEXT.take}
              </Button>
            )}
            {!event.rsvp && canWait && (
              <Button onClick={() => act('wait')} disabled={rsvp.isPending} aria-describedby={titleId}>
                {EVENTS_TEXT.wait}
              </Button>
            )}
            {event.rsvp && (
              <Button variant="outline" onClick={() => setConfirming(true)} aria-describedby={titleId}>
                {event.rsvp.status === 'going' ? EVENTS_TEXT.cancel : EVENTS_TEXT.leave}
              </Button>
            )}
          </div>
          {rsvp.isError && <InlineError>{messageOf(rsvp.error)}</InlineError>}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={event.rsvp?.status === 'going' ? 'Give up your place?' : 'Leave the waitlist?'}
        description={event.rsvp?.status === 'going' ? `Your place at “${event.title}” goes to the first member on the waitlist.` : `You lose your place in the waitlist for “${event.title}”.`}
        confirmLabel={event.rsvp?.status === 'going' ? EVENTS_TEXT.cancel : EVENTS_TEXT.leave}
        destructive
        onConfirm={async () => {
          await rsvp.mutateAsync({ id: event.id, action: 'cancel' });
        }}
      />
    </li>
  );
}
