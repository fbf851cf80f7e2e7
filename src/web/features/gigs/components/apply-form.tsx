import { useId } from 'react';
import { GIG_PITCH_MAX, gigApplicationSchema, type GigDetail } from '#shared/schemas/gigs.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useApplyToGig } from '../api/gigs.ts';

/** A member's pitch for a gig that takes applications; they apply once. */
export function ApplyForm({ viewerId, gig }: { viewerId: string; gig: Pick<GigDetail, 'id'> }) {
  const apply = useApplyToGig(viewerId, gig.id);
  const form = useServerForm(gigApplicationSchema, { defaultValues: { pitch: '' }, failure: 'Your application could not be sent. Please try again.' });
  const submit = form.submitWith((values) => apply.mutateAsync(values));
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Apply
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <Field id={id} label="Your pitch" hint="Why you, in a few sentences. You can apply once." error={form.formState.errors.pitch?.message}>
          {(control) => <Textarea {...control} rows={4} maxLength={GIG_PITCH_MAX} {...form.register('pitch')} />}
        </Field>
        <FormActions label="Send application" pendingLabel="Sending…" pending={form.pending} error={form.formError} align="end" />
      </form>
    </section>
  );
}
