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
  const locked = screen.queryByRole('list', { name: 'Not in your plan' });
  const lockedItem = (label: string) => within(locked as HTMLElement).getByText(label).closest('li') as HTMLElement;
  return { card, locked, lockedItem };
}

describe('the "Your plan" card', () => {
  it('links a Community member to deals and shows Leo locked behind Master Builder', () => {
    const { card, locked, lockedItem } = renderCard('community');
    expect(within(card).getByRole('link', { name: /Partner deals/ })).toHaveAttribute('href', '/deals');
    expect(within(card).queryByRole('link', { name: /Leo, your AI mentor/ })).not.toBeInTheDocument();
    expect(locked).not.toBeNull();
    const leo = lockedItem('Leo, your AI mentor');
    expect(within(leo).getByRole('link', { name: 'Included in Master Builder' })).toHaveAttribute('href', '/pricing');
    expect(within(lockedItem('VIP events and workshops')).getByRole('link', { name: 'Included in Legacy Founder' })).toHaveAttribute('href', '/pricing');
    expect(within(card).queryByRole('link', { name: /Gigs/ })).not.toBeInTheDocument();
  });

  it('links a Legacy Founder to every page, events included, with nothing locked', () => {
    const { card, locked } = renderCard('legacy_founder');
    expect(within(card).getByRole('link', { name: /VIP events and workshops/ })).toHaveAttribute('href', '/events');
    expect(within(card).getByRole('link', { name: /Leo, your AI mentor/ })).toHaveAttribute('href', '/mentor');
    expect(within(card).getByRole('link', { name: /^Gigs/ })).toHaveAttribute('href', '/gigs');
    expect(within(card).getByRole('link', { name: /Co-founder matching/ })).toHaveAttribute('href', '/cofounders');
    expect(locked).toBeNull();
    expect(within(card).queryByText(/Included in/)).not.toBeInTheDocument();
  });

  it('shows an Explorer every page as locked, the deals behind Community', () => {
    const { card, lockedItem } = renderCard('explorer');
    expect(within(card).getByText('Your plan opens none of these pages yet.')).toBeInTheDocument();
    expect(within(lockedItem('Partner deals')).getByRole('link', { name: 'Included in Community' })).toHaveAttribute('href', '/pricing');
  });
});
