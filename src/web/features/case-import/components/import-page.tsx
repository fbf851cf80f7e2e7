import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CUSTOMER_TYPES, INVOLVEMENTS, PROVENANCE_FIGURES, PROVENANCE_KINDS } from '#shared/constants.ts';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_REQUIRED_COLUMNS,
  IMPORT_TEMPLATE_COLUMNS,
  formatRowError,
  importCompletedMessage,
  importTemplateCsv,
  isSpreadsheetFile,
  type ImportJob,
} from '#shared/schemas/case-import.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { fetchImport, startImport, uploadImportFile } from '../api/case-import.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** How often the page reads the server's progress while a file is imported. */
const POLL_MS = 500;

type Progress = { uploaded: number; processed: number; rows: number };

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'case-studies-template.csv';
  link.click();
  URL.revokeObjectURL(url);
  toast.success(IMPORT_MESSAGES.templateTitle, { description: IMPORT_MESSAGES.template });
}

/** /admin/cases/import: pick a CSV or Excel file, watch it upload and import, then see the result. */
export function ImportPage() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<ImportJob | null>(null);
  const poll = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(poll.current), []);

  function choose(chosen: File | null) {
    setResult(null);
    if (chosen && !isSpreadsheetFile(chosen)) {
      toast.error(IMPORT_MESSAGES.invalidTypeTitle, { description: IMPORT_MESSAGES.invalidType });
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  }

  async function runImport() {
    if (!file) {
      toast.error(IMPORT_MESSAGES.noFileTitle, { description: IMPORT_MESSAGES.noFile });
      return;
    }
    setResult(null);
    setProgress({ uploaded: 0, processed: 0, rows: 0 });
    try {
      const job = await startImport(file);
      poll.current = window.setInterval(() => {
        fetchImport(job.id)
          .then((now) =>
            setProgress((old) => old && { ...old, processed: now.sizeBytes > 0 ? now.processedBytes / now.sizeBytes : 0, rows: now.total }),
          )
          .catch(() => undefined);
      }, POLL_MS);
      const finished = await uploadImportFile(job.id, file, (uploaded) => setProgress((old) => old && { ...old, uploaded }));
      setResult(finished);
      toast.success(IMPORT_MESSAGES.completedTitle, { description: importCompletedMessage(finished.successful, finished.total) });
    } catch (error) {
      const known = error instanceof ApiError && error.status === 400;
      const title = known && error.message === IMPORT_MESSAGES.invalidType ? IMPORT_MESSAGES.invalidTypeTitle : IMPORT_MESSAGES.failedTitle;
      toast.error(title, { description: known ? error.message : IMPORT_MESSAGES.failed });
    } finally {
      window.clearInterval(poll.current);
      setProgress(null);
    }
  }

  const busy = progress !== null;
  const percent = progress ? Math.round(Math.min(progress.uploaded, Math.max(progress.processed, progress.uploaded * 0.98)) * 100) : 0;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Bulk Import"
        icon={FileSpreadsheet}
        back={{ to: '/admin/cases', label: 'Back to case studies' }}
        intro="Import case studies from a CSV or Excel file. Every row is checked; valid rows are saved as drafts."
      />

      <TitledSection id="import-file" title="Choose a file" titleClassName="text-lg font-semibold" className="mt-8 flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-sm">
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            CSV or Excel file (.csv, .xlsx, .xls)
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,.xls,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white"
          />
        </div>
        <div>
          <h3 className="text-sm font-semibold">Instructions</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>
              Required fields:{' '}
              {IMPORT_REQUIRED_COLUMNS.map((column) => (
                <Fragment key={column}>
                  <code className="rounded bg-muted px-1 wrap-anywhere">{column}</code>{' '}
                </Fragment>
              ))}
            </li>
            <li className="wrap-anywhere">Columns of the template: {IMPORT_TEMPLATE_COLUMNS.join(', ')}. Separate tags and region tags with commas.</li>
            <li>
              Every row says where its figures come from: <code className="rounded bg-muted px-1">figures_source</code> is one of {PROVENANCE_KINDS.join(', ')} and{' '}
              <code className="rounded bg-muted px-1">figures_as_of</code> the date they were true (YYYY-MM-DD). A figure from elsewhere takes its own columns:{' '}
              {PROVENANCE_FIGURES.map((figure) => `${figure}_source`).join(', ')} and the matching _as_of.
            </li>
            <li>
              customer_type is one of {CUSTOMER_TYPES.join(', ')}; involvement one of {INVOLVEMENTS.join(', ')}. A study is published only with a problem and a solution
              of at least 50 characters each.
            </li>
            <li>The first row holds the column names; each further row is one case study, imported as a draft.</li>
            <li>
              At most {IMPORT_MAX_ROWS.toLocaleString('en-US')} case studies and 50 MB per file. Rows with errors are listed by row number and skipped; an import that fails
              imports nothing.
            </li>
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void runImport()} disabled={busy}>
            <Upload aria-hidden="true" /> {busy ? 'Importing...' : 'Import Case Studies'}
          </Button>
          <Button variant="outline" onClick={downloadTemplate}>
            <Download aria-hidden="true" /> Download Template
          </Button>
        </div>
        {progress && (
          <div className="flex flex-col gap-2">
            <div className="flex justify-between text-sm">
              <span>{progress.uploaded < 1 ? `Uploading ${Math.round(progress.uploaded * 100)}%` : 'Importing rows...'}</span>
              <span className="text-muted-foreground">{progress.rows.toLocaleString('en-US')} rows processed</span>
            </div>
            <div role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-3 overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}
      </TitledSection>

      {result && (
        <TitledSection id="import-result" title="Import result" titleClassName="text-lg font-semibold" className="mt-6 rounded-xl border border-border bg-card p-6 shadow-sm">
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              ['Total', result.total, ''],
              ['Successful', result.successful, 'text-emerald-700 dark:text-emerald-400'],
              ['Failed', result.failed, 'text-red-700 dark:text-red-400'],
            ].map(([label, value, tone]) => (
              <div key={label} className="rounded-lg bg-muted p-3">
                <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                <dd className={`text-2xl font-bold ${tone}`}>{Number(value).toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          {result.errors.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">Errors</h3>
              <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto text-sm text-red-700 dark:text-red-400">
                {result.errors.map((error) => (
                  <li key={`${error.row}-${error.message}`} className="wrap-anywhere">{formatRowError(error)}</li>
                ))}
              </ul>
              {result.failed > result.errors.length && (
                <p className="mt-2 text-xs text-muted-foreground">The first {result.errors.length} of {result.failed} errors are shown.</p>
              )}
            </div>
          )}
        </TitledSection>
      )}
    </div>
  );
}
