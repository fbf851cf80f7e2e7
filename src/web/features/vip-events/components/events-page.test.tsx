import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import type { VipEvent, VipEventList } from '#shared/schemas/vip-events.ts';
import { EventsPage } from './events-page.tsx';

const renderPage = (user: Me | null) => renderPageAt(<EventsPage />, '/events', user);

const event = (fields: Partial<VipEvent> = {}): VipEvent => ({
  id: 'e-1',
  title: 'Pricing teardown',
  description: 'We take **pricing pages** apart.',
  startsAt: '2030-12-07T17:00:00Z',
  endsAt: '2030-12-07T18:30:00Z',
  timeZone: 'Europe/London',
  online: true,
  inPerson: false,
  capacity: 10,
  placesLeft: 1,
  waitlisted: 0,
  onlineUrl: null,
  place: null,
  unlocked: true,
  requiredTier: null,
  rsvp: null,
  ...fields,
});

let list: VipEventList;
/** What the server answers to the next PUT. */
let putAnswer: () => Response;
const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  list = { upcoming: [event()], past: [event({ id: 'e-0', title: 'Last year’s retreat', startsAt: '2020-01-01T10:00:00Z', endsAt: '2020-01-01T12:00:00Z' })] };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
      if (method === 'GET') return Promise.resolve(Response.json(list));
      return Promise.resolve(putAnswer());
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('EventsPage', () => {
  it('shows a plan without VIP events what is on, with nothing to reply with', async () => {
    list = { upcoming: [event({ unlocked: false, requiredTier: 'legacy_founder' })], past: [] };
    renderPage(memberOf('master_builder'));
    expect(await screen.findByRole('heading', { name: 'Pricing teardown' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a place' })).not.toBeInTheDocument();
  });

  it('offers the waitlist when the last place went to someone else first, and shows the position', async () => {
    const user = userEvent.setup();
    renderPage(memberOf('legacy_founder'));
    const card = (await screen.findByRole('heading', { name: 'Pricing teardown' })).closest('li')!;
    expect(within(card).getByText('1 of 10 places left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Past events' })).toBeInTheDocument();

    putAnswer = () => {
      list = { ...list, upcoming: [event({ placesLeft: 0 })] };
      return Response.json({ error: { code: 'CONFLICT', message: 'This event is full.' } }, { status: 409 });
    };
    await user.click(within(card).getByRole('button', { name: 'Take a place' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This event is full.');

    putAnswer = () => {
      list = { ...list, upcoming: [event({ placesLeft: 0, waitlisted: 3, rsvp: { status: 'waitlisted', waitlistPosition: 3 } })] };
      return Response.json(list.upcoming[0]);
    };
    await user.click(within(card).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(card).findByText('You are number 3 on the waitlist. We will tell you when a place opens up.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ waitlist: false }, { waitlist: true }]);
    expect(within(card).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });

  it('shows a member with a place the join link', async () => {
    list = { upcoming: [event({ rsvp: { status: 'going', waitlistPosition: null }, onlineUrl: 'https://meet.example/room' })], past: [] };
    renderPage(memberOf('legacy_founder'));
    expect(await screen.findByText('You have a place.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join online/ })).toHaveAttribute('href', 'https://meet.example/room');
    expect(screen.getByRole('button', { name: 'Give up my place' })).toBeInTheDocument();
  });
});
