import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BUSINESS_CATEGORIES, BUSINESS_TYPES, COMPANY_SIZES, COUNTRIES, TIME_ZONES, US_STATES } from '#shared/profile-options.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_MESSAGES, type OwnProfile, type ProfileUpdate } from '#shared/schemas/profile.ts';
import { MemberAvatar } from '#web/components/member-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useOwnProfile, useRemoveAvatar, useSaveProfile, useUploadAvatar } from '../api/profile.ts';

type Fields = Required<{ [K in keyof Omit<ProfileUpdate, 'publicFields'>]: string }>;
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
      <p role="alert" className="mx-auto my-12 max-w-md text-center text-sm text-muted-foreground">
        {PROFILE_MESSAGES.accountLoadFailed}
      </p>
    );
  }
  return <AccountProfileForm profile={profile.data} onSaved={onSaved} />;
}

function AccountProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved?: () => void }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const save = useSaveProfile();
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(fields, {
      onSuccess: (saved) => {
        setFields(fieldsOf(saved));
        toast.success('Success', { description: PROFILE_MESSAGES.accountSaved });
        onSaved?.();
      },
      onError: (error) => toast.error('Error', { description: errorMessage(error, PROFILE_MESSAGES.accountSaveFailed) }),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">My Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
        </CardHeader>
        <CardContent>
          <PhotoField profile={profile} onChanged={onSaved} />
          <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
            <TextField id="displayName" label="Display Name" value={fields.displayName} onChange={set('displayName')} />
            <div className="grid gap-2">
              <Label htmlFor="email">Email</Label>
              <Input id="email" type="email" value={profile.email} disabled readOnly />
            </div>
            <TextField id="jobTitle" label="Job Title" value={fields.jobTitle} onChange={set('jobTitle')} />
            <TextField id="company" label="Company" value={fields.company} onChange={set('company')} />
            <TextField id="companyWebsite" label="Company Website" type="url" placeholder="https://" value={fields.companyWebsite} onChange={set('companyWebsite')} />
            <SelectField id="companySize" label="Company Size" value={fields.companySize} onChange={set('companySize')} options={COMPANY_SIZES} />
            <SelectField id="businessType" label="Business Type" value={fields.businessType} onChange={set('businessType')} options={BUSINESS_TYPES} />
            <SelectField id="businessCategory" label="Business Category" value={fields.businessCategory} onChange={set('businessCategory')} options={BUSINESS_CATEGORIES} />
            <TextField id="city" label="City" value={fields.city} onChange={set('city')} />
            <SelectField id="state" label="State" value={fields.state} onChange={set('state')} options={US_STATES} />
            <SelectField id="country" label="Country" value={fields.country} onChange={set('country')} options={COUNTRIES} />
            <SelectField id="timeZone" label="Time Zone" value={fields.timeZone} onChange={set('timeZone')} options={TIME_ZONES} />
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="aboutMe">About Me</Label>
              <textarea
                id="aboutMe"
                rows={5}
                value={fields.aboutMe}
                onChange={set('aboutMe')}
                className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Updating Profile...' : 'Update Profile'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function TextField({ id, label, ...props }: { id: string; label: string; value: string; onChange: (e: { target: { value: string } }) => void; type?: string; placeholder?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

const capitalise = (value: string) => value.replace(/\b\w/g, (c) => c.toUpperCase());

function SelectField({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (e: { target: { value: string } }) => void; options: readonly string[] }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={onChange}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {id === 'businessType' || id === 'businessCategory' ? capitalise(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}

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
        {problem && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        )}
        {profile.avatarUrl && (
          <Button type="button" variant="outline" size="sm" className="w-fit" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onChanged })}>
            Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
