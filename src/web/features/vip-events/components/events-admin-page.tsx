import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminVipEvent, VipEventInput } from '#shared/schemas/vip-events.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAdminVipEvents, useSaveVipEvent } from '../api/vip-events.ts';
import { eventTimeRange } from './event-time.ts';

type EventFields = Omit<VipEventInput, 'onlineUrl' | 'place'> & { onlineUrl: string; place: string };

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const NEW_EVENT = (): EventFields => ({ title: '', description: '', startsAt: '', endsAt: '', timeZone: browserZone(), onlineUrl: '', place: '', capacity: 20 });
const fieldsOf = (event: AdminVipEvent): EventFields => ({
  title: event.title,
  description: event.description,
  startsAt: event.startsAtLocal,
  endsAt: event.endsAtLocal,
  timeZone: event.timeZone,
  onlineUrl: event.onlineUrl ?? '',
  place: event.place ?? '',
  capacity: event.capacity,
});

function EventForm({ label, initial, submitLabel, pending, error, onSubmit }: { label: string; initial: EventFields; submitLabel: string; pending: boolean; error: string | null; onSubmit: (fields: EventFields) => void }) {
  const [fields, setFields] = useState(initial);
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(fields.timeZone) ? known : [fields.timeZone, ...known];
  }, [fields.timeZone]);
  const set = <K extends keyof EventFields>(key: K, value: EventFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields);
  };
  return (
    <form aria-label={label} onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      <Field label="Title" required className="sm:col-span-2">
        {(control) => <Input {...control} value={fields.title} onChange={(event) => set('title', event.target.value)} />}
      </Field>
      <Field label="Description" hint="Markdown: **bold**, lists, links." required className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={4} value={fields.description} onChange={(event) => set('description', event.target.value)} />}
      </Field>
      <Field label="Starts" required>
        {(control) => <Input {...control} type="datetime-local" value={fields.startsAt} onChange={(event) => set('startsAt', event.target.value)} />}
      </Field>
      <Field label="Ends" required>
        {(control) => <Input {...control} type="datetime-local" value={fields.endsAt} onChange={(event) => set('endsAt', event.target.value)} />}
      </Field>
      <Field label="Time zone" hint="The start and end are times in this zone.">
        {(control) => (
          <Select {...control} value={fields.timeZone} onChange={(event) => set('timeZone', event.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Places" required>
        {(control) => <Input {...control} type="number" min={1} value={Number.isNaN(fields.capacity) ? '' : fields.capacity} onChange={(event) => set('capacity', event.target.valueAsNumber)} />}
      </Field>
      <Field label="Online link" hint="Sent only to members with a place.">
        {(control) => <Input {...control} type="url" placeholder="https://" value={fields.onlineUrl} onChange={(event) => set('onlineUrl', event.target.value)} />}
      </Field>
      <Field label="Place" hint="The address, sent only to members with a place.">
        {(control) => <Input {...control} value={fields.place} onChange={(event) => set('place', event.target.value)} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

function EventCard({ event }: { event: AdminVipEvent }) {
  const save = useSaveVipEvent();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{event.title}</CardTitle>
        <CardDescription>
          {eventTimeRange(event.startsAt, event.endsAt, event.timeZone)} · {event.going} of {event.capacity} places taken · {event.waitlisted} on the waitlist
        </CardDescription>
      </CardHeader>
      <CardContent>
        <EventForm
          label={`Edit ${event.title}`}
          initial={fieldsOf(event)}
          submitLabel="Save"
          pending={save.isPending}
          error={save.error?.message ?? null}
          onSubmit={(fields) => save.mutate({ id: event.id, input: fields }, { onSuccess: () => toast.success('Event saved') })}
        />
      </CardContent>
    </Card>
  );
}

/** /admin/events: VIP events and workshops, for staff who publish. */
export function EventsAdminPage() {
  const events = useAdminVipEvents();
  const save = useSaveVipEvent();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">VIP Events</h1>
        <p className="text-muted-foreground">Legacy Founders take places until the event is full, then join the waitlist. A place given back, or added here, goes to the first member waiting, who is told.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Create an event</CardTitle>
        </CardHeader>
        <CardContent>
          <EventForm
            key={save.data?.id ?? 'new'}
            label="Create an event"
            initial={NEW_EVENT()}
            submitLabel="Create event"
            pending={save.isPending}
            error={save.error?.message ?? null}
            onSubmit={(fields) => save.mutate({ id: null, input: fields }, { onSuccess: () => toast.success('Event created') })}
          />
        </CardContent>
      </Card>
      <section aria-label="Events" className="grid gap-4">
        {events.isPending && <Skeleton className="h-48 w-full" />}
        {events.isError && <p role="alert">The events could not be loaded. Please try again.</p>}
        {events.data?.events.length === 0 && <p className="text-muted-foreground">No events yet.</p>}
        {events.data?.events.map((event) => <EventCard key={`${event.id}:${event.startsAt}:${event.capacity}:${event.going}`} event={event} />)}
      </section>
    </div>
  );
}
