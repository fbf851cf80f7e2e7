import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upgradeTiersFrom } from '#shared/domain/policy.ts';
import type { BillingHistoryItem, SubscriptionView } from '#shared/schemas/billing.ts';
import { SubscriptionPage } from './subscription-page.tsx';

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

function renderPage(sub: SubscriptionView, items: BillingHistoryItem[]) {
  vi.stubGlobal('fetch', async (url: string) => Response.json(url.endsWith('/billing/history') ? { items } : sub));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionPage upgradeTiers={upgradeTiersFrom(sub.tier as 'explorer')} onChanged={async () => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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
});
