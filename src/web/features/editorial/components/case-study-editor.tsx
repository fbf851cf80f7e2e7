import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CASE_STUDY_TYPE_LABELS,
  CASE_STUDY_TYPES,
  CONTENT_LANGUAGES,
  PROVENANCE_FIGURE_LABELS,
  PROVENANCE_FIGURES,
  PROVENANCE_KIND_LABELS,
  PROVENANCE_KINDS,
  SNIPPET_MAX,
  type ProvenanceFigure,
  type PublicationStatus,
} from '#shared/constants.ts';
import { BUSINESS_MODEL_OPTIONS, CONTINENT_OPTIONS, CUSTOMER_TYPE_OPTIONS, GROWTH_CHANNEL_OPTIONS, CAPITAL_OPTIONS, INVOLVEMENT_OPTIONS } from '#shared/filters.ts';
import { caseStudyInsertSchema } from '#shared/schemas/case-study-insert.ts';
import { CASE_STUDY_SECTION_MESSAGES, publishingProblem, SAVE_MESSAGES, type SaveIntent } from '#shared/schemas/editorial.ts';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFieldRefusal, useServerForm } from '#web/lib/use-server-form.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { Field } from '#web/components/ui/field.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { ChoiceOptions, Select, SelectOptions } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { saveCaseStudy } from '../api/editorial.ts';
import { payloadOf, type EditorForm, type TextField } from '../lib/editor-form.ts';
import { EntryListInput } from './entry-list-input.tsx';
import { CaseStudyPreview } from './case-study-preview.tsx';

const STORY_FIELDS: [TextField, string][] = [
  ['content_genesis', 'Genesis: where the idea came from'],
  ['content_validation', 'Validation'],
  ['content_building', 'Building'],
  ['content_launch', 'Launch'],
  ['content_growth', 'Growth'],
  ['content_status_future', 'Status and future'],
  ['content_lessons_learned', 'Lessons learned'],
  ['content_advice', 'Advice'],
];
const withoutAll = <T extends { value: string }>(options: readonly T[]) => options.filter((option) => option.value !== 'all' && option.value !== 'any');

type ListField = { [K in keyof EditorForm]: EditorForm[K] extends string[] ? K : never }[keyof EditorForm];

/** The editor's state, checked by the insert schema once it is the payload the API takes. */
const editorSchema = z.custom<EditorForm>().transform(payloadOf).pipe(caseStudyInsertSchema);

