import { useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { useWaitlist } from '../api/bootcamps.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/waitlist — everyone who asked to hear about new bootcamps, newest first. */
export function AdminWaitlistPage() {
  const [page, setPage] = useState(1);
  const query = useWaitlist(page);
  const data = query.data;
  const pages = pageCount(data);
  return (
    <AdminPage title="Bootcamp Waitlist" intro={data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'sign-up' : 'sign-ups'}` : 'Loading…'}>
      <AdminList
        query={query}
        rows={data?.entries}
        caption="Waitlist sign-ups, newest first"
        rowKey={(entry) => entry.id}
        empty="Nobody has joined the waitlist yet."
        failure="The waitlist could not be loaded. Please try again."
        columns={[
          { key: 'email', header: 'E-mail', className: 'break-all', cell: (entry) => entry.email },
          { key: 'list', header: 'List', cell: (entry) => entry.bootcampSlug ?? 'New bootcamps' },
          { key: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (entry) => when(entry.createdAt) },
        ]}
      />
      <PageSteps label="Waitlist pages" page={page} pages={pages} onGo={setPage} />
    </AdminPage>
  );
}
