import { useId, useState, type FormEvent } from 'react';
import { COFOUNDER_ADMIT_MAX, cofounderAdmitSchema } from '#shared/schemas/cofounders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAdmitCofounders, useCofounderLine } from '../api/cofounders.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/cofounders — the co-founder waitlist in admission order, and admitting the next members. */
export function AdminCofoundersPage() {
  const line = useCofounderLine();
  const admit = useAdmitCofounders();
  const [count, setCount] = useState('10');
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const id = useId();
  const data = line.data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cofounderAdmitSchema.safeParse({ count: Number(count) });
    if (!parsed.success) {
      setStatus({ kind: 'error', text: parsed.error.issues[0]?.message ?? 'Please check the number.' });
      return;
    }
    try {
      const result = await admit.mutateAsync(parsed.data.count);
      setStatus({ kind: 'done', text: `${result.admitted === 1 ? '1 member' : `${result.admitted} members`} admitted; ${result.waiting} still waiting.` });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ApiError && error.status < 500 ? error.message : 'The members could not be admitted. Please try again.' });
    }
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Co-founder Waitlist</h1>
      <p className="mt-2 text-muted-foreground">
        {data ? `${data.waiting.toLocaleString('en-US')} waiting · ${data.admitted.toLocaleString('en-US')} on the matching list` : 'Loading…'}
      </p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-border p-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>Members to admit</Label>
          <Input id={id} type="number" inputMode="numeric" min={1} max={COFOUNDER_ADMIT_MAX} className="w-32" value={count} onChange={(event) => setCount(event.target.value)} />
        </div>
        <Button type="submit" disabled={admit.isPending || !data || data.waiting === 0}>
          {admit.isPending ? 'Admitting…' : 'Admit the next members'}
        </Button>
        <p className="basis-full text-xs text-muted-foreground">Members are admitted in line order: Legacy Founders (priority) first, then by when they joined. Each is notified.</p>
        {status && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? 'basis-full text-sm text-red-600 dark:text-red-400' : 'basis-full text-sm'}>
            {status.text}
          </p>
        )}
      </form>
      {line.isError && (
        <p role="alert" className="mt-6 text-muted-foreground">
          The waitlist could not be loaded. Please try again.
        </p>
      )}
      {data && data.line.length === 0 && <p className="mt-6 text-muted-foreground">Nobody is waiting.</p>}
      {data && data.line.length > 0 && (
        <div className="mt-6 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The waitlist in admission order</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  #
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Member
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {data.line.map((entry) => (
                <tr key={entry.userId} className="border-t border-border">
                  <td className="px-4 py-3">{entry.position}</td>
                  <td className="px-4 py-3">
                    {entry.displayName} {entry.priority && <Badge variant="brand">Priority</Badge>}
                  </td>
                  <td className="px-4 py-3 break-all">{entry.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{when(entry.joinedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
