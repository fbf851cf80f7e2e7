import { useMemo, type ComponentProps } from 'react';
import { vipEventSchema, type AdminVipEvent, type VipEventInput } from '#shared/schemas/vip-events.ts';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { AdminResourcePage, editorActions, type AdminEditorProps } from '#web/components/admin/admin-resource-page.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAdminVipEvents, useSaveVipEvent } from '../api/vip-events.ts';
import { eventTimeRange } from './event-time.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const newEvent = () => ({ title: '', description: '', startsAt: '', endsAt: '', timeZone: browserZone(), onlineUrl: '', place: '', capacity: 20 });
const fieldsOf = (event: AdminVipEvent) => ({
  title: event.title,
  description: event.description,
  startsAt: event.startsAtLocal,
  endsAt: event.endsAtLocal,
  timeZone: event.timeZone,
  onlineUrl: event.onlineUrl ?? '',
  place: event.place ?? '',
  capacity: event.capacity,
});

/** Every zone the browser knows, with the event's own first when the browser does not know it. */
function useZones(current: string) {
  return useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(current) ? known : [current, ...known];
  }, [current]);
}

function ZoneSelect({ current, control }: { current: string; control: ComponentProps<'select'> }) {
  const zones = useZones(current);
  return (
    <Select {...control}>
      <SelectOptions values={zones} />
    </Select>
  );
}

function EventForm(editor: AdminEditorProps<AdminVipEvent, VipEventInput>) {
  const event = editor.row;
  return (
    <AdminForm
      title={event ? `Edit ${event.title}` : 'Create an event'}
      schema={vipEventSchema}
      defaultValues={event ? fieldsOf(event) : newEvent()}
      {...editorActions(editor, 'Event', 'create')}
    >
      {(form) => (
        <>
          <AdminField form={form} name="title" label="Title" required className="sm:col-span-2" />
          <AdminField form={form} name="description" label="Description" hint="Markdown: **bold**, lists, links." required className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={4} />}
          </AdminField>
          <AdminField form={form} name="startsAt" label="Starts" required>
            {(control) => <Input {...control} type="datetime-local" />}
          </AdminField>
          <AdminField form={form} name="endsAt" label="Ends" required>
            {(control) => <Input {...control} type="datetime-local" />}
          </AdminField>
          <AdminField form={form} name="timeZone" label="Time zone" hint="The start and end are times in this zone.">
            {(control) => <ZoneSelect current={form.watch('timeZone')} control={control} />}
          </AdminField>
          <AdminField form={form} name="capacity" label="Places" required options={{ valueAsNumber: true }}>
            {(control) => <Input {...control} type="number" min={1} />}
          </AdminField>
          <AdminField form={form} name="onlineUrl" label="Online link" hint="Sent only to members with a place.">
            {(control) => <Input {...control} type="url" placeholder="https://" />}
          </AdminField>
          <AdminField form={form} name="place" label="Place" hint="The address, sent only to members with a place." />
        </>
      )}
    </AdminForm>
  );
}

/** /admin/events: VIP events and workshops, for staff who publish. */
export function EventsAdminPage() {
  const events = useAdminVipEvents();
  const save = useSaveVipEvent();
  return (
    <AdminResourcePage
      title="VIP Events"
      intro="Legacy Founders take places until the event is full, then join the waitlist. A place given back, or added here, goes to the first member waiting, who is told."
      list={{
        query: events,
        rows: events.data?.events,
        items: 'events',
        columns: [
          { key: 'title', header: 'Event', rowHeader: true, cell: (event) => event.title, sortValue: (event) => event.title },
          { key: 'when', header: 'When', cell: (event) => eventTimeRange(event.startsAt, event.endsAt, event.timeZone), sortValue: (event) => event.startsAt },
          { key: 'places', header: 'Places taken', cell: (event) => `${event.going} of ${event.capacity}`, sortValue: (event) => event.capacity - event.going },
          { key: 'waitlist', header: 'Waitlist', cell: (event) => event.waitlisted, sortValue: (event) => event.waitlisted },
        ],
      }}
      rowName={(event) => event.title}
      form={EventForm}
      save={(event, input) => save.mutateAsync({ id: event?.id ?? null, input })}
    />
  );
}
