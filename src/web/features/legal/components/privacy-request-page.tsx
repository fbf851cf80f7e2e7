import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '#shared/constants.ts';
import { privacyRequestSchema } from '#shared/schemas/privacy.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { FormMessage } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { confirmPrivacyRequest, useSendPrivacyRequest } from '../api/legal-api.ts';
import { HoneypotField } from './form-controls.tsx';
import { PageShell } from './page-shell.tsx';

export const PRIVACY_KIND_OPTIONS: Record<PrivacyRequestKind, { label: string; hint: string }> = {
  access: { label: 'Access', hint: 'A copy of the personal data we keep about you.' },
  correction: { label: 'Correction', hint: 'Fix personal data that is wrong or incomplete.' },
  deletion: { label: 'Deletion', hint: 'Deactivate your account now and erase your personal data after 7 days.' },
  portability: { label: 'Portability', hint: 'Your data in a machine-readable format (JSON) to take elsewhere.' },
};

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Confirms the request named by the e-mailed link (?confirm=token) once, when the page opens. */
function useConfirmation() {
  const [params, setParams] = useSearchParams();
  const token = params.get('confirm');
  const [state, setState] = useState<{ status: 'idle' | 'confirming' | 'confirmed' | 'failed'; message?: string }>({ status: token ? 'confirming' : 'idle' });
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmPrivacyRequest(token)
      .then((result) =>
        setState({
          status: 'confirmed',
          message:
            result.kind === 'deletion'
              ? 'Your deletion request is confirmed. If an account uses this address, it has been deactivated and a confirmation e-mail is on its way.'
              : 'Your request is confirmed. We will answer within 30 days (45 at the latest for a complex request).',
        }),
      )
      .catch((error: Error) => setState({ status: 'failed', message: error.message }))
      .finally(() => setParams({}, { replace: true }));
  }, [token, setParams]);
  return state;
}

export function PrivacyRequestPage() {
  const id = useId();
  const { status, user, refresh } = useAuth();
  const confirmation = useConfirmation();
  const form = useServerForm(privacyRequestSchema, { defaultValues: { kind: 'access', email: undefined, details: '', website: '' } });
  const { register } = form;
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const send = useSendPrivacyRequest();
  const signedIn = status === 'signed-in';

  const submit = form.submitWith(async ({ kind: chosen, email, details, website }) => {
    const result = await send.mutateAsync({ kind: chosen, ...(!signedIn && { email }), ...(details && { details }), ...(website && { website }) });
    form.setValue('details', '');
    if (result.eraseAfter) await refresh();
  });

  const sent = send.data;
  return (
    <PageShell
      title="Privacy Request"
      intro={
        <>
          Ask us for a copy of your personal data, a correction, its deletion or a portable export. We answer within 30 days, and within 45 days
          for complex requests. See our <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/privacy-policy">privacy policy</Link>.
        </>
      }
    >
      {confirmation.status !== 'idle' && (
        <div className="mb-6">
          {confirmation.status === 'confirming' ? (
            <FormMessage tone="success">Confirming your request...</FormMessage>
          ) : (
            <FormMessage tone={confirmation.status === 'confirmed' ? 'success' : 'error'}>{confirmation.message}</FormMessage>
          )}
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} className="relative max-w-2xl space-y-5" aria-label="Privacy request" noValidate>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">What would you like us to do?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PRIVACY_REQUEST_KINDS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:has-checked:bg-brand-950"
              >
                <input type="radio" value={option} className="mt-1 accent-brand-600" {...register('kind')} />
                <span>
                  <span className="block font-medium">{PRIVACY_KIND_OPTIONS[option].label}</span>
                  <span className="block text-sm text-muted-foreground">{PRIVACY_KIND_OPTIONS[option].hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {signedIn ? (
          <p className="text-sm text-muted-foreground">
            Signed in as <strong className="text-foreground">{user?.email}</strong>: the request is made for this account.
          </p>
        ) : (
          <Field id={`${id}-email`} label="Email" hint="We send a link to this address; the request counts once you confirm it." error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" required {...register('email')} />}
          </Field>
        )}
        <Field id={`${id}-details`} label={kind === 'correction' ? 'What should be corrected?' : 'Details (optional)'} error={errors.details?.message}>
          {(control) => <Textarea {...control} className="min-h-32" {...register('details')} />}
        </Field>
        {signedIn && kind === 'deletion' && (
          <FormMessage tone="error">Sending this request deactivates your account at once and signs you out.</FormMessage>
        )}
        <HoneypotField registration={register('website')} />
        {sent && (
          <FormMessage tone="success">
            {sent.status === 'unconfirmed'
              ? 'Check your email: we sent you a link to confirm your request.'
              : sent.eraseAfter
                ? `Your account has been deactivated; your personal data will be erased on ${longDate(sent.eraseAfter)}.`
                : 'Your request has been received. We sent you a confirmation by e-mail.'}
          </FormMessage>
        )}
        <FormActions
          label="Send Request"
          pendingLabel="Sending..."
          variant={signedIn && kind === 'deletion' ? 'destructive' : 'default'}
          pending={form.pending}
          error={form.formError}
        />
      </form>
    </PageShell>
  );
}
