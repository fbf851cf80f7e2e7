import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StaffRequests } from '#shared/schemas/privacy.ts';
import { AdminAction } from '#web/components/admin/admin-action.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { STAFF_REQUESTS_KEY, staffAction, useStaffRequests } from '../api/legal-api.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** A staff action on a request (`path`), after which the lists are read again; with `confirm`, it asks first. */
function RequestAction({ path, ...action }: { label: string; path: string; confirm?: { title: string; description: string }; variant?: 'outline' | 'destructive' }) {
  const queryClient = useQueryClient();
  return (
    <AdminAction
      {...action}
      run={async () => {
        await staffAction(path);
        await queryClient.invalidateQueries({ queryKey: STAFF_REQUESTS_KEY });
      }}
    />
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{text}</p>;
}

/** One kind of request: its heading with the count, and a card for each request (`children` draws its content), or `empty`. */
function RequestSection<Request extends { id: string }>({ id, title, requests, empty, children }: { id: string; title: string; requests: readonly Request[]; empty: string; children: (request: Request) => ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {`${title} (${requests.length})`}
      </h2>
      {requests.length === 0 ? (
        <Empty text={empty} />
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
              {children(request)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Lists({ data, open }: { data: StaffRequests; open: boolean }) {
  return (
    <div className="space-y-10">
      <RequestSection id={`deletions-${open}`} title="Deletion requests" requests={data.deletionRequests} empty={open ? 'No account is waiting to be erased.' : 'No account has been erased yet.'}>
        {(r) => (
          <>
            <div className="space-y-1 text-sm">
              <p className="font-medium">{r.email}</p>
              <p className="text-muted-foreground">
                Requested {when(r.requestedAt)} · {r.status === 'completed' ? `erased ${when(r.completedAt)}` : `erasure due ${when(r.eraseAfter)}`}
              </p>
              {r.reason && <p className="break-words">Reason: {r.reason}</p>}
            </div>
            {open && r.status === 'confirmed' && (
              <RequestAction
                label="Erase Now"
                variant="destructive"
                path={`/admin/deletion-requests/${r.id}/erase`}
                confirm={{ title: 'Erase this personal data now?', description: `The personal data of ${r.email} is erased now. This cannot be undone.` }}
              />
            )}
          </>
        )}
      </RequestSection>

      <RequestSection id={`privacy-${open}`} title="Privacy requests" requests={data.privacyRequests} empty={open ? 'No open privacy request.' : 'No handled privacy request.'}>
        {(r) => (
          <>
            <div className="space-y-1 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <Badge variant="brand">{r.kind}</Badge> {r.email} {r.member ? <Badge variant="outline">member</Badge> : null}
              </p>
              <p className="text-muted-foreground">Received {when(r.createdAt)}{r.handledAt ? ` · handled ${when(r.handledAt)}` : ''}</p>
              {r.details && <p className="break-words whitespace-pre-line">{r.details}</p>}
            </div>
            {open && <RequestAction label="Mark as Done" path={`/admin/privacy-requests/${r.id}/done`} />}
          </>
        )}
      </RequestSection>

      <RequestSection id={`enquiries-${open}`} title="Enquiries" requests={data.enquiries} empty={open ? 'No open enquiry.' : 'No handled enquiry.'}>
        {(e) => (
          <>
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
            {open && <RequestAction label="Mark as Done" path={`/admin/enquiries/${e.id}/done`} />}
          </>
        )}
      </RequestSection>
    </div>
  );
}

function StatusList({ status }: { status: 'open' | 'done' }) {
  const query = useStaffRequests(status);
  if (query.isError) return <InlineError>{query.error.message}</InlineError>;
  if (!query.data) return <p className="text-sm text-muted-foreground">Loading requests...</p>;
  return <Lists data={query.data} open={status === 'open'} />;
}

/** /admin/requests: what members and visitors asked of staff, to work through. */
export function AdminRequestsPage() {
  return (
    <AdminPage title="Requests" intro="Deletion and privacy requests, contact messages and advertising enquiries.">
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
    </AdminPage>
  );
}
