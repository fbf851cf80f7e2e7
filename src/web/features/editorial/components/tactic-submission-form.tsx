import { useWatch } from 'react-hook-form';
import { TACTIC_CATEGORIES, type TacticCategory } from '#shared/constants.ts';
import { tacticSubmissionSchema, type TacticSubmission } from '#shared/schemas/editorial.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { EntryListInput } from './entry-list-input.tsx';

export type TacticFields = { name: string; description: string; category: TacticCategory | ''; successSignals: string[]; failureSignals: string[] };
export const EMPTY_TACTIC: TacticFields = { name: '', description: '', category: '', successSignals: [], failureSignals: [] };

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The member's growth-tactic form (member-area §5); line breaks in the description are kept. */
export function TacticSubmissionForm({
  initial = EMPTY_TACTIC,
  submitLabel = 'Submit Tactic',
  onSubmit,
}: {
  initial?: TacticFields;
  submitLabel?: string;
  onSubmit: (input: TacticSubmission) => Promise<void>;
}) {
  const form = useServerForm(tacticSubmissionSchema, { defaultValues: { ...initial, category: initial.category || undefined } });
  const { register, control, setValue } = form;
  const errors = form.formState.errors;
  const [successSignals = [], failureSignals = []] = useWatch({ control, name: ['successSignals', 'failureSignals'] });
  const setList = (name: 'successSignals' | 'failureSignals') => (list: string[]) => setValue(name, list, { shouldValidate: form.formState.isSubmitted });
  const submit = form.submitWith((parsed) => onSubmit(parsed));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <Field label="Name" required error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name')} placeholder="e.g. Founder-led cold e-mail" />}
      </Field>
      <Field label="Description" required error={errors.description?.message} hint="At least 100 characters. Line breaks are kept.">
        {(props) => <Textarea {...props} className="min-h-40" {...register('description')} />}
      </Field>
      <Field label="Category" required error={errors.category?.message}>
        {(props) => (
          <Select {...props} {...register('category')}>
            <option value="">Select a category</option>
            <SelectOptions values={TACTIC_CATEGORIES} labels={capitalize} />
          </Select>
        )}
      </Field>
      <EntryListInput label="Success signals" itemName="success signal" required entries={successSignals} onChange={setList('successSignals')} error={errors.successSignals?.message} />
      <EntryListInput label="Failure signals" itemName="failure signal" required entries={failureSignals} onChange={setList('failureSignals')} error={errors.failureSignals?.message} />
      <FormActions label={submitLabel} pendingLabel="Submitting..." pending={form.pending} error={form.formError} />
    </form>
  );
}
