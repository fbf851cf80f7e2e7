import { Send } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FUNDING_STATUSES, STORY_BUSINESS_MODELS, STORY_REVENUE_BANDS } from '#shared/constants.ts';
import {
  FUNDING_STATUS_LABELS,
  STORY_MESSAGES,
  STORY_MODEL_LABELS,
  STORY_REVENUE_LABELS,
  TEAM_SIZES,
  storySubmissionSchema,
  type StorySubmissionInput,
} from '#shared/schemas/story.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { FormMessage } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ChoiceOptions, Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useSubmitStory } from '../api/stories-api.ts';

const EMPTY: StorySubmissionInput = {
  founderName: '',
  email: '',
  businessName: '',
  businessUrl: '',
  monthlyRevenue: '',
  businessModel: '',
  industry: '',
  foundedYear: '',
  teamSize: '',
  fundingStatus: '',
  businessStory: '',
  keyInsight: '',
  biggestChallenge: '',
  adviceForFounders: '',
  agreeToTerms: false as unknown as true,
  agreeToInterview: false,
};

type Notice = { kind: 'error' | 'success'; title: string; message: string };

/** The first problem, in the spec's words: missing required answers first, then the terms, then a bad value. */
function invalidNotice(errors: FieldErrors<StorySubmissionInput>): Notice {
  const messages = Object.values(errors).map((error) => error?.message);
  if (messages.includes(STORY_MESSAGES.missing)) return { kind: 'error', title: STORY_MESSAGES.missingTitle, message: STORY_MESSAGES.missing };
  if (errors.agreeToTerms) return { kind: 'error', title: STORY_MESSAGES.termsTitle, message: STORY_MESSAGES.terms };
  const first = messages.find((message): message is string => typeof message === 'string' && message.length > 0);
  return { kind: 'error', title: 'Error', message: first ?? STORY_MESSAGES.missing };
}

/** Three years back, by the UTC year: the same on the server that draws the form and in the browser. */
const exampleFoundedYear = () => new Date().getUTCFullYear() - 3;

/** The "Share Your Startup Story" form; anyone may send it, and the team reviews it. */
export function StoryForm() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const submitStory = useSubmitStory();
  const form = useServerForm(storySubmissionSchema, { defaultValues: EMPTY, failure: STORY_MESSAGES.failed });
  const { register, reset, getValues } = form;
  const { errors } = form.formState;

  const submit = form.submitWith(
    async () => {
      setNotice(null);
      // The server parses the same schema, so it gets the answers as typed (blank stays blank).
      await submitStory.mutateAsync(getValues());
      reset(EMPTY);
      setNotice({ kind: 'success', title: STORY_MESSAGES.successTitle, message: STORY_MESSAGES.success });
    },
    (invalid) => setNotice(invalidNotice(invalid)),
  );
  // A refusal the fields do not show (a limit reached says when to try again), under the same title.
  const shown: Notice | null = form.formError ? { kind: 'error', title: 'Error', message: form.formError } : notice;

  const text = (name: keyof StorySubmissionInput, label: string, options: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string } = {}) => (
    <Field id={`story-${name}`} label={label} required={options.required} error={errors[name]?.message}>
      {(control) => (
        <Input {...control} type={options.type ?? 'text'} autoComplete={options.autoComplete} placeholder={options.placeholder} required={options.required} {...register(name)} />
      )}
    </Field>
  );
  const longText = (name: keyof StorySubmissionInput, label: string, options: { required?: boolean; hint?: string; rows?: number } = {}) => (
    <Field id={`story-${name}`} label={label} required={options.required} hint={options.hint} error={errors[name]?.message}>
      {(control) => <Textarea {...control} rows={options.rows ?? 4} required={options.required} className="min-h-0" {...register(name)} />}
    </Field>
  );
  const choice = (name: keyof StorySubmissionInput, label: string, options: readonly { value: string; label: string }[]) => (
    <Field id={`story-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <Select {...control} {...register(name)}>
          <option value="">Select…</option>
          <ChoiceOptions choices={options} />
        </Select>
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8" aria-label="Share your story">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">About you and your business</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('founderName', 'Your Name', { required: true, autoComplete: 'name' })}
          {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email', placeholder: 'you@example.com' })}
          {text('businessName', 'Business Name', { required: true, autoComplete: 'organization' })}
          {text('businessUrl', 'Website', { required: true, type: 'url', autoComplete: 'url', placeholder: 'https://example.com' })}
          {choice('monthlyRevenue', 'Monthly Revenue', STORY_REVENUE_BANDS.map((value) => ({ value, label: STORY_REVENUE_LABELS[value] })))}
          {choice('businessModel', 'Business Model', STORY_BUSINESS_MODELS.map((value) => ({ value, label: STORY_MODEL_LABELS[value] })))}
          {text('industry', 'Industry')}
          {text('foundedYear', 'Year Founded', { type: 'number', placeholder: `e.g. ${exampleFoundedYear()}` })}
          {choice('teamSize', 'Team Size', TEAM_SIZES.map((value) => ({ value, label: value })))}
          {choice('fundingStatus', 'Funding Status', FUNDING_STATUSES.map((value) => ({ value, label: FUNDING_STATUS_LABELS[value] })))}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">Your story</legend>
        {longText('businessStory', 'Your Story', { required: true, rows: 10, hint: 'Aim for 500+ words: how you started, what worked and what did not.' })}
        {longText('keyInsight', 'Key Insight')}
        {longText('biggestChallenge', 'Biggest Challenge')}
        {longText('adviceForFounders', 'Advice for Other Founders')}
      </fieldset>
      <div className="space-y-3">
        <div className="flex items-start gap-3">
          <input id="story-agreeToTerms" type="checkbox" className="mt-1 size-4 accent-brand-600" aria-invalid={errors.agreeToTerms ? true : undefined} {...register('agreeToTerms')} />
          <Label htmlFor="story-agreeToTerms" className="leading-snug font-normal">
            I agree to the terms and conditions and allow Flightdeck to publish my story.
          </Label>
        </div>
        <div className="flex items-start gap-3">
          <input id="story-agreeToInterview" type="checkbox" className="mt-1 size-4 accent-brand-600" {...register('agreeToInterview')} />
          <Label htmlFor="story-agreeToInterview" className="leading-snug font-normal">
            I am open to a follow-up interview.
          </Label>
        </div>
      </div>
      {shown && (
        <FormMessage tone={shown.kind} title={shown.title}>
          {shown.message}
        </FormMessage>
      )}
      <FormActions
        label={
          <>
            <Send aria-hidden="true" />
            Submit Story
          </>
        }
        pendingLabel={
          <>
            <Send aria-hidden="true" />
            Submitting...
          </>
        }
        pending={form.pending}
      />
    </form>
  );
}
