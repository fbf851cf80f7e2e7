import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { provenanceSourceRequired } from '#shared/schemas/case-study-insert.ts';
import { CASE_STUDY_SECTION_MESSAGES } from '#shared/schemas/editorial.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { recordSentRequests } from '#web/lib/testing/sent-requests.ts';
import { emptyEditorForm, type EditorForm } from '../lib/editor-form.ts';
import { CaseStudyEditor } from './case-study-editor.tsx';

const SOURCED = { kind: 'self_reported', as_of: '2026-01-31' } as const;
const sourced = (): EditorForm => ({ ...emptyEditorForm(), title: 'Hivecraft: Beekeeping Kits', provenance: { revenue: SOURCED, profit: SOURCED, costs: SOURCED, team: SOURCED } });

const requests = recordSentRequests(() => Response.json({ id: 'cs-1', status: 'draft' }, { status: 201 }));

const renderEditor = (initial: EditorForm) => renderPageAt(<CaseStudyEditor initial={initial} />, '/admin/cases/new', memberOf('explorer', 'editor'));

describe('CaseStudyEditor', () => {
  it("marks a figure without a source and sends nothing", async () => {
    renderEditor({ ...emptyEditorForm(), title: 'Hivecraft' });
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(provenanceSourceRequired('revenue'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Revenue: source' })).toBeInvalid();
    expect(requests.sent).toEqual([]);
  });

  it('sends the payload the insert schema takes', async () => {
    renderEditor(sourced());
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(requests.sent).toHaveLength(1));
    expect(requests.sent[0]).toMatchObject({ intent: 'draft', data: { title: 'Hivecraft: Beekeeping Kits', figures_provenance: { revenue: SOURCED }, key_decisions: null } });
  });

  it('refuses to publish without the problem written out, on its field', async () => {
    renderEditor(sourced());
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const problem = screen.getByRole('textbox', { name: 'The problem' });
    expect(await screen.findByText(CASE_STUDY_SECTION_MESSAGES.problem)).toBeInTheDocument();
    expect(problem).toHaveFocus();
    expect(requests.sent).toEqual([]);
  });

  it("shows the server's refusal on the fields it names, a figure's date included", async () => {
    const details = [
      { path: ['website_url'], message: 'Please enter a valid URL' },
      { path: ['figures_provenance', 'team', 'as_of'], message: 'Team: an as-of date is required' },
    ];
    requests.answer = () => Response.json({ error: { code: 'VALIDATION_FAILED', message: 'Please enter a valid URL', details } }, { status: 400 });
    renderEditor(sourced());
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    const website = screen.getByRole('textbox', { name: 'Website URL' });
    expect(await screen.findByText('Team: an as-of date is required')).toBeInTheDocument();
    expect(website).toHaveAccessibleDescription('Please enter a valid URL');
    expect(website).toHaveFocus();
    expect(screen.getByLabelText('Team: as of')).toBeInvalid();
  });
});
