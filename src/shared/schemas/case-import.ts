import { z } from 'zod';
import { IMPORT_JOB_STATUSES } from '../constants.ts';
import type { ImportRowError } from './case-study-content.ts';
import { requiredText } from './text-fields.ts';

/** The import file's columns (access-admin-pricing §3); any other column of the insert payload is read too. */
export const IMPORT_COLUMNS = ['title', 'business_name', 'industry', 'monthly_revenue', 'description', 'founder_name', 'website_url', 'tags'] as const;
/**
 * The template's columns: the spec's, then the figures' provenance (PRODUCT §11, needed in every
 * row) and what the reader, the filters and the recommendations use. Any insert-payload column
 * is read too, as is a source or as-of date for one figure (revenue_source, team_as_of, ...).
 */
export const IMPORT_TEMPLATE_COLUMNS = [
  ...IMPORT_COLUMNS,
  'figures_source',
  'figures_as_of',
  'region_tags',
  'customer_type',
  'involvement',
  'problem',
  'solution',
] as const;
/** Required in every row (§2, Admin bulk import). */
export const IMPORT_REQUIRED_COLUMNS = ['title', 'business_name', 'industry', 'description'] as const;

/** The largest file the server reads (bytes); it is streamed, never held whole. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/**
 * The most case studies one file may hold (rows below the header); larger files are split. Its
 * rows become drafts in one transaction, about 10 s for 10,000 rows on the embedded database
 * (bench/case-import.bench.ts), which holds that database's single session meanwhile.
 */
export const IMPORT_MAX_ROWS = 10_000;
/** At most this many row errors are kept and shown; the failed count covers every row. */
export const IMPORT_ERRORS_KEPT = 1000;

export const IMPORT_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please upload a CSV or Excel file.',
  noFileTitle: 'No file selected',
  noFile: 'Please select a CSV or Excel file to import.',
  failedTitle: 'Import failed',
  failed: 'An error occurred during import. Please try again.',
  completedTitle: 'Import completed!',
  templateTitle: 'Template downloaded',
  template: 'Use this template to format your case studies data.',
  // Not in the spec, which never reads the file; worded like its other messages.
  emptyFile: 'The file is empty. Please add a header row and at least one case study.',
  noRows: 'The file has no case studies below its header row.',
  legacyExcel: 'Old Excel (.xls) files cannot be read. Please save the file as .xlsx or CSV and try again.',
  tooLarge: 'The file is too large. Please split it into files of at most 50 MB.',
  alreadyStarted: 'This import has already run. Please start a new one.',
  interrupted: 'The upload was interrupted. Nothing was imported; please try again.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} case studies. Please split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
  workbookTooLarge: 'The workbook holds too much data to import at once. Please split it into smaller files.',
  notFound: 'Import not found',
} as const;

export const importCompletedMessage = (successful: number, total: number) => `Successfully imported ${successful} of ${total} case studies.`;
/** An import whose server stopped part-way (found by its lapsed lease): nothing of it is kept. */
export const importStoppedMessage = (rowsRead: number) =>
  `The import stopped before it finished, after reading ${rowsRead.toLocaleString('en-US')} rows. Nothing was imported; please import the file again.`;
export const csvQuoteMessage = (row: number) =>
  `CSV syntax error in row ${row}: a quoted cell is not closed properly, so the file cannot be read. Please check the quotation marks (") in that row.`;
export const missingColumnsMessage = (columns: readonly string[]) => `The file is missing the required ${columns.length === 1 ? 'column' : 'columns'}: ${columns.join(', ')}.`;

/** The spec's check of a chosen file (§5): a type that names csv or excel, or an Excel or CSV name. */
export function isSpreadsheetFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  return type.includes('csv') || type.includes('excel') || /\.(xlsx|xls|csv)$/i.test(file.name);
}

export const createImportSchema = z.object({
  fileName: requiredText(IMPORT_MESSAGES.noFile).max(255, 'The file name is too long.'),
  type: z.string().max(255).default(''),
  size: z.number({ error: IMPORT_MESSAGES.emptyFile }).int().min(1, IMPORT_MESSAGES.emptyFile).max(IMPORT_MAX_BYTES, IMPORT_MESSAGES.tooLarge),
});
export type CreateImportInput = z.input<typeof createImportSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  sizeBytes: z.number().int(),
  processedBytes: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export type { ImportRowError };

/** One row error as the result card lists it. */
export const formatRowError = (error: ImportRowError) => `Row ${error.row}: ${error.message}`;

/** The downloadable template: the columns and one example row, as CSV. */
export function importTemplateCsv(): string {
  const example = [
    'Example Analytics',
    'Example Analytics Ltd',
    'SaaS',
    '12000',
    'How two founders grew a privacy-friendly analytics tool to $12K a month without ads.',
    'Jane Doe',
    'https://example.com',
    'analytics, bootstrapped',
    'self_reported',
    '2026-06-30',
    'Europe, Germany',
    'b2b',
    'side',
    'Small online shops wanted visitor statistics without cookie banners or sending their data to an advertising company.',
    'A lightweight script that counts visits without cookies, sold as a flat monthly plan and promoted through founder blog posts.',
  ];
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return `${IMPORT_TEMPLATE_COLUMNS.join(',')}\r\n${example.map(quote).join(',')}\r\n`;
}
