import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  COFOUNDER_BUILDING_MAX,
  COFOUNDER_COMMITMENT_LABELS,
  COFOUNDER_COMMITMENTS,
  COFOUNDER_PITCH_MAX,
  COFOUNDER_REGION_LABELS,
  COFOUNDER_REGIONS,
  COFOUNDER_SKILL_LABELS,
  COFOUNDER_SKILLS,
  COFOUNDER_SKILLS_MAX,
  COFOUNDER_STAGE_LABELS,
  COFOUNDER_STAGES,
  cofounderProfileSchema,
  type CofounderProfileFields,
} from '#shared/schemas/cofounders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useSaveCofounderProfile } from '../api/cofounders.ts';

function SkillChoices({ legend, hint, error, name, registration }: { legend: string; hint: string; error: string | undefined; name: string; registration: UseFormRegisterReturn }) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {COFOUNDER_SKILLS.map((skill) => (
          <label key={skill} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-950">
            <input type="checkbox" value={skill} className="size-4 accent-brand-600" aria-invalid={error ? true : undefined} {...registration} />
            {COFOUNDER_SKILL_LABELS[skill]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A required choice from one of the profile's lists, starting at "Choose…". */
function ChoiceField<Value extends string>({ label, error, values, labels, registration }: { label: string; error: string | undefined; values: readonly Value[]; labels: Readonly<Record<Value, string>>; registration: UseFormRegisterReturn }) {
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">Choose…</option>
          <SelectOptions values={values} labels={labels} />
        </Select>
      )}
    </Field>
  );
}

/** The matching profile: written once to join the waitlist, edited later without losing the place in line. */
export function CofounderProfileForm({ viewerId, profile, submitLabel, onDone }: { viewerId: string; profile: CofounderProfileFields | null; submitLabel: string; onDone?: () => void }) {
  const save = useSaveCofounderProfile(viewerId);
  const form = useServerForm(cofounderProfileSchema, {
    defaultValues: profile ?? { building: '', skills: [], seeking: [], commitment: undefined, region: undefined, stage: undefined, pitch: '' },
    failure: 'Your profile could not be saved. Please try again.',
  });
  const { register } = form;
  const { errors } = form.formState;
  const submit = form.submitWith(async (input) => {
    await save.mutateAsync(input);
    onDone?.();
  });
  const skillsHint = `Choose 1 to ${COFOUNDER_SKILLS_MAX}.`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5" aria-label="Your matching profile">
      <Field label="What you are building or want to build" required error={errors.building?.message} hint={`At most ${COFOUNDER_BUILDING_MAX} characters.`}>
        {(control) => <Input {...control} maxLength={COFOUNDER_BUILDING_MAX} {...register('building')} />}
      </Field>
      <SkillChoices legend="Your skills" hint={skillsHint} error={errors.skills?.message} name="cofounder-skills" registration={register('skills')} />
      <SkillChoices legend="Skills you look for in a co-founder" hint={skillsHint} error={errors.seeking?.message} name="cofounder-seeking" registration={register('seeking')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <ChoiceField label="Commitment" error={errors.commitment?.message} values={COFOUNDER_COMMITMENTS} labels={COFOUNDER_COMMITMENT_LABELS} registration={register('commitment')} />
        <ChoiceField label="Time zone band" error={errors.region?.message} values={COFOUNDER_REGIONS} labels={COFOUNDER_REGION_LABELS} registration={register('region')} />
        <ChoiceField label="Stage" error={errors.stage?.message} values={COFOUNDER_STAGES} labels={COFOUNDER_STAGE_LABELS} registration={register('stage')} />
      </div>
      <Field label="Short pitch" required error={errors.pitch?.message} hint={`Who you are and who you hope to find. At most ${COFOUNDER_PITCH_MAX} characters.`}>
        {(control) => <Textarea {...control} rows={4} maxLength={COFOUNDER_PITCH_MAX} {...register('pitch')} />}
      </Field>
      <FormActions label={submitLabel} pendingLabel="Saving…" pending={form.pending} error={form.formError}>
        {onDone && profile && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </FormActions>
    </form>
  );
}
