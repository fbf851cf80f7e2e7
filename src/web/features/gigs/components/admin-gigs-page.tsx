import { useState } from 'react';
import { Link } from 'react-router';
import { formatGigBudget } from '#shared/schemas/gigs.ts';
import { PageSteps } from '#web/components/page-steps.tsx';
import { useAdminGigs } from '../api/gigs.ts';
import { RemoveListing } from './gig-page.tsx';
import { GigStatusBadge, NoPaymentsNotice } from './gig-parts.tsx';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** /admin/gigs — every listing of the gigs marketplace, newest first, each removable with a reason. */
export function AdminGigsPage({ viewerId }: { viewerId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminGigs(viewerId, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Gig Listings</h1>
      <p className="mt-2 text-muted-foreground">{data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'listing' : 'listings'}` : 'Loading…'}</p>
      <NoPaymentsNotice className="mt-4" />
      {query.isError && (
        <p role="alert" className="mt-6 text-muted-foreground">
          The listings could not be loaded. Please try again.
        </p>
      )}
      {data && data.gigs.length === 0 && <p className="mt-6 text-muted-foreground">No member has posted a gig yet.</p>}
      {data && data.gigs.length > 0 && (
        <div className="relative mt-6 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Gig listings, newest first</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Gig
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Poster
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Posted
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.gigs.map((gig) => (
                <tr key={gig.id} className="border-t border-border align-top">
                  <td className="px-4 py-3">
                    <Link to={`/gigs/${gig.id}`} className="font-medium underline-offset-4 hover:underline">
                      {gig.title}
                    </Link>
                    <p className="text-muted-foreground">{formatGigBudget(gig.budgetMinCents, gig.budgetMaxCents)}</p>
                  </td>
                  <td className="px-4 py-3">{gig.poster.displayName}</td>
                  <td className="px-4 py-3">
                    <GigStatusBadge status={gig.status} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{when(gig.createdAt)}</td>
                  <td className="px-4 py-3 text-right">{gig.status !== 'removed' && <RemoveListing viewerId={viewerId} gig={gig} compact />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageSteps label="Listing pages" page={page} pages={pages} onGo={setPage} />
    </div>
  );
}
