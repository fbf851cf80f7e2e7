import { useWatch } from 'react-hook-form';
import { GIG_SKILLS_MAX, utcToday, type GigDetail, type GigInput } from '#shared/schemas/gigs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { EMPTY_GIG_FORM, FORM_FIELD_OF, gigFormSchema, gigInputOf, type GigFormValues } from '../lib/gig-form-values.ts';

const tomorrow = () => new Date(Date.parse(`${utcToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Posting or changing a gig. The values are checked with the server's own schema before they are
 * sent, each problem (the server's too) shown under its field; the server's answer to anything
 * else is shown above the buttons.
 */
export function GigForm({
  initial = EMPTY_GIG_FORM,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  initial?: GigFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (gig: GigInput) => Promise<GigDetail>;
  onCancel?: () => void;
}) {
  const form = useServerForm(gigFormSchema, { defaultValues: initial, fieldNames: FORM_FIELD_OF, failure: 'The gig could not be saved. Please try again.' });
  const { register, control } = form;
  const { errors } = form.formState;
  const range = useWatch({ control, name: 'budgetKind' }) === 'range';

  // The API's gig as typed (a fixed budget sends one amount); the server parses the same schema.
  const submit = form.submitWith(() => onSubmit(gigInputOf(form.getValues())));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field label="Title" required error={errors.title?.message}>
        {(control) => <Input {...control} {...register('title')} placeholder="e.g. Landing page copy for a waitlist" />}
      </Field>
      <Field label="Description" required hint="Markdown works: **bold**, lists and links." error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={6} {...register('description')} placeholder="What needs doing, what you will provide, and what done looks like." />}
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Budget (US dollars)</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="fixed" className="size-4 accent-brand-600" {...register('budgetKind')} /> Fixed amount
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="range" className="size-4 accent-brand-600" {...register('budgetKind')} /> A range
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={range ? 'From ($)' : 'Amount ($)'} required error={errors.budgetMin?.message}>
            {(control) => <Input {...control} inputMode="numeric" {...register('budgetMin')} placeholder="e.g. 500" />}
          </Field>
          {range && (
            <Field label="To ($)" required error={errors.budgetMax?.message}>
              {(control) => <Input {...control} inputMode="numeric" {...register('budgetMax')} placeholder="e.g. 1500" />}
            </Field>
          )}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Skills" required hint={`Separate with commas, 1 to ${GIG_SKILLS_MAX}.`} error={errors.skills?.message}>
          {(control) => <Input {...control} {...register('skills')} placeholder="e.g. copywriting, seo" />}
        </Field>
        <Field label="Deadline" required hint="Applications close at the end of this day (UTC)." error={errors.deadline?.message}>
          {(control) => <Input {...control} type="date" min={tomorrow()} {...register('deadline')} />}
        </Field>
      </div>
      <FormActions label={submitLabel} pendingLabel={busyLabel} pending={form.pending} error={form.formError} align="end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </FormActions>
    </form>
  );
}
