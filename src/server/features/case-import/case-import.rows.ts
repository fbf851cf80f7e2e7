import { PROVENANCE_FIGURES, PROVENANCE_KIND_LABELS, PROVENANCE_KINDS, SNIPPET_MAX, type ProvenanceKind } from '#shared/constants.ts';
import { IMPORT_REQUIRED_COLUMNS, missingColumnsMessage } from '#shared/schemas/case-import.ts';
import { caseStudyInsertSchema, describeIssue } from '#shared/schemas/case-study-insert.ts';
import { truncateText } from '#shared/seo.ts';
import type { caseStudies } from '../../db/schema/content.ts';
import { caseStudyColumns, storyContent } from '../../lib/case-study-columns.ts';
import { FileRejected } from './case-import.reader.ts';

export type CaseStudyValues = typeof caseStudies.$inferInsert;
export type RowResult = { ok: true; values: CaseStudyValues } | { ok: false; message: string };

/** Insert-payload fields a cell can hold; key decisions are set in the editor, provenance comes from its own columns. */
const CELL_FIELDS = new Set(Object.keys(caseStudyInsertSchema.shape).filter((key) => key !== 'key_decisions' && key !== 'figures_provenance'));

/** "Business Name" and "business_name" name the same column. */
const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** Column positions by name, checked for the required columns; refuses the file when one is missing. */
export function readHeader(header: string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, index) => {
    const key = columnKey(name);
    if (key && !columns.has(key)) columns.set(key, index);
  });
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) throw new FileRejected(missingColumnsMessage(missing), 'Import failed');
  return columns;
}

/** "Self-reported", "self-reported" and "self_reported" name the same source kind. */
const KIND_BY_TEXT = new Map<string, ProvenanceKind>(
  PROVENANCE_KINDS.flatMap((kind) => [
    [kind, kind],
    [columnKey(PROVENANCE_KIND_LABELS[kind]), kind],
  ]),
);
const kindMessage = (column: string) => `${column}: Must be one of ${PROVENANCE_KINDS.join(', ')}`;

/**
 * The figures' provenance (PRODUCT §11) from figures_source and figures_as_of, which every row
 * needs, or from revenue_source, profit_as_of, ... for one figure. The column a figure's value
 * came from is the one a problem names.
 */
function rowProvenance(cell: (key: string) => string, problems: Map<string, string>) {
  const provenance: Record<string, { kind: string; as_of: string }> = {};
  const columnOf: Record<string, { kind: string; as_of: string }> = {};
  for (const figure of PROVENANCE_FIGURES) {
    const kindColumn = cell(`${figure}_source`) ? `${figure}_source` : 'figures_source';
    const asOfColumn = cell(`${figure}_as_of`) ? `${figure}_as_of` : 'figures_as_of';
    const kindText = cell(kindColumn);
    const kind = KIND_BY_TEXT.get(columnKey(kindText));
    if (kindText === '') problems.set(kindColumn, requiredMessage(kindColumn));
    else if (!kind) problems.set(kindColumn, kindMessage(kindColumn));
    provenance[figure] = { kind: kind ?? '', as_of: cell(asOfColumn) };
    columnOf[figure] = { kind: kindColumn, as_of: asOfColumn };
  }
  return { provenance, columnOf };
}

/** As long as any section of the editor. */
const DESCRIPTION_MAX = 20_000;

const requiredMessage = (column: string) => `${column} is required`;
/** The database cannot store NUL; the request guard that refuses it elsewhere does not read uploads. */
const nulMessage = (column: string) => `${column}: Contains a null character, which cannot be saved`;

/**
 * One data row checked with the editor's schema (caseStudyInsertSchema). The file's industry
 * becomes the first niche, its description the story's introduction and, cut to 250 characters
 * unless the file has a snippet column, the card's snippet. Every imported study is a draft
 * (publishing it asks for its problem and solution).
 * A bad row's message names every problem found, one per column, joined by "; ".
 */
export function rowToCaseStudy(cells: string[], columns: Map<string, number>): RowResult {
  const cell = (key: string) => {
    const index = columns.get(key);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const problems = new Map<string, string>();
  const names = [...columns.keys()];
  cells.forEach((value, index) => {
    if (!value.includes('\u0000')) return;
    const column = names.find((name) => columns.get(name) === index) ?? `column ${index + 1}`;
    problems.set(column, nulMessage(column));
  });
  for (const column of IMPORT_REQUIRED_COLUMNS) if (cell(column) === '' && !problems.has(column)) problems.set(column, requiredMessage(column));

  const input: Record<string, unknown> = {};
  for (const key of columns.keys()) if (CELL_FIELDS.has(key) && cell(key) !== '') input[key] = cell(key);
  const description = cell('description');
  if (description.length > DESCRIPTION_MAX && !problems.has('description')) problems.set('description', `description: Must be at most ${DESCRIPTION_MAX} characters`);
  input.niche = [cell('industry'), cell('niche')].filter(Boolean).join(',');
  if (!input.snippet) input.snippet = truncateText(description, SNIPPET_MAX);
  const { provenance, columnOf } = rowProvenance(cell, problems);
  input.figures_provenance = provenance;

  const parsed = caseStudyInsertSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'figures_provenance') {
        const column = columnOf[String(issue.path[1])]?.[issue.path[2] === 'as_of' ? 'as_of' : 'kind'] ?? 'figures_source';
        if (!problems.has(column)) problems.set(column, cell(column) === '' ? requiredMessage(column) : `${column}: ${issue.message}`);
        continue;
      }
      const field = String(issue.path[0] ?? '');
      // A column already reported (a required one left empty) is not reported again in the schema's words.
      const column = field === 'niche' && problems.has('industry') ? 'industry' : field;
      if (!problems.has(column)) problems.set(column, describeIssue(issue));
    }
  }
  if (problems.size > 0 || !parsed.success) return { ok: false, message: [...problems.values()].join('; ') || 'Invalid row' };
  const data = parsed.data;
  return {
    ok: true,
    values: {
      ...caseStudyColumns(data),
      status: 'draft',
      publishedAt: null,
      contentStructure: storyContent(data, description),
    },
  };
}
