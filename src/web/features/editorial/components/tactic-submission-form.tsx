import { TACTIC_CATEGORIES, type TacticCategory } from '#shared/constants.ts';
import { tacticSubmissionSchema, type TacticSubmission } from '#shared/schemas/editorial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSubmissionForm } from '../hooks/use-submission-form.ts';
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
  const { fields, set, errors, submitting, submit } = useSubmissionForm(tacticSubmissionSchema, initial, (_entered, parsed) => onSubmit(parsed));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label="Name" required error={errors.name}>
        {(props) => <Input {...props} value={fields.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Founder-led cold e-mail" />}
      </Field>
      <Field label="Description" required error={errors.description} hint="At least 100 characters. Line breaks are kept.">
        {(props) => <Textarea {...props} className="min-h-40" value={fields.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
      <Field label="Category" required error={errors.category}>
        {(props) => (
          <Select {...props} value={fields.category} onChange={(e) => set('category', e.target.value as TacticCategory | '')}>
            <option value="">Select a category</option>
            {TACTIC_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {capitalize(category)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <EntryListInput label="Success signals" itemName="success signal" required entries={fields.successSignals} onChange={(list) => set('successSignals', list)} error={errors.successSignals} />
      <EntryListInput label="Failure signals" itemName="failure signal" required entries={fields.failureSignals} onChange={(list) => set('failureSignals', list)} error={errors.failureSignals} />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? 'Submitting...' : submitLabel}
      </Button>
    </form>
  );
}
