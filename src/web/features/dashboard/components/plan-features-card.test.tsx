import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SubscriptionTier } from '#shared/constants.ts';
import { abilitiesOf } from '#shared/domain/policy.ts';
import { PlanFeaturesCard } from './plan-features-card.tsx';

function renderCard(tier: SubscriptionTier) {
  render(
    <MemoryRouter>
      <PlanFeaturesCard features={abilitiesOf({ id: 'ada', tier, adminRole: null }).features} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('region', { name: 'Your plan' });
  /** The locked pages under "Included in <plan>". */
  const lockedIn = (plan: string) => within(card).getByRole('list', { name: `Included in ${plan}` });
  return { card, lockedIn };
}

describe('the "Your plan" card', () => {
  it('links a Community member to deals and shows Leo locked behind Master Builder', () => {
    const { card, lockedIn } = renderCard('community');
    expect(within(card).getByRole('link', { name: /Partner deals/ })).toHaveAttribute('href', '/deals');
    expect(within(card).queryByRole('link', { name: /Leo, your AI mentor/ })).not.toBeInTheDocument();
    expect(within(lockedIn('Master Builder')).getByText('Leo, your AI mentor')).toBeInTheDocument();
    expect(within(lockedIn('Master Builder')).queryByText('VIP events and workshops')).not.toBeInTheDocument();
    expect(within(lockedIn('Legacy Founder')).getByText('VIP events and workshops')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upgrade to Master Builder' })).toHaveAttribute('href', '/pricing');
    expect(within(card).queryByRole('link', { name: /Gigs/ })).not.toBeInTheDocument();
  });

  it('links a Legacy Founder to every page, events included, with nothing locked', () => {
    const { card } = renderCard('legacy_founder');
    expect(within(card).getByRole('link', { name: /VIP events and workshops/ })).toHaveAttribute('href', '/events');
    expect(within(card).getByRole('link', { name: /Leo, your AI mentor/ })).toHaveAttribute('href', '/mentor');
    expect(within(card).getByRole('link', { name: /^Gigs/ })).toHaveAttribute('href', '/gigs');
    expect(within(card).getByRole('link', { name: /Co-founder matching/ })).toHaveAttribute('href', '/cofounders');
    expect(within(card).queryByText('Not in your plan')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });

  it('shows an Explorer every page as locked, the deals behind Community', () => {
    const { card, lockedIn } = renderCard('explorer');
    expect(within(card).getByText('Your plan opens none of these pages yet.')).toBeInTheDocument();
    expect(within(lockedIn('Community')).getByText('Partner deals')).toBeInTheDocument();
    expect(within(card).getAllByRole('link').map((link) => link.textContent)).toEqual(['Upgrade to Community', 'Upgrade to Master Builder', 'Upgrade to Legacy Founder']);
  });
});
