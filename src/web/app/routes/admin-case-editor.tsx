import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { adminCaseQueryOptions } from '#web/features/editorial/api/editorial.ts';
import { CaseStudyEditor } from '#web/features/editorial/components/case-study-editor.tsx';
import { editorFormFrom, emptyEditorForm } from '#web/features/editorial/lib/editor-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { AdminGate } from '../gates/admin-gate.tsx';
import { NotFoundPage } from './not-found.tsx';

/** /admin/cases/new */
export function AdminNewCaseRoute() {
  usePageMeta(pageMeta('/admin/cases/new'));
  const [initial] = useState(emptyEditorForm);
  return (
    <AdminGate entry="cases">
      <CaseStudyEditor initial={initial} />
    </AdminGate>
  );
}

function EditLoader({ id }: { id: string }) {
  const study = useQuery(adminCaseQueryOptions(id));
  if (study.isPending) return <Spinner showLabel className="py-16" />;
  if (study.isError) return study.error instanceof ApiError && study.error.status === 404 ? <NotFoundPage /> : <p role="alert" className="py-16 text-center">The case study could not be loaded. Please reload the page.</p>;
  const row = study.data;
  return (
    <CaseStudyEditor
      key={`${row.id}-${row.version}`}
      initial={editorFormFrom(row.data, row.publishedAt)}
      target={{ id: row.id, version: row.version, status: row.status, submission: row.submittedBy ? row.submission : null }}
    />
  );
}

/** /admin/cases/edit/:id */
export function AdminEditCaseRoute() {
  const { id = '' } = useParams();
  usePageMeta(pageMeta(`/admin/cases/edit/${id}`));
  return (
    <AdminGate entry="cases">
      <EditLoader id={id} />
    </AdminGate>
  );
}
