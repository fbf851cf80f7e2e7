import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { caseStudySubmissionSchema, type CaseStudySubmission } from '#shared/schemas/editorial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { EntryListInput } from './entry-list-input.tsx';

export type CaseStudyFields = { title: string; introduction: string; problem: string; solution: string; sourceUrl: string; regionTags: string[]; metrics: { name: string; value: string }[] };

export const EMPTY_CASE_STUDY: CaseStudyFields = { title: '', introduction: '', problem: '', solution: '', sourceUrl: '', regionTags: [], metrics: [] };

/** The member's case-study form (member-area §5); also the edit form of a returned submission. */
export function CaseStudySubmissionForm({
  initial = EMPTY_CASE_STUDY,
  submitLabel = 'Submit Case Study',
  onSubmit,
}: {
  initial?: CaseStudyFields;
  submitLabel?: string;
  onSubmit: (input: CaseStudySubmission) => Promise<void>;
}) {
  const form = useServerForm(caseStudySubmissionSchema, { defaultValues: initial });
  const { register, control, setValue, getValues } = form;
  const errors = form.formState.errors;
  const regionTags = useWatch({ control, name: 'regionTags' }) ?? [];
  const metrics = useWatch({ control, name: 'metrics' }) ?? [];
  // The answers as typed; the server parses the same schema.
  const submit = form.submitWith(() => onSubmit(getValues()));
  const [metricName, setMetricName] = useState('');
  const [metricValue, setMetricValue] = useState('');
  const addMetric = () => {
    // A metric is added only with both a name and a value.
    if (metricName.trim() === '' || metricValue.trim() === '') return;
    setValue('metrics', [...metrics.filter((metric) => metric.name !== metricName.trim()), { name: metricName.trim(), value: metricValue.trim() }]);
    setMetricName('');
    setMetricValue('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <Field label="Title" required error={errors.title?.message}>
        {(props) => <Input {...props} {...register('title')} placeholder="How we reached $10k MRR in 6 months" />}
      </Field>
      <Field label="Introduction" required error={errors.introduction?.message}>
        {(props) => <Textarea {...props} {...register('introduction')} />}
      </Field>
      <Field label="Problem" required error={errors.problem?.message}>
        {(props) => <Textarea {...props} {...register('problem')} />}
      </Field>
      <Field label="Solution" required error={errors.solution?.message}>
        {(props) => <Textarea {...props} {...register('solution')} />}
      </Field>
      <Field label="Source URL" error={errors.sourceUrl?.message} hint="Optional: where readers can learn more.">
        {(props) => <Input {...props} type="url" {...register('sourceUrl')} placeholder="https://" />}
      </Field>
      <EntryListInput
        label="Region tags"
        itemName="region tag"
        required
        entries={regionTags}
        onChange={(tags) => setValue('regionTags', tags, { shouldValidate: form.formState.isSubmitted })}
        placeholder="e.g. Europe"
        error={errors.regionTags?.message}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Metrics (optional)</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input aria-label="Metric name" placeholder="Name, e.g. MRR" value={metricName} onChange={(e) => setMetricName(e.target.value)} />
          <Input aria-label="Metric value" placeholder="Value, e.g. 12000" value={metricValue} onChange={(e) => setMetricValue(e.target.value)} />
          <Button type="button" variant="outline" onClick={addMetric} aria-label="Add metric">
            <Plus className="size-4" aria-hidden="true" /> Add
          </Button>
        </div>
        {metrics.length > 0 && (
          <ul className="space-y-1" aria-label="Metrics">
            {metrics.map((metric) => (
              <li key={metric.name} className="flex items-center justify-between rounded-md border border-border px-3 py-1.5 text-sm">
                <span>
                  <strong>{metric.name}</strong>: {metric.value}
                </span>
                <button
                  type="button"
                  className="rounded p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  onClick={() => setValue('metrics', metrics.filter((item) => item.name !== metric.name))}
                  aria-label={`Remove metric ${metric.name}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <FormActions label={submitLabel} pendingLabel="Submitting..." pending={form.pending} error={form.formError} />
    </form>
  );
}
