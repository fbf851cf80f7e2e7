import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { caseStudySubmissionSchema, type CaseStudySubmission } from '#shared/schemas/editorial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSubmissionForm } from '../hooks/use-submission-form.ts';
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
  const { fields, set, errors, submitting, submit } = useSubmissionForm(caseStudySubmissionSchema, initial, (entered) => onSubmit(entered));
  const [metricName, setMetricName] = useState('');
  const [metricValue, setMetricValue] = useState('');
  const addMetric = () => {
    // A metric is added only with both a name and a value.
    if (metricName.trim() === '' || metricValue.trim() === '') return;
    set('metrics', [...fields.metrics.filter((metric) => metric.name !== metricName.trim()), { name: metricName.trim(), value: metricValue.trim() }]);
    setMetricName('');
    setMetricValue('');
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label="Title" required error={errors.title}>
        {(props) => <Input {...props} value={fields.title} onChange={(e) => set('title', e.target.value)} placeholder="How we reached $10k MRR in 6 months" />}
      </Field>
      <Field label="Introduction" required error={errors.introduction}>
        {(props) => <Textarea {...props} value={fields.introduction} onChange={(e) => set('introduction', e.target.value)} />}
      </Field>
      <Field label="Problem" required error={errors.problem}>
        {(props) => <Textarea {...props} value={fields.problem} onChange={(e) => set('problem', e.target.value)} />}
      </Field>
      <Field label="Solution" required error={errors.solution}>
        {(props) => <Textarea {...props} value={fields.solution} onChange={(e) => set('solution', e.target.value)} />}
      </Field>
      <Field label="Source URL" error={errors.sourceUrl} hint="Optional: where readers can learn more.">
        {(props) => <Input {...props} type="url" value={fields.sourceUrl} onChange={(e) => set('sourceUrl', e.target.value)} placeholder="https://" />}
      </Field>
      <EntryListInput label="Region tags" itemName="region tag" required entries={fields.regionTags} onChange={(tags) => set('regionTags', tags)} placeholder="e.g. Europe" error={errors.regionTags} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Metrics (optional)</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input aria-label="Metric name" placeholder="Name, e.g. MRR" value={metricName} onChange={(e) => setMetricName(e.target.value)} />
          <Input aria-label="Metric value" placeholder="Value, e.g. 12000" value={metricValue} onChange={(e) => setMetricValue(e.target.value)} />
          <Button type="button" variant="outline" onClick={addMetric} aria-label="Add metric">
            <Plus className="size-4" aria-hidden="true" /> Add
          </Button>
        </div>
        {fields.metrics.length > 0 && (
          <ul className="space-y-1" aria-label="Metrics">
            {fields.metrics.map((metric) => (
              <li key={metric.name} className="flex items-center justify-between rounded-md border border-border px-3 py-1.5 text-sm">
                <span>
                  <strong>{metric.name}</strong>: {metric.value}
                </span>
                <button
                  type="button"
                  className="rounded p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  onClick={() => set('metrics', fields.metrics.filter((item) => item.name !== metric.name))}
                  aria-label={`Remove metric ${metric.name}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? 'Submitting...' : submitLabel}
      </Button>
    </form>
  );
}
