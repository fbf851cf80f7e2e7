import { Eye, MoreHorizontal, Pencil, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import { actionsFrom, type EditorialAction } from '#shared/domain/editorial.ts';
import { ADMIN_CASE_TABS, type AdminCaseCard, type AdminCaseTab } from '#shared/schemas/editorial.ts';
import { AdminList } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { DataTableColumn } from '#web/components/ui/data-table.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { caseStudyPath } from '#web/entities/case-study/model/paths.ts';
import { useAdminCases, useDeleteCaseStudy, useTransition } from '../api/editorial.ts';
import { ConfirmActionDialog, type PendingAction } from './confirm-action-dialog.tsx';
import { TacticReviewQueue } from './tactic-review-queue.tsx';

const TAB_LABELS: Record<AdminCaseTab, string> = { all: 'All', published: 'Published', in_review: 'In review', draft: 'Drafts', returned: 'Returned' };
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const isTab = (value: string | null): value is AdminCaseTab => (ADMIN_CASE_TABS as readonly (string | null)[]).includes(value);

export const ACTION_TEXT: Record<EditorialAction, { label: string; title: string; description: string; done: string }> = {
  publish: { label: 'Publish', title: 'Publish this item?', description: 'It becomes public, searchable and counted. The author is notified.', done: 'Published' },
  return: { label: 'Return to author', title: 'Return to the author?', description: 'The author sees your reason, edits the submission and sends it again.', done: 'Returned to the author' },
  unpublish: { label: 'Unpublish', title: 'Unpublish this item?', description: 'It is no longer public, searchable or counted.', done: 'Unpublished' },
  submit: { label: 'Send to review', title: 'Send to review?', description: 'An editor reviews it before it is published.', done: 'Sent to review' },
};

/** The workflow actions this staff member may take on an item in this state. */
export const menuActions = (status: AdminCaseCard['status'], publisher: boolean) => actionsFrom(status).filter((action) => publisher || action === 'submit');

export function useConfirmedTransition() {
  const transition = useTransition();
  return (kind: ItemType, item: { id: string; version: number; title: string }, action: EditorialAction): PendingAction => ({
    title: ACTION_TEXT[action].title,
    description: `“${item.title}”. ${ACTION_TEXT[action].description}`,
    confirmLabel: ACTION_TEXT[action].label,
    needsReason: action === 'return',
    run: async (reason) => {
      try {
        await transition.mutateAsync({ kind, id: item.id, action, reason, version: item.version });
        toast.success(ACTION_TEXT[action].done);
      } catch (error) {
        toast.error('Error', { description: error instanceof Error ? error.message : 'Please try again.' });
      }
    },
  });
}

/** /admin/cases: search, tabs with counts, server-side pages, and each study's workflow actions; then the tactic review queue. */
export function AdminCasesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status: AdminCaseTab = isTab(statusParam) ? statusParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminCases({ q, status, page });
  const { user } = useAuth();
  const publisher = Boolean(user?.abilities.publish);
  const confirmTransition = useConfirmedTransition();
  const remove = useDeleteCaseStudy();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const askDelete = (item: AdminCaseCard): PendingAction => ({
    title: 'Delete this case study?',
    description: `“${item.title}” is deleted for good, with its votes, ratings and discussions.`,
    confirmLabel: 'Delete',
    needsReason: false,
    destructive: true,
    run: async () => {
      try {
        await remove.mutateAsync(item.id);
        toast.success('Case study deleted');
      } catch (error) {
        toast.error('Error', { description: error instanceof Error ? error.message : 'Please try again.' });
      }
    },
  });

  const columns: DataTableColumn<AdminCaseCard>[] = [
    {
      key: 'title',
      header: 'Case study',
      rowHeader: true,
      className: 'min-w-56',
      cell: (item) => (
        <>
          <span className="font-semibold text-balance">{item.title}</span>
          {item.submittedBy && <span className="block text-xs font-normal text-muted-foreground">Member submission</span>}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
    {
      key: 'snippet',
      header: 'Snippet',
      className: 'min-w-64',
      cell: (item) => (
        <>
          {item.snippet && <p className="line-clamp-2 text-muted-foreground">{item.snippet}</p>}
          {item.status === 'returned' && item.reviewNote && <p>Returned: {item.reviewNote}</p>}
        </>
      ),
    },
    { key: 'business', header: 'Business', cell: (item) => item.businessName ?? '—' },
    { key: 'revenue', header: 'Revenue', cell: (item) => (item.monthlyRevenue === null ? 'Not shared' : `${money.format(item.monthlyRevenue)}/mo`) },
    { key: 'views', header: 'Views', cell: (item) => item.viewCount },
    {
      key: 'created',
      header: 'Created',
      cell: (item) => <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (item) => (
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={item.status === 'published' ? caseStudyPath(item.id) : `/admin/cases/edit/${item.id}#preview`} aria-label={`View ${item.title}`}>
              <Eye className="size-4" aria-hidden="true" /> View
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/cases/edit/${item.id}`} aria-label={`Edit ${item.title}`}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Link>
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" aria-label={`More actions for ${item.title}`}>
                <MoreHorizontal className="size-4" aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {menuActions(item.status, publisher).map((action) => (
                <DropdownMenuItem key={action} onSelect={() => setPending(confirmTransition('case_study', item, action))}>
                  {ACTION_TEXT[action].label}
                </DropdownMenuItem>
              ))}
              {publisher && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem className="text-red-600 dark:text-red-400" onSelect={() => setPending(askDelete(item))}>
                    Delete
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ),
    },
  ];

  const pages = pageCount(list.data);

  return (
    <AdminPage
      wide
      title="Manage Case Studies"
      intro="Review submissions, edit, publish and return case studies."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/cases/import">
                <Upload className="size-4" aria-hidden="true" /> Import
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/cases/new">
                <Plus className="size-4" aria-hidden="true" /> New Case Study
              </Link>
            </Button>
          </>
        }
    >
      <SearchForm key={q} query={q} onSearch={(text) => update({ q: text.trim(), page: null })} formLabel="Search case studies" inputLabel="Search case studies" placeholder="Search by title or business" />

      <nav aria-label="Case study status" className="flex flex-wrap gap-2">
        {ADMIN_CASE_TABS.map((tab) => (
          <Button key={tab} size="sm" variant={tab === status ? 'default' : 'outline'} aria-current={tab === status ? 'page' : undefined} onClick={() => update({ status: tab === 'all' ? null : tab, page: null })}>
            {TAB_LABELS[tab]} ({list.data?.counts[tab] ?? '…'})
          </Button>
        ))}
      </nav>

      <AdminList
        query={list}
        rows={list.data?.items}
        caption="Case studies"
        columns={columns}
        rowKey={(item) => item.id}
        empty="No case studies found"
        failure="The case studies could not be loaded. Please try again."
      />

      {list.data && <PageSteps page={page} pages={pages} onGo={(next) => update({ page: String(next) })} />}

      <TacticReviewQueue onAsk={setPending} confirmTransition={confirmTransition} publisher={publisher} />
      <ConfirmActionDialog pending={pending} onClose={() => setPending(null)} />
    </AdminPage>
  );
}
