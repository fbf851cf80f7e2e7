import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { ADVERTISING_PACKAGES, type AdvertisingPackageKey } from '#shared/advertising.ts';
import type { EnquiryKind } from '#shared/constants.ts';
import { enquirySchema } from '#shared/schemas/privacy.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { FormMessage } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useSendEnquiry } from '../api/legal-api.ts';
import { HoneypotField } from './form-controls.tsx';

/** "Not sure yet" is no package at all. */
const packageOf = (value: string) => (value === '' ? undefined : value);

/** The contact form, or with kind "advertising" the advertising enquiry (company and package). */
export function EnquiryForm({ kind, initialPackage }: { kind: EnquiryKind; initialPackage?: AdvertisingPackageKey }) {
  const id = useId();
  const advertising = kind === 'advertising';
  const empty = { kind, name: '', email: '', company: '', subject: '', package: initialPackage, message: '', website: '' };
  const form = useServerForm(enquirySchema, { defaultValues: empty });
  const { register } = form;
  const { errors } = form.formState;
  const send = useSendEnquiry();
  const [sent, setSent] = useState(false);

  const submit = form.submitWith(async (values) => {
    setSent(false);
    await send.mutateAsync({
      kind,
      name: values.name,
      email: values.email,
      message: values.message,
      ...(values.website && { website: values.website }),
      ...(values.company && { company: values.company }),
      ...(!advertising && values.subject && { subject: values.subject }),
      ...(advertising && values.package && { package: values.package }),
    });
    form.reset({ ...empty, package: values.package });
    setSent(true);
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="relative space-y-4" aria-label={advertising ? 'Advertising enquiry' : 'Contact form'} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" required {...register('name')} />}
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" required {...register('email')} />}
        </Field>
      </div>
      {advertising ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-company`} label="Company" error={errors.company?.message}>
            {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
          </Field>
          <Field id={`${id}-package`} label="Package" error={errors.package?.message}>
            {(control) => (
              <Select {...control} {...register('package', { setValueAs: packageOf })}>
                <option value="">Not sure yet</option>
                {ADVERTISING_PACKAGES.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : (
        <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
          {(control) => <Input {...control} {...register('subject')} />}
        </Field>
      )}
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        {(control) => <Textarea {...control} className="min-h-32" required {...register('message')} />}
      </Field>
      <HoneypotField registration={register('website')} />
      {sent && <FormMessage tone="success">Thank you! Your message has been sent. We usually answer within two business days.</FormMessage>}
      <FormActions
        label={
          <>
            <Send aria-hidden="true" />
            {advertising ? 'Send Enquiry' : 'Send Message'}
          </>
        }
        pendingLabel={
          <>
            <Send aria-hidden="true" />
            Sending...
          </>
        }
        pending={form.pending}
        error={form.formError}
      />
    </form>
  );
}
