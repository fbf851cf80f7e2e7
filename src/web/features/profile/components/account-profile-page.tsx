import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { BUSINESS_CATEGORIES, BUSINESS_TYPES, COMPANY_SIZES, COUNTRIES, TIME_ZONES, US_STATES } from '#shared/profile-options.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_MESSAGES, profileUpdateSchema, type OwnProfile, type ProfileUpdate } from '#shared/schemas/profile.ts';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFieldRefusal, useServerForm } from '#web/lib/use-server-form.ts';
import { useOwnProfile, useRemoveAvatar, useSaveProfile, useUploadAvatar } from '../api/profile.ts';

type Fields = Required<{ [K in keyof Omit<ProfileUpdate, 'publicFields'>]: string }>;
type TextField = keyof Fields;
const TEXT_FIELDS = [
  'displayName', 'bio', 'websiteUrl', 'twitterUrl', 'linkedinUrl', 'jobTitle', 'company', 'companyWebsite', 'companySize',
  'businessType', 'businessCategory', 'city', 'state', 'country', 'aboutMe', 'timeZone',
] as const satisfies readonly (keyof Fields)[];

const fieldsOf = (p: OwnProfile): Fields => Object.fromEntries(TEXT_FIELDS.map((k) => [k, p[k] ?? ''])) as Fields;

const errorMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

/** /account/profile (access-admin-pricing §2, §3): the account profile editor with a real photo upload. */
export function AccountProfilePage({ onSaved }: { onSaved?: () => void }) {
  const profile = useOwnProfile();
  if (profile.isPending) return <Spinner className="min-h-[50vh]" label="Loading profile..." showLabel />;
  if (profile.isError) {
    return (
      <InlineError className="mx-auto my-12 max-w-md text-center">{PROFILE_MESSAGES.accountLoadFailed}</InlineError>
    );
  }
  return <AccountProfileForm profile={profile.data} onSaved={onSaved} />;
}

function AccountProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved?: () => void }) {
  const form = useServerForm(profileUpdateSchema, { defaultValues: fieldsOf(profile) });
  const save = useSaveProfile();
  const { errors } = form.formState;

  // The answers as typed (an empty one clears the field); a refusal naming fields is shown on them, any other is a toast.
  const submit = form.submitWith(async () => {
    let saved: OwnProfile;
    try {
      saved = await save.mutateAsync(form.getValues());
    } catch (error) {
      if (isFieldRefusal(error)) throw error;
      toast.error('Error', { description: errorMessage(error, PROFILE_MESSAGES.accountSaveFailed) });
      return;
    }
    form.reset(fieldsOf(saved));
    toast.success('Success', { description: PROFILE_MESSAGES.accountSaved });
    onSaved?.();
  });
  const text = (name: TextField, label: string, options: { type?: string; placeholder?: string } = {}) => (
    <Field id={name} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} type={options.type} placeholder={options.placeholder} {...form.register(name)} />}
    </Field>
  );
  const choice = (name: TextField, label: string, options: readonly string[]) => (
    <Field id={name} label={label} error={errors[name]?.message}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          <option value="">Select {label.toLowerCase()}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {name === 'businessType' || name === 'businessCategory' ? capitalise(option) : option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">My Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
        </CardHeader>
        <CardContent>
          <PhotoField profile={profile} onChanged={onSaved} />
          <form onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
            {text('displayName', 'Display Name')}
            <Field id="email" label="Email">
              {(control) => <Input {...control} type="email" value={profile.email} disabled readOnly />}
            </Field>
            {text('jobTitle', 'Job Title')}
            {text('company', 'Company')}
            {text('companyWebsite', 'Company Website', { type: 'url', placeholder: 'https://' })}
            {choice('companySize', 'Company Size', COMPANY_SIZES)}
            {choice('businessType', 'Business Type', BUSINESS_TYPES)}
            {choice('businessCategory', 'Business Category', BUSINESS_CATEGORIES)}
            {text('city', 'City')}
            {choice('state', 'State', US_STATES)}
            {choice('country', 'Country', COUNTRIES)}
            {choice('timeZone', 'Time Zone', TIME_ZONES)}
            <Field id="aboutMe" label="About Me" className="sm:col-span-2" error={errors.aboutMe?.message}>
              {(control) => <Textarea {...control} rows={5} className="min-h-0" {...form.register('aboutMe')} />}
            </Field>
            <FormActions label="Update Profile" pendingLabel="Updating Profile..." pending={form.pending} className="sm:col-span-2" />
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

const capitalise = (value: string) => value.replace(/\b\w/g, (c) => c.toUpperCase());

/** Chooses, checks (type and size, before sending) and uploads a photo; the server checks the content again. */
function PhotoField({ profile, onChanged }: { profile: OwnProfile; onChanged?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const name = profile.displayName ?? profile.email;

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setProblem(PROFILE_MESSAGES.avatarType);
    if (file.size > AVATAR_MAX_BYTES) return setProblem(PROFILE_MESSAGES.avatarTooLarge);
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('Success', { description: 'Photo updated' });
        onChanged?.();
      },
      onError: (error) => setProblem(errorMessage(error, 'The photo could not be uploaded. Please try again.')),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <MemberAvatar url={profile.avatarUrl} name={name} />
      <div className="grid gap-2">
        <Label htmlFor="photo">Profile Photo</Label>
        <input
          ref={input}
          id="photo"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-describedby="photo-hint"
          onChange={(e) => choose(e.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-foreground"
        />
        <p id="photo-hint" className="text-xs text-muted-foreground">
          JPEG, PNG or WebP, up to 5 MB.
        </p>
        {upload.isPending && <Spinner label="Uploading photo..." showLabel className="justify-start" />}
        {problem && <InlineError>{problem}</InlineError>}
        {profile.avatarUrl && (
          <Button type="button" variant="outline" size="sm" className="w-fit" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onChanged })}>
            Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
