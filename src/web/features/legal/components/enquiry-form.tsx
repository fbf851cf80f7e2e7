import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ADVERTISING_PACKAGES, type AdvertisingPackageKey } from '#shared/advertising.ts';
import type { EnquiryKind } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendEnquiry } from '../api/legal-api.ts';
import { FormMessage, HoneypotField } from './form-controls.tsx';

const EMPTY = { name: '', email: '', company: '', subject: '', message: '', website: '' };

/** The contact form, or with kind "advertising" the advertising enquiry (company and package). */
export function EnquiryForm({ kind, initialPackage }: { kind: EnquiryKind; initialPackage?: AdvertisingPackageKey }) {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [pkg, setPkg] = useState<AdvertisingPackageKey | ''>(initialPackage ?? '');
  const send = useSendEnquiry();
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const advertising = kind === 'advertising';

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send
      .mutateAsync({
        kind,
        name: fields.name,
        email: fields.email,
        message: fields.message,
        ...(fields.website && { website: fields.website }),
        ...(fields.company && { company: fields.company }),
        ...(!advertising && fields.subject && { subject: fields.subject }),
        ...(advertising && pkg && { package: pkg }),
      })
      .then(() => setFields(EMPTY))
      .catch(() => undefined);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="relative space-y-4" aria-label={advertising ? 'Advertising enquiry' : 'Contact form'} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name">
          <Input id={`${id}-name`} name="name" autoComplete="name" required value={fields.name} onChange={(e) => set('name')(e.target.value)} />
        </Field>
        <Field id={`${id}-email`} label="Email">
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required value={fields.email} onChange={(e) => set('email')(e.target.value)} />
        </Field>
      </div>
      {advertising ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-company`} label="Company">
            <Input id={`${id}-company`} name="company" autoComplete="organization" value={fields.company} onChange={(e) => set('company')(e.target.value)} />
          </Field>
          <Field id={`${id}-package`} label="Package">
            <Select id={`${id}-package`} value={pkg} onChange={(e) => setPkg(e.target.value as AdvertisingPackageKey | '')}>
              <option value="">Not sure yet</option>
              {ADVERTISING_PACKAGES.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ) : (
        <Field id={`${id}-subject`} label="Subject">
          <Input id={`${id}-subject`} name="subject" value={fields.subject} onChange={(e) => set('subject')(e.target.value)} />
        </Field>
      )}
      <Field id={`${id}-message`} label="Message">
        <Textarea id={`${id}-message`} className="min-h-32" name="message" required value={fields.message} onChange={(e) => set('message')(e.target.value)} />
      </Field>
      <HoneypotField value={fields.website} onChange={set('website')} />
      {send.isError && <FormMessage kind="error">{send.error.message}</FormMessage>}
      {send.isSuccess && <FormMessage kind="success">Thank you! Your message has been sent. We usually answer within two business days.</FormMessage>}
      <Button type="submit" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : advertising ? 'Send Enquiry' : 'Send Message'}
      </Button>
    </form>
  );
}
