import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { WAITLIST_MESSAGES } from '#shared/schemas/bootcamps.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useJoinWaitlist } from '../api/bootcamps.ts';

/** The new-bootcamps waitlist, with the spec's messages; the field clears on success. */
export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const join = useJoinWaitlist();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(WAITLIST_MESSAGES.emailRequiredTitle, { description: WAITLIST_MESSAGES.emailRequired });
      return;
    }
    join.mutate(email, {
      onSuccess: (answer) => {
        toast.success(answer.title, { description: answer.message });
        setEmail('');
      },
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mx-auto mt-6 flex w-full max-w-md flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5 text-left">
        <Label htmlFor={id}>Email address</Label>
        <Input id={id} type="email" autoComplete="email" placeholder="you@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <Button type="submit" disabled={join.isPending}>
        Join Waitlist
      </Button>
    </form>
  );
}
