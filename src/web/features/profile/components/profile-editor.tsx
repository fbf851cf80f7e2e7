import { useState, type FormEvent } from 'react';
import { PROFILE_PUBLIC_FIELDS, type ProfilePublicField } from '#shared/constants.ts';
import { BIO_MAX } from '#shared/limits.ts';
import type { OwnProfile, ProfileUpdate } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { PUBLIC_FIELD_LABELS } from '../lib/format.ts';

/** /profile's Edit Profile mode: name, bio (500 characters, live counter), links and what the public page shows. */
export function ProfileEditor({ profile, saving, onSave, onCancel }: { profile: OwnProfile; saving: boolean; onSave: (changes: ProfileUpdate) => void; onCancel: () => void }) {
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [websiteUrl, setWebsiteUrl] = useState(profile.websiteUrl ?? '');
  const [twitterUrl, setTwitterUrl] = useState(profile.twitterUrl ?? '');
  const [linkedinUrl, setLinkedinUrl] = useState(profile.linkedinUrl ?? '');
  const [publicFields, setPublicFields] = useState<ProfilePublicField[]>(profile.publicFields);

  const toggle = (field: ProfilePublicField, on: boolean) => setPublicFields((current) => (on ? [...current, field] : current.filter((f) => f !== field)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ displayName, bio, websiteUrl, twitterUrl, linkedinUrl, publicFields });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Edit Profile">
      <div className="grid gap-2">
        <Label htmlFor="profile-name">Display Name</Label>
        <Input id="profile-name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} maxLength={50} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-bio">Bio</Label>
        <textarea
          id="profile-bio"
          rows={4}
          value={bio}
          maxLength={BIO_MAX}
          onChange={(e) => setBio(e.target.value)}
          aria-describedby="profile-bio-count"
          className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        />
        <p id="profile-bio-count" className="text-right text-xs text-muted-foreground">
          {bio.length}/{BIO_MAX}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="profile-website">Website</Label>
          <Input id="profile-website" type="url" placeholder="https://" value={websiteUrl} onChange={(e) => setWebsiteUrl(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="profile-twitter">Twitter</Label>
          <Input id="profile-twitter" type="url" placeholder="https://x.com/..." value={twitterUrl} onChange={(e) => setTwitterUrl(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="profile-linkedin">LinkedIn</Label>
          <Input id="profile-linkedin" type="url" placeholder="https://linkedin.com/in/..." value={linkedinUrl} onChange={(e) => setLinkedinUrl(e.target.value)} />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Show on my public profile</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PROFILE_PUBLIC_FIELDS.map((field) => (
            <label key={field} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" checked={publicFields.includes(field)} onChange={(e) => toggle(field, e.target.checked)} className="size-4 accent-brand-600" />
              {PUBLIC_FIELD_LABELS[field]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
