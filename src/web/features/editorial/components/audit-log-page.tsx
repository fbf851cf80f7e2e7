import { PageSteps } from '#web/components/page-steps.tsx';
import { useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
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
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Audit Log</h1>
        <p className="text-muted-foreground">Who did what, when, to which item.</p>
      </header>
      {audit.isPending ? (
        <Spinner showLabel className="py-12" />
      ) : audit.isError ? (
        <p role="alert">The audit log could not be loaded. Please reload the page.</p>
      ) : audit.data.items.length === 0 ? (
        <p className="text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Audit log, page {page}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">When</th>
                <th scope="col" className="px-3 py-2">Who</th>
                <th scope="col" className="px-3 py-2">Action</th>
                <th scope="col" className="px-3 py-2">Item</th>
                <th scope="col" className="px-3 py-2">Details</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {audit.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
                  </td>
                  <td className="px-3 py-2">{entry.actorName}</td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                  <td className="px-3 py-2">
                    {entry.subjectType.replace('_', ' ')}
                    {entry.subjectId && <span className="block font-mono text-xs text-muted-foreground">{entry.subjectId}</span>}
                  </td>
                  <td className="max-w-md px-3 py-2 break-words text-muted-foreground">{describeDetails(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.data && <PageSteps page={page} pages={pages} onGo={go} />}
    </div>
  );
}
