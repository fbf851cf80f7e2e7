import { describe, expect, it } from 'vitest';
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
    const parsed = caseStudyInsertSchema.parse(payloadOf(form));
    expect(parsed).toMatchObject({ title: 'A Study', founder_count: 1, key_decisions: null, figures_provenance: {} });
  });

  it('keeps provenance only for figures with a source, and reads a stored study back', () => {
    const form = emptyEditorForm();
    form.title = 'T';
    form.provenance.revenue = { kind: 'verified', as_of: '2026-06-30' };
    const payload = payloadOf(form);
    expect(payload.figures_provenance).toEqual({ revenue: { kind: 'verified', as_of: '2026-06-30' } });
    const back = editorFormFrom({ title: 'T', monthly_revenue: 500, tags: ['a'], figures_provenance: payload.figures_provenance }, '2026-07-01T10:00:00.000Z');
    expect(back).toMatchObject({ title: 'T', monthly_revenue: '500', tags: ['a'], publication_date: '2026-07-01' });
    expect(back.provenance.revenue).toEqual({ kind: 'verified', as_of: '2026-06-30' });
  });
});
