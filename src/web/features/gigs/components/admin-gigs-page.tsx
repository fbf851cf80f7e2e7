import { useState } from 'react';
import { Link } from 'react-router';
import { formatGigBudget } from '#shared/schemas/gigs.ts';
import { AdminList } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { useAdminGigs } from '../api/gigs.ts';
import { RemoveListing } from './remove-listing.tsx';
import { GigStatusBadge, NoPaymentsNotice } from './gig-parts.tsx';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** /admin/gigs — every listing of the gigs marketplace, newest first, each removable with a reason. */
export function AdminGigsPage({ viewerId }: { viewerId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminGigs(viewerId, page);
  const data = query.data;
  const pages = pageCount(data);
  return (
    <AdminPage title="Gig Listings" intro={data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'listing' : 'listings'}` : 'Loading…'}>
      <NoPaymentsNotice />
      <AdminList
        query={query}
        rows={data?.gigs}
        caption="Gig listings, newest first"
        rowKey={(gig) => gig.id}
        empty="No member has posted a gig yet."
        failure="The listings could not be loaded. Please try again."
        columns={[
          {
            key: 'gig',
            header: 'Gig',
            cell: (gig) => (
              <>
                <Link to={`/gigs/${gig.id}`} className="font-medium underline-offset-4 hover:underline">
                  {gig.title}
                </Link>
                <p className="text-muted-foreground">{formatGigBudget(gig.budgetMinCents, gig.budgetMaxCents)}</p>
              </>
            ),
          },
          { key: 'poster', header: 'Poster', cell: (gig) => gig.poster.displayName },
          { key: 'status', header: 'Status', cell: (gig) => <GigStatusBadge status={gig.status} /> },
          { key: 'posted', header: 'Posted', className: 'whitespace-nowrap', cell: (gig) => when(gig.createdAt) },
          { key: 'actions', header: 'Actions', hideHeader: true, className: 'text-right', cell: (gig) => gig.status !== 'removed' && <RemoveListing viewerId={viewerId} gig={gig} compact /> },
        ]}
      />
      <PageSteps label="Listing pages" page={page} pages={pages} onGo={setPage} />
    </AdminPage>
  );
}
