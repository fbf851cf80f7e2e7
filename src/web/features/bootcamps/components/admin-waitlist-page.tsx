import { PageSteps } from '#web/components/page-steps.tsx';
import { useState } from 'react';
import { useWaitlist } from '../api/bootcamps.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/waitlist — everyone who asked to hear about new bootcamps, newest first. */
export function AdminWaitlistPage() {
  const [page, setPage] = useState(1);
  const query = useWaitlist(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Bootcamp Waitlist</h1>
      <p className="mt-2 text-muted-foreground">{data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'sign-up' : 'sign-ups'}` : 'Loading…'}</p>
      {query.isError && (
        <p role="alert" className="mt-6 text-muted-foreground">
          The waitlist could not be loaded. Please try again.
        </p>
      )}
      {data && data.entries.length === 0 && <p className="mt-6 text-muted-foreground">Nobody has joined the waitlist yet.</p>}
      {data && data.entries.length > 0 && (
        <div className="mt-6 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Waitlist sign-ups, newest first</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  List
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
                  <td className="px-4 py-3 break-all">{entry.email}</td>
                  <td className="px-4 py-3">{entry.bootcampSlug ?? 'New bootcamps'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{when(entry.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageSteps label="Waitlist pages" page={page} pages={pages} onGo={setPage} />
    </div>
  );
}
