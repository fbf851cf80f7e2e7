import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { fakeApi } from '#web/lib/testing/sent-requests.ts';
import { MENTOR_MESSAGES, type MentorConversation, type MentorConversationList, type MentorLine, type MentorMessage, type MentorSource } from '#shared/schemas/mentor.ts';
import { MentorPage } from './mentor-page.tsx';

const renderPage = (user: Me | null) => renderPageAt(<MentorPage />, '/mentor', user);

const SOURCES: MentorSource[] = [
  { kind: 'case_study', id: 'cs-1', title: 'Hivecraft: Beekeeping Kits', caseStudyType: 'success', monthlyRevenue: 12_000, startingCosts: 3_000, businessModel: 'ecommerce', primaryGrowthChannel: 'seo', lesson: 'Ship before the season starts.' },
  { kind: 'tactic', id: 't-1', name: 'Pre-sell the first season', category: 'marketing' },
];
const at = '2026-01-01T00:00:00Z';
const message = (fields: Partial<MentorMessage> & Pick<MentorMessage, 'id' | 'role' | 'content'>): MentorMessage => ({ sources: [], mode: null, createdAt: at, ...fields });

let list: MentorConversationList;
let conversations: Record<string, MentorConversation>;

/** The answer stream as the server sends it: one JSON value per line. */
const ndjson = (lines: MentorLine[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const line of lines) controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  );

beforeEach(() => {
  list = { conversations: [{ id: 'c-old', title: 'An older question', createdAt: at, updatedAt: at }], questionsToday: 3, dailyLimit: 50 };
  conversations = {
    'c-old': { id: 'c-old', title: 'An older question', createdAt: at, updatedAt: at, messages: [message({ id: 'm-1', role: 'member', content: 'An older question' })] },
  };
});

const calls = fakeApi(({ url, method, body }) => {
  if (method === 'GET' && url === '/api/mentor/conversations') return Promise.resolve(Response.json(list));
  if (method === 'GET') return Promise.resolve(Response.json(conversations[url.split('/').at(-1)!]));
  if (method === 'DELETE') {
    list = { ...list, conversations: list.conversations.filter((item) => !url.endsWith(item.id)) };
    return Promise.resolve(new Response(null, { status: 204 }));
  }
  const question = (body as { question: string }).question;
  const summary = { id: 'c-new', title: question, createdAt: at, updatedAt: at };
  const asked = message({ id: 'm-q', role: 'member', content: question });
  const answered = message({ id: 'm-a', role: 'leo', content: 'Hivecraft shipped before the season [1], then pre-sold [2].', sources: SOURCES, mode: 'generated' });
  list = { ...list, conversations: [summary, ...list.conversations], questionsToday: 4 };
  conversations['c-new'] = { ...summary, messages: [asked, answered] };
  return Promise.resolve(
    ndjson([
      { type: 'question', conversation: summary, message: asked, sources: SOURCES, mode: 'generated', questionsToday: 4 },
      { type: 'answer', text: 'Hivecraft shipped before the season [1], ' },
      { type: 'answer', text: 'then pre-sold [2].' },
      { type: 'answer_done', message: answered },
    ]),
  );
});

describe('MentorPage', () => {
  it('asks a question and shows the answer with its citations linked to the case study and the tactic', async () => {
    renderPage(memberOf('master_builder'));
    expect(await screen.findByRole('button', { name: 'An older question' })).toBeInTheDocument();
    expect(screen.getByText('3 of 50 questions asked today (UTC)')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your question'), 'How do I sell beekeeping kits?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Leo' }));

    const answer = await screen.findByRole('link', { name: 'Source 1: Hivecraft: Beekeeping Kits' });
    expect(answer).toHaveAttribute('href', '/case-studies/cs-1');
    expect(screen.getByRole('link', { name: 'Source 2: Pre-sell the first season' })).toHaveAttribute('href', '/tactics/t-1');
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Hivecraft: Beekeeping Kits' })).toHaveAttribute('href', '/case-studies/cs-1');
    expect(within(sources).getByText('$12,000/mo revenue · $3,000 starting costs · E-commerce · SEO')).toBeInTheDocument();
    expect(within(sources).getByText('Lesson: Ship before the season starts.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({ url: '/api/mentor/questions', method: 'POST', body: { question: 'How do I sell beekeeping kits?' } });
    expect(await screen.findByRole('button', { name: 'How do I sell beekeeping kits?' })).toBeInTheDocument();
    expect(await screen.findByText('4 of 50 questions asked today (UTC)')).toBeInTheDocument();
    // The answer shows once, from the stored conversation.
    await waitFor(() => expect(screen.getAllByText('You asked:', { exact: false })).toHaveLength(1));
  });

  it('labels an answer built without a model', async () => {
    conversations['c-old']!.messages.push(
      message({ id: 'm-2', role: 'leo', content: 'Without an AI model configured, Leo shows the closest case studies and tactics.', sources: SOURCES, mode: 'sources_only' }),
    );
    renderPage(memberOf('legacy_founder'));
    await userEvent.click(await screen.findByRole('button', { name: 'An older question' }));
    expect(await screen.findByText('Without an AI model configured, Leo shows the closest case studies and tactics.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pre-sell the first season' })).toHaveAttribute('href', '/tactics/t-1');
  });

  it('deletes a conversation only once the member confirms', async () => {
    renderPage(memberOf('master_builder'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the conversation “An older question”' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Delete the conversation “An older question”?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation “An older question”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'An older question' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ url: '/api/mentor/conversations/c-old', method: 'DELETE', body: undefined }]);
    expect(screen.getByText('No conversations yet. Ask your first question below.')).toBeInTheDocument();
  });

  it("puts the server's refusal of a question on the field and gives the question back", async () => {
    vi.mocked(fetch).mockImplementation((url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? Response.json({ error: { code: 'VALIDATION_FAILED', message: MENTOR_MESSAGES.questionTooLong, details: [{ path: ['question'], message: MENTOR_MESSAGES.questionTooLong }] } }, { status: 400 })
          : Response.json(list),
      ),
    );
    renderPage(memberOf('master_builder'));
    const field = await screen.findByLabelText('Your question');
    await userEvent.type(field, 'How do I sell beekeeping kits?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Leo' }));
    expect(await screen.findByText(MENTOR_MESSAGES.questionTooLong)).toBeInTheDocument();
    expect(field).toHaveValue('How do I sell beekeeping kits?');
    expect(field).toHaveFocus();
  });
});
