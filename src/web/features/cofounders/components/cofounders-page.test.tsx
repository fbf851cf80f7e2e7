import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CofounderMatch, CofounderOverview, CofounderProfileFields } from '#shared/schemas/cofounders.ts';
import type { Me } from '#shared/schemas/me.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { fakeApi } from '#web/lib/testing/sent-requests.ts';
import { CofoundersPage } from './cofounders-page.tsx';

const renderPage = (user: Me | null) => renderPageAt(<CofoundersPage />, '/cofounders', user);

const PROFILE: CofounderProfileFields = {
  building: 'A booking app for physiotherapists',
  skills: ['engineering'],
  seeking: ['sales'],
  commitment: 'full_time',
  region: 'europe_africa',
  stage: 'prototype',
  pitch: 'Three clinics use the prototype every day and want more.',
};
const empty: CofounderOverview = { priority: false, profile: null, status: 'none', position: null, lineLength: 0, matches: [], intros: { received: [], sent: [] }, introsToday: 0, dailyLimit: 5 };
const own = { ...PROFILE, visible: true, joinedAt: '2026-01-01T00:00:00Z', admittedAt: null };
const match: CofounderMatch = {
  userId: 'user-2',
  displayName: 'Priya Raman',
  profile: { ...PROFILE, skills: ['sales'], seeking: ['engineering'] },
  score: 6,
  reasons: [
    { kind: 'they_have', text: 'Has skills you look for: Sales', points: 3 },
    { kind: 'they_seek', text: 'Looks for your skills: Software engineering', points: 3 },
  ],
  intro: null,
};

let page: CofounderOverview;

beforeEach(() => {
  page = empty;
});

const calls = fakeApi(({ url, method, body }) => {
  if (method === 'PUT' && url === '/api/cofounders/profile') {
    page = { ...empty, profile: { ...own, ...(body as CofounderProfileFields) }, status: 'waiting', position: 3, lineLength: 3 };
  }
  return Promise.resolve(Response.json(page));
});

describe('the co-founder matching page', () => {
  it('checks the profile before sending it, sends the chosen skills as lists, and shows the place in line', async () => {
    const user = userEvent.setup();
    renderPage(memberOf('master_builder'));
    const form = await screen.findByRole('form', { name: 'Your matching profile' });
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(form).findByText('Please choose at least one of your skills.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(within(form).getByLabelText(/What you are building/), PROFILE.building);
    await user.click(within(within(form).getByRole('group', { name: 'Your skills' })).getByLabelText('Software engineering'));
    await user.click(within(within(form).getByRole('group', { name: 'Skills you look for in a co-founder' })).getByLabelText('Sales'));
    await user.click(within(within(form).getByRole('group', { name: 'Skills you look for in a co-founder' })).getByLabelText('Design'));
    await user.selectOptions(within(form).getByLabelText(/Commitment/), 'full_time');
    await user.selectOptions(within(form).getByLabelText(/Time zone band/), 'europe_africa');
    await user.selectOptions(within(form).getByLabelText(/Stage/), 'prototype');
    await user.type(within(form).getByLabelText(/Short pitch/), PROFILE.pitch);
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByRole('heading', { name: 'You are number 3 in line' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...PROFILE, seeking: ['design', 'sales'] });
    expect(screen.getByText(/3 members are waiting\. Legacy Founders have priority/)).toBeInTheDocument();
  });

  it('lists an admitted member’s matches with why they fit, and stops offering requests when none are left today', async () => {
    page = { ...empty, profile: { ...own, admittedAt: '2026-01-02T00:00:00Z' }, status: 'admitted', matches: [match], introsToday: 5 };
    renderPage(memberOf('legacy_founder'));
    const card = await screen.findByRole('article', { name: 'Priya Raman' });
    expect(within(card).getByText('Fit: 6 points')).toBeInTheDocument();
    expect(within(card).getByText('Has skills you look for: Sales')).toBeInTheDocument();
    expect(within(card).getByText('Looks for your skills: Software engineering')).toBeInTheDocument();
    expect(screen.getByText('0 of 5 introduction requests left today (UTC)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ask for an introduction to Priya Raman' })).toBeDisabled();
  });
});
