import { useId } from 'react';
import { toast } from 'sonner';
import { WAITLIST_MESSAGES, waitlistRequestSchema } from '#shared/schemas/bootcamps.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useJoinWaitlist } from '../api/bootcamps.ts';

/** The spec reports the waitlist's problems as toasts: a missing address has its own title. */
function notifyProblem(message: string) {
  if (message === WAITLIST_MESSAGES.emailRequired) toast.error(WAITLIST_MESSAGES.emailRequiredTitle, { description: message });
  else toast.error('Error', { description: message });
}

/** The new-bootcamps waitlist, with the spec's messages; the field clears on success. */
export function WaitlistForm() {
  const join = useJoinWaitlist();
  const id = useId();
  const form = useServerForm(waitlistRequestSchema, { defaultValues: { email: '' } });
  const invalid = form.formState.errors.email !== undefined;

  const submit = form.submitWith(
    async ({ email }) => {
      try {
        const answer = await join.mutateAsync(email);
        toast.success(answer.title, { description: answer.message });
        form.reset();
      } catch (error) {
        form.setError('email', { type: 'server' });
        notifyProblem(error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
      }
    },
    (errors) => notifyProblem(errors.email?.message ?? WAITLIST_MESSAGES.emailRequired),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mx-auto mt-6 flex w-full max-w-md flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5 text-left">
        <Label htmlFor={id}>Email address</Label>
        <Input id={id} type="email" autoComplete="email" placeholder="you@example.com" aria-invalid={invalid || undefined} {...form.register('email')} />
      </div>
      <FormActions label="Join Waitlist" pending={form.pending} />
    </form>
  );
}
