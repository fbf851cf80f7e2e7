import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import type { StaffRequests } from '#shared/schemas/privacy.ts';
import { STAFF_REQUESTS_KEY, staffAction, useStaffRequests } from '../api/legal-api.ts';
import { FormMessage } from './form-controls.tsx';
import { PageShell } from './page-shell.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

type Confirmation = { title: string; description: string };

/** A staff action on a request; with `confirm`, it asks first. */
function ActionButton({ label, path, confirm, variant = 'outline' }: { label: string; path: string; confirm?: Confirmation; variant?: 'outline' | 'destructive' }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  async function act() {
    await staffAction(path);
    await queryClient.invalidateQueries({ queryKey: STAFF_REQUESTS_KEY });
  }
  async function run() {
    setState({ busy: true });
    try {
      await act();
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" variant={variant} disabled={state.busy} onClick={() => (confirm ? setAsking(true) : void run())}>
        {label}
      </Button>
      {state.error && <FormMessage kind="error">{state.error}</FormMessage>}
      {confirm && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={label}
          destructive={variant === 'destructive'}
          onConfirm={act}
        />
      )}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{text}</p>;
}

function Lists({ data, open }: { data: StaffRequests; open: boolean }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby={`deletions-${open}`} className="space-y-3">
        <h2 id={`deletions-${open}`} className="text-lg font-semibold">
          Deletion requests ({data.deletionRequests.length})
        </h2>
        {data.deletionRequests.length === 0 ? (
          <Empty text={open ? 'No account is waiting to be erased.' : 'No account has been erased yet.'} />
        ) : (
          <ul className="space-y-3">
            {data.deletionRequests.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="space-y-1 text-sm">
                  <p className="font-medium">{r.email}</p>
                  <p className="text-muted-foreground">
                    Requested {when(r.requestedAt)} · {r.status === 'completed' ? `erased ${when(r.completedAt)}` : `erasure due ${when(r.eraseAfter)}`}
                  </p>
                  {r.reason && <p className="break-words">Reason: {r.reason}</p>}
                </div>
                {open && r.status === 'confirmed' && (
                  <ActionButton
                    label="Erase Now"
                    variant="destructive"
                    path={`/admin/deletion-requests/${r.id}/erase`}
                    confirm={{ title: 'Erase this personal data now?', description: `The personal data of ${r.email} is erased now. This cannot be undone.` }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`privacy-${open}`} className="space-y-3">
        <h2 id={`privacy-${open}`} className="text-lg font-semibold">
          Privacy requests ({data.privacyRequests.length})
        </h2>
        {data.privacyRequests.length === 0 ? (
          <Empty text={open ? 'No open privacy request.' : 'No handled privacy request.'} />
        ) : (
          <ul className="space-y-3">
            {data.privacyRequests.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="space-y-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Badge variant="brand">{r.kind}</Badge> {r.email} {r.member ? <Badge variant="outline">member</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">Received {when(r.createdAt)}{r.handledAt ? ` · handled ${when(r.handledAt)}` : ''}</p>
                  {r.details && <p className="break-words whitespace-pre-line">{r.details}</p>}
                </div>
                {open && <ActionButton label="Mark as Done" path={`/admin/privacy-requests/${r.id}/done`} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`enquiries-${open}`} className="space-y-3">
        <h2 id={`enquiries-${open}`} className="text-lg font-semibold">
          Enquiries ({data.enquiries.length})
        </h2>
        {data.enquiries.length === 0 ? (
          <Empty text={open ? 'No open enquiry.' : 'No handled enquiry.'} />
        ) : (
          <ul className="space-y-3">
            {data.enquiries.map((e) => (
              <li key={e.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Badge variant="brand">{e.kind === 'advertising' ? 'advertising' : 'contact'}</Badge>
                    {e.name} · <a className="text-brand-700 underline dark:text-brand-200" href={`mailto:${e.email}`}>{e.email}</a>
                  </p>
                  <p className="text-muted-foreground">
                    {when(e.createdAt)}
                    {e.company ? ` · ${e.company}` : ''}
                    {e.package ? ` · package: ${e.package}` : ''}
                    {e.subject ? ` · ${e.subject}` : ''}
                  </p>
                  <p className="break-words whitespace-pre-line">{e.message}</p>
                </div>
                {open && <ActionButton label="Mark as Done" path={`/admin/enquiries/${e.id}/done`} />}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function StatusList({ status }: { status: 'open' | 'done' }) {
  const query = useStaffRequests(status);
  if (query.isError) return <FormMessage kind="error">{query.error.message}</FormMessage>;
  if (!query.data) return <p className="text-sm text-muted-foreground">Loading requests...</p>;
  return <Lists data={query.data} open={status === 'open'} />;
}

/** /admin/requests: what members and visitors asked of staff, to work through. */
export function AdminRequestsPage() {
  return (
    <PageShell title="Requests" intro="Deletion and privacy requests, contact messages and advertising enquiries.">
      <Tabs defaultValue="open" className="space-y-6">
        <TabsList>
          <TabsTrigger value="open">Open</TabsTrigger>
          <TabsTrigger value="done">Done</TabsTrigger>
        </TabsList>
        <TabsContent value="open">
          <StatusList status="open" />
        </TabsContent>
        <TabsContent value="done">
          <StatusList status="done" />
        </TabsContent>
      </Tabs>
    </PageShell>
  );
}
