import { describe, expect, it } from 'vitest';
import { PROVENANCE_FIGURES } from '#shared/constants.ts';
import { caseStudyInsertSchema } from '#shared/schemas/case-study-insert.ts';
import { editorFormFrom, emptyEditorForm, payloadOf } from './editor-form.ts';
import { addEntry } from './entries.ts';

describe('addEntry', () => {
  it('adds a trimmed entry and ignores blanks and repeats', () => {
    expect(addEntry(['Europe'], '  Asia ')).toEqual(['Europe', 'Asia']);
    expect(addEntry(['Europe'], 'Europe ')).toEqual(['Europe']);
    expect(addEntry(['Europe'], '   ')).toEqual(['Europe']);
  });
});

describe('the editor form', () => {
  it("starts with the spec's defaults and sends a payload the server accepts", () => {
    const form = { ...emptyEditorForm(), title: 'A Study' };
    expect(form).toMatchObject({ founder_count: '1', employee_count: '0', language: 'English', monthly_revenue: '0', year_founded: String(new Date().getFullYear()) });
    expect(form.publication_date).toBe(new Date().toISOString().slice(0, 10));
    for (const figure of PROVENANCE_FIGURES) form.provenance[figure] = { kind: 'self_reported', as_of: '2026-06-30' };
    const parsed = caseStudyInsertSchema.parse(payloadOf(form));
    expect(parsed).toMatchObject({ title: 'A Study', founder_count: 1, key_decisions: null, region_tags: [], problem: null });
    expect(parsed.figures_provenance.team).toEqual({ kind: 'self_reported', as_of: '2026-06-30' });
  });

  it('sends every figure so a missing source is named, and reads a stored study back', () => {
    const form = emptyEditorForm();
    form.title = 'T';
    form.provenance.revenue = { kind: 'verified', as_of: '2026-06-30' };
    const payload = payloadOf(form);
    const result = caseStudyInsertSchema.safeParse(payload);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]!.path.join('.')).toBe('figures_provenance.profit.kind');
    const back = editorFormFrom(
      { title: 'T', monthly_revenue: 500, tags: ['a'], region_tags: ['Europe'], problem: 'P', customer_type: 'b2b', figures_provenance: { revenue: { kind: 'verified', as_of: '2026-06-30' } } },
      '2026-07-01T10:00:00.000Z',
    );
    expect(back).toMatchObject({ title: 'T', monthly_revenue: '500', tags: ['a'], region_tags: ['Europe'], problem: 'P', customer_type: 'b2b', publication_date: '2026-07-01' });
    expect(back.provenance.revenue).toEqual({ kind: 'verified', as_of: '2026-06-30' });
  });
});