/** The first message among a form's nested errors, in the schema's order. */
function firstMessage(errors: object): string | undefined {
  for (const value of Object.values(errors) as unknown[]) {
    if (!value || typeof value !== 'object') continue;
    if ('type' in value) return (value as { message?: string }).message;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export type EditorTarget = { id: string; version: number; status: PublicationStatus; submission?: { introduction: string; problem: string; solution: string } | null };

/**
 * The whole insert payload (access-admin-pricing §3) with figure provenance and a live preview.
 * Editors and above Save as Draft or Publish; contributors save drafts and Send to review. An
 * edit is saved over the version it opened: the server refuses a stale one with a clear message.
 */
export function CaseStudyEditor({ initial, target }: { initial: EditorForm; target?: EditorTarget }) {
  const form = useServerForm(editorSchema, { defaultValues: initial, fieldNames: { figures_provenance: 'provenance' } });
  const { errors } = form.formState;
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const navigate = useNavigate();
  const { user } = useAuth();
  const publisher = Boolean(user?.abilities.publish);
  const values = form.watch();
  const list = (key: ListField) => ({ entries: values[key], onChange: (entries: string[]) => form.setValue(key, entries, { shouldDirty: true }), error: errors[key]?.message });

  const save = (intent: SaveIntent) =>
    form.submitWith(
      async () => {
        const typed = form.getValues();
        const unpublishable = intent === 'publish' ? publishingProblem(typed) : null;
        if (unpublishable) {
          const field = unpublishable === CASE_STUDY_SECTION_MESSAGES.problem ? 'problem' : 'solution';
          form.setError(field, { type: 'publish', message: unpublishable });
          form.setFocus(field);
          toast.error(SAVE_MESSAGES.failedTitle, { description: unpublishable });
          return;
        }
        setSaving(intent);
        try {
          // The payload as the editor built it: the server parses it with the same schema.
          const saved = await saveCaseStudy({ id: target?.id, version: target?.version, data: payloadOf(typed), intent });
          toast.success(saved.status === 'published' ? SAVE_MESSAGES.published : intent === 'review' ? SAVE_MESSAGES.review : SAVE_MESSAGES.draft);
          await navigate('/admin/cases');
        } catch (error) {
          const stale = error instanceof ApiError && error.status === 409;
          const told = error instanceof ApiError && [400, 403, 409].includes(error.status);
          toast.error(SAVE_MESSAGES.failedTitle, { description: told ? error.message : SAVE_MESSAGES.failed, duration: stale ? 15_000 : undefined });
          if (isFieldRefusal(error)) throw error;
        } finally {
          setSaving(null);
        }
      },
      (invalid) => toast.error(SAVE_MESSAGES.failedTitle, { description: firstMessage(invalid) }),
    );

  const field = (key: TextField, label: string, options: { required?: boolean; type?: string; hint?: ReactNode; className?: string } = {}) => (
    <Field label={label} required={options.required} error={errors[key]?.message} hint={options.hint} className={options.className}>
      {(props) => <Input {...props} type={options.type ?? 'text'} inputMode={options.type === 'number' ? 'numeric' : undefined} {...form.register(key)} />}
    </Field>
  );
  const select = (key: TextField, label: string, choices: readonly { value: string; label: string }[], blank = 'Not set') => (
    <Field label={label} error={errors[key]?.message}>
      {(props) => (
        <Select {...props} {...form.register(key)}>
          {blank && <option value="">{blank}</option>}
          <ChoiceOptions choices={choices} />
        </Select>
      )}
    </Field>
  );
  const textarea = (key: TextField, label: string, className = 'sm:col-span-2') => (
    <Field key={key} label={label} error={errors[key]?.message} className={className}>
      {(props) => <Textarea {...props} {...form.register(key)} />}
    </Field>
  );

  const provenanceError = (figure: ProvenanceFigure) => errors.provenance?.[figure]?.kind?.message ?? errors.provenance?.[figure]?.as_of?.message;

  const editing = Boolean(target);
  const mayEditHere = publisher || !target || target.status === 'draft' || target.status === 'returned';

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <PageHeader
          title={editing ? 'Edit Case Study' : 'New Case Study'}
          intro={
            target && (
              <p className="flex items-center gap-2 text-sm">
                Status: <StatusBadge status={target.status} />
              </p>
            )
          }
          actions={
            <Button asChild variant="outline">
              <Link to="/admin/cases">Back to case studies</Link>
            </Button>
          }
        />

        {target?.submission && (target.submission.problem || target.submission.solution) && (
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">The member&apos;s submission</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              {(['introduction', 'problem', 'solution'] as const).map((part) => (
                <section key={part}>
                  <h3 className="font-semibold capitalize">{part}</h3>
                  <p className="whitespace-pre-line text-muted-foreground">{target.submission?.[part]}</p>
                </section>
              ))}
            </CardContent>
          </Card>
        )}

        <Section title="Metadata & Classification">
          {field('title', 'Title', { required: true, className: 'sm:col-span-2' })}
          <Field
            label="Snippet"
            required
            className="sm:col-span-2"
            error={errors.snippet?.message}
            hint={
              <span aria-live="polite">
                {values.snippet.length}/{SNIPPET_MAX} characters
              </span>
            }
          >
            {(props) => <Textarea {...props} maxLength={SNIPPET_MAX} {...form.register('snippet')} />}
          </Field>
          {field('featured_image_url', 'Featured image URL', { required: true, type: 'url', className: 'sm:col-span-2' })}
          <Field label="Publication date" required hint="Set when the study is published." error={errors.publication_date?.message}>
            {(props) => <Input {...props} type="date" {...form.register('publication_date')} />}
          </Field>
          {select(
            'case_study_type',
            'Type',
            CASE_STUDY_TYPES.map((type) => ({ value: type, label: CASE_STUDY_TYPE_LABELS[type] })),
            '',
          )}
          {select(
            'language',
            'Language',
            CONTENT_LANGUAGES.map((language) => ({ value: language, label: language })),
            '',
          )}
          {select('business_model', 'Business model', withoutAll(BUSINESS_MODEL_OPTIONS))}
          {select('primary_growth_channel', 'Primary growth channel', withoutAll(GROWTH_CHANNEL_OPTIONS))}
          {select('funding_type', 'Funding', withoutAll(CAPITAL_OPTIONS))}
          {select('customer_type', 'Customer type', withoutAll(CUSTOMER_TYPE_OPTIONS))}
          {select('involvement', 'Involvement', withoutAll(INVOLVEMENT_OPTIONS))}
          <EntryListInput label="Region tags" itemName="region tag" {...list('region_tags')} />
          <EntryListInput label="Niche" itemName="niche" {...list('niche')} />
          <EntryListInput label="Tags" itemName="tag" {...list('tags')} />
        </Section>

        <Section title="Business">
          {field('business_name', 'Business name')}
          {field('website_url', 'Website URL', { type: 'url' })}
          {field('country', 'Country')}
          {select('continent', 'Continent', CONTINENT_OPTIONS)}
          {field('year_founded', 'Year founded', { type: 'number' })}
        </Section>

        <Section title="Founder">
          {field('founder_name', 'Founder name')}
          {field('founder_social_url', 'Founder social URL', { type: 'url' })}
          {textarea('founder_quote', 'Founder quote')}
        </Section>

        <Section title="Figures">
          {field('monthly_revenue', 'Monthly revenue (USD)', { type: 'number' })}
          {field('monthly_profit', 'Monthly profit (USD)', { type: 'number', hint: 'Negative for a loss.' })}
          {field('gross_margin_percent', 'Gross margin (%)', { type: 'number' })}
          {field('starting_costs', 'Starting costs (USD)', { type: 'number' })}
          {field('founder_count', 'Founders', { type: 'number' })}
          {field('employee_count', 'Employees', { type: 'number' })}
          <fieldset className="space-y-3 sm:col-span-2">
            <legend className="text-sm font-medium">
              Where the figures come from <span className="text-muted-foreground">(a source and an as-of date for each)</span>
            </legend>
            {PROVENANCE_FIGURES.map((figure) => (
              <div key={figure} className="grid gap-2 sm:grid-cols-[10rem_1fr_1fr] sm:items-center">
                <span className="text-sm">{PROVENANCE_FIGURE_LABELS[figure]}</span>
                <Select
                  aria-label={`${PROVENANCE_FIGURE_LABELS[figure]}: source`}
                  aria-invalid={Boolean(errors.provenance?.[figure]?.kind)}
                  {...form.register(`provenance.${figure}.kind`)}
                >
                  <option value="">Choose a source</option>
                  <SelectOptions values={PROVENANCE_KINDS} labels={PROVENANCE_KIND_LABELS} />
                </Select>
                <Input
                  type="date"
                  aria-label={`${PROVENANCE_FIGURE_LABELS[figure]}: as of`}
                  aria-invalid={Boolean(errors.provenance?.[figure]?.as_of)}
                  {...form.register(`provenance.${figure}.as_of`)}
                />
                {provenanceError(figure) && <InlineError className="sm:col-span-2 sm:col-start-2">{provenanceError(figure)}</InlineError>}
              </div>
            ))}
          </fieldset>
        </Section>

        <Section title="Problem & solution">
          <p className="text-sm text-muted-foreground sm:col-span-2">Readers see these as The Problem and The Solution; publishing needs at least 50 characters in each.</p>
          {textarea('problem', 'The problem')}
          {textarea('solution', 'The solution')}
        </Section>

        <Section title="The story">{STORY_FIELDS.map(([key, label]) => textarea(key, label))}</Section>

        <Section title="Key decisions">
          {(['first_investment', 'first_hire', 'major_pivot'] as const).map((key) => (
            <Field key={key} label={{ first_investment: 'First investment', first_hire: 'First hire', major_pivot: 'Major pivot' }[key]} className="sm:col-span-2">
              {(props) => <Input {...props} {...form.register(`key_decisions.${key}`)} />}
            </Field>
          ))}
        </Section>

        <Section title="Tech stack & resources">
          <EntryListInput label="Tech stack playbook" itemName="tool" {...list('tech_stack_playbook')} />
          <EntryListInput label="Resource library" itemName="resource" {...list('resource_library')} />
        </Section>

        {!mayEditHere && <p role="note">Contributors change only drafts and returned case studies.</p>}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={saving !== null || !mayEditHere} onClick={(event) => void save('draft')(event)}>
            {saving === 'draft' ? 'Saving...' : editing ? 'Save Changes' : 'Save as Draft'}
          </Button>
          {publisher ? (
            target?.status !== 'published' && (
              <Button disabled={saving !== null} onClick={(event) => void save('publish')(event)}>
                {saving === 'publish' ? 'Publishing...' : 'Publish'}
              </Button>
            )
          ) : (
            <Button disabled={saving !== null || !mayEditHere || target?.status === 'in_review'} onClick={(event) => void save('review')(event)}>
              {saving === 'review' ? 'Sending...' : 'Send to review'}
            </Button>
          )}
        </div>
        {form.formError && <InlineError>{form.formError}</InlineError>}
      </div>
      <aside id="preview" aria-label="Live preview" className="lg:sticky lg:top-20 lg:self-start">
        <CaseStudyPreview form={values} />
      </aside>
    </div>
  );
}
