import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_MESSAGES, type ChallengesPage as Page, type CurrentChallenge } from '#shared/schemas/challenges.ts';
import type { Me } from '#shared/schemas/me.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { fakeApi } from '#web/lib/testing/sent-requests.ts';
import { ChallengesPage } from './challenges-page.tsx';

const current = (you: CurrentChallenge['you']): CurrentChallenge => ({
  id: 'ch-1',
  title: 'Talk to five customers',
  brief: 'Book **five** calls.',
  week: '2026-W48',
  startsOn: '2026-11-23',
  endsOn: '2026-11-29',
  link: null,
  participants: 2,
  you,
  pod: you
    ? {
        number: 1,
        members: [
          { id: 'user-1', displayName: 'Ada', avatarUrl: null, completed: false, isYou: true },
          { id: 'user-2', displayName: 'Bo', avatarUrl: null, completed: false, isYou: false },
        ],
        checkIns: [],
      }
    : null,
});

let page: Page;

const renderPage = (user: Me | null) => renderPageAt(<ChallengesPage />, '/challenges', user);

beforeEach(() => {
  page = { today: '2026-11-27', current: current(null), past: [], completionXp: 100 };
});

const calls = fakeApi(({ url, method }) => {
  if (method === 'GET') return Promise.resolve(Response.json(page));
  if (url.endsWith('/participation')) return Promise.resolve(Response.json(current({ joinedAt: '2026-11-27T08:00:00Z', completedAt: null, checkIns: 0, checkedInToday: false }), { status: 201 }));
  if (url.endsWith('/check-ins')) return Promise.resolve(Response.json(current({ joinedAt: '2026-11-27T08:00:00Z', completedAt: null, checkIns: 1, checkedInToday: true }), { status: 201 }));
  return Promise.resolve(Response.json({ error: { code: 'CONFLICT', message: CHALLENGE_MESSAGES.alreadyCompleted } }, { status: 409 }));
});

describe('ChallengesPage', () => {
  it('joins, refuses an empty check-in without asking the server, and offers only completion once checked in today', async () => {
    renderPage(memberOf('master_builder'));
    await userEvent.click(await screen.findByRole('button', { name: 'Join this challenge' }));
    expect(await screen.findByRole('heading', { name: 'Your pod · Pod 1' })).toBeInTheDocument();
    expect(screen.getByText('Ada (you)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post check-in' }));
    expect(screen.getByText(CHALLENGE_MESSAGES.checkInRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/check-ins'))).toEqual([]);

    await userEvent.type(screen.getByLabelText('Your check-in'), 'Booked two calls.');
    await userEvent.click(screen.getByRole('button', { name: 'Post check-in' }));
    expect(calls.at(-1)).toEqual({ url: '/api/challenges/ch-1/check-ins', method: 'POST', body: { body: 'Booked two calls.' } });
    expect(await screen.findByText(/You have checked in today/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post check-in' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your check-in'), 'Done.');
    await userEvent.click(screen.getByRole('button', { name: 'Complete the challenge (+100 XP)' }));
    expect(await screen.findByText(CHALLENGE_MESSAGES.alreadyCompleted)).toBeInTheDocument();
  });

  it("shows the server's refusal of a check-in under the field, with the focus there", async () => {
    page = { ...page, current: current({ joinedAt: '2026-11-27T08:00:00Z', completedAt: null, checkIns: 0, checkedInToday: false }) };
    const refusal = { error: { code: 'VALIDATION_FAILED', message: CHALLENGE_MESSAGES.checkInTooLong, details: [{ path: ['body'], message: CHALLENGE_MESSAGES.checkInTooLong }] } };
    vi.mocked(fetch).mockImplementation((url, init) => Promise.resolve(init?.method === 'POST' ? Response.json(refusal, { status: 400 }) : Response.json(page)));
    renderPage(memberOf('master_builder'));
    await userEvent.type(await screen.findByLabelText('Your check-in'), 'Booked two calls.');
    await userEvent.click(screen.getByRole('button', { name: 'Post check-in' }));
    expect(await screen.findByText(CHALLENGE_MESSAGES.checkInTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Your check-in')).toHaveFocus();
    expect(screen.getByLabelText('Your check-in')).toHaveValue('Booked two calls.');
  });
});
