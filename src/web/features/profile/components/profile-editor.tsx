import { useWatch } from 'react-hook-form';
import { PROFILE_PUBLIC_FIELDS } from '#shared/constants.ts';
import { BIO_MAX } from '#shared/limits.ts';
import { profileUpdateSchema, type OwnProfile, type ProfileUpdate } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { PUBLIC_FIELD_LABELS } from '../lib/format.ts';

/**
 * /profile's Edit Profile mode: name, bio (500 characters, live counter), links and what the public
 * page shows. `onSave` rejects with the server's refusal; one that names fields is shown on them.
 */
export function ProfileEditor({ profile, onSave, onCancel }: { profile: OwnProfile; onSave: (changes: ProfileUpdate) => Promise<unknown>; onCancel: () => void }) {
  const form = useServerForm(profileUpdateSchema, {
    defaultValues: {
      displayName: profile.displayName ?? '',
      bio: profile.bio ?? '',
      websiteUrl: profile.websiteUrl ?? '',
      twitterUrl: profile.twitterUrl ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
      publicFields: profile.publicFields,
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  // The answers as typed (an empty one clears the field); the server parses the same schema.
  const submit = form.submitWith(() => onSave(form.getValues()));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Edit Profile">
      <Field id="profile-name" label="Display Name" error={errors.displayName?.message}>
        {(control) => <Input {...control} maxLength={50} {...register('displayName')} />}
      </Field>
      <Field id="profile-bio" label="Bio" error={errors.bio?.message}>
        {(control) => (
          <>
            <Textarea
              {...control}
              rows={4}
              maxLength={BIO_MAX}
              className="min-h-0"
              aria-describedby={[control['aria-describedby'], 'profile-bio-count'].filter(Boolean).join(' ')}
              {...register('bio')}
            />
            <p id="profile-bio-count" className="text-right text-xs text-muted-foreground">
              {bio.length}/{BIO_MAX}
            </p>
          </>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="profile-website" label="Website" error={errors.websiteUrl?.message}>
          {(control) => <Input {...control} type="url" placeholder="https://" {...register('websiteUrl')} />}
        </Field>
        <Field id="profile-twitter" label="Twitter" error={errors.twitterUrl?.message}>
          {(control) => <Input {...control} type="url" placeholder="https://x.com/..." {...register('twitterUrl')} />}
        </Field>
        <Field id="profile-linkedin" label="LinkedIn" error={errors.linkedinUrl?.message}>
          {(control) => <Input {...control} type="url" placeholder="https://linkedin.com/in/..." {...register('linkedinUrl')} />}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Show on my public profile</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PROFILE_PUBLIC_FIELDS.map((field) => (
            <label key={field} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={field} className="size-4 accent-brand-600" {...register('publicFields')} />
              {PUBLIC_FIELD_LABELS[field]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions label="Save" pendingLabel="Saving..." pending={form.pending} error={form.formError}>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
