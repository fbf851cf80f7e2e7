import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionTier } from '#shared/constants.ts';
import { abilitiesOf, type PlanHolding } from '#shared/domain/policy.ts';
import type { BillingHistoryItem, SubscriptionView } from '#shared/schemas/billing.ts';
import { SubscriptionPage, type SubscriptionAbilities } from './subscription-page.tsx';

const charge: BillingHistoryItem = {
  id: 'c1',
  invoiceNumber: 'FD-2026-000001',
  kind: 'charge',
  subscriptionPlan: 'community',
  description: 'Community — annual plan',
  datePurchased: '2026-11-27T10:00:00.000Z',
  priceCents: 32_400,
  nextBillingDate: '2027-11-27T10:00:00.000Z',
  refunded: true,
};
const refund: BillingHistoryItem = { ...charge, id: 'r1', invoiceNumber: 'FD-2026-000002', kind: 'refund', description: 'Refund of FD-2026-000001: Community — annual plan', nextBillingDate: null, refunded: false };

/** The abilities /api/me sends the holder of this subscription. */
const abilitiesFor = (sub: SubscriptionView): SubscriptionAbilities => {
  const tier = sub.tier as SubscriptionTier;
  const holding: PlanHolding = { tier, status: sub.status, cycle: sub.cycle, pendingTier: sub.pendingTier as SubscriptionTier | null };
  return abilitiesOf({ id: 'm', tier, adminRole: null }, holding);
};

function renderPage(sub: SubscriptionView, items: BillingHistoryItem[], abilities = abilitiesFor(sub)) {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ ...sub, pendingTier: 'community', pendingCycle: sub.cycle });
    }
    return Response.json(url.endsWith('/billing/history') ? { items } : sub);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionPage abilities={abilities} onChanged={async () => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return posted;
}

const masterBuilder: SubscriptionView = {
  tier: 'master_builder',
  status: 'active',
  cycle: 'annual',
  currentPeriodStart: '2026-11-27T10:00:00.000Z',
  currentPeriodEnd: '2027-11-27T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingTier: null,
  pendingCycle: null,
  nextCharge: { amountCents: 56_400, date: '2027-11-27T10:00:00.000Z' },
  card: { brand: 'Visa', last4: '4242' },
  pastDueSince: null,
  refund: null,
};
const planCard = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

const ended = { cycle: null, currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, pendingTier: null, pendingCycle: null, nextCharge: null, card: null, pastDueSince: null } as const;

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionPage', () => {
  it('after a refund reads Explorer with the refunded plan and its date, and offers nothing to cancel', async () => {
    renderPage({ ...ended, tier: 'explorer', status: 'expired', refund: { tier: 'community', date: '2026-11-27T12:00:00.000Z' } }, [refund, charge]);

    const panel = await screen.findByRole('region', { name: 'Explorer (Free)' });
    expect(panel).toHaveTextContent('Your Community plan was refunded on November 27, 2026.');
    expect(panel).not.toHaveTextContent(/Access until|Expired|Next charge/);
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch at period end' })).not.toBeInTheDocument();
  });

  it('after a plan ended without a refund reads just Explorer', async () => {
    renderPage({ ...ended, tier: 'explorer', status: 'expired', refund: null }, [charge]);

    const panel = await screen.findByRole('region', { name: 'Explorer (Free)' });
    expect(panel).toHaveTextContent(/^Explorer \(Free\)$/);
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });

  it("offers a renewing Master Builder the switch down to Community, and sends it", async () => {
    const posted = renderPage(masterBuilder, [charge]);

    const community = within(await planCard('Community'));
    expect(within(await planCard('Master Builder')).getByText('Current Plan')).toBeInTheDocument();
    expect(within(await planCard('Legacy Founder')).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade?plan=legacy_founder');
    expect(screen.getAllByRole('button', { name: 'Switch at period end' })).toHaveLength(1);
    await userEvent.click(community.getByRole('button', { name: 'Switch at period end' }));
    expect(posted).toEqual([{ url: expect.stringMatching(/\/api\/billing\/subscription\/change$/), body: { plan: 'community' } }]);
  });

  it('offers no switch the abilities do not give: one already scheduled, or none at all', async () => {
    renderPage({ ...masterBuilder, pendingTier: 'community', pendingCycle: 'annual' }, [charge]);
    expect(await screen.findByText(/Switches to Community/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch at period end' })).not.toBeInTheDocument();
  });

  it('shows the switch the abilities give, whatever the plan names say', async () => {
    // Abilities no tier comparison would give: the page must follow them.
    renderPage(masterBuilder, [charge], { upgrade: false, planStandings: { visitor: 'included', explorer: 'current', community: 'included', master_builder: 'included', legacy_founder: 'included' }, switchDownTiers: ['legacy_founder'] });
    expect(within(await planCard('Legacy Founder')).getByRole('button', { name: 'Switch at period end' })).toBeInTheDocument();
    expect(within(await planCard('Explorer (Free)')).getByText('Current Plan')).toBeInTheDocument();
    expect(within(await planCard('Community')).queryByRole('button', { name: 'Switch at period end' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
