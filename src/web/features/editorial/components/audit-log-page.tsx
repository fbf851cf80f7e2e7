import { useSearchParams } from 'react-router';
import { AdminList } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { useAuditPage } from '../api/editorial.ts';

const describeDetails = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

/** /admin/audit: every staff change, newest first, a page at a time. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAuditPage(page);
  const pages = pageCount(audit.data);
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return (
    <AdminPage wide title="Audit Log" intro="Who did what, when, to which item.">
      <AdminList
        query={audit}
        rows={audit.data?.items}
        caption={`Audit log, page ${page}`}
        rowKey={(entry) => entry.id}
        empty="No changes recorded yet."
        failure="The audit log could not be loaded. Please reload the page."
        columns={[
          { key: 'when', header: 'When', className: 'whitespace-nowrap', cell: (entry) => <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time> },
          { key: 'who', header: 'Who', cell: (entry) => entry.actorName },
          { key: 'action', header: 'Action', className: 'font-mono text-xs', cell: (entry) => entry.action },
          {
            key: 'item',
            header: 'Item',
            cell: (entry) => (
              <>
                {entry.subjectType.replace('_', ' ')}
                {entry.subjectId && <span className="block font-mono text-xs text-muted-foreground">{entry.subjectId}</span>}
              </>
            ),
          },
          { key: 'details', header: 'Details', className: 'max-w-md break-words text-muted-foreground', cell: (entry) => describeDetails(entry.details) },
        ]}
      />
      {audit.data && <PageSteps page={page} pages={pages} onGo={go} />}
    </AdminPage>
  );
}
