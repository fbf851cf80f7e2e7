import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TIERS } from '#shared/constants.ts';
import { abilitiesOf, type Abilities, type PlanStanding } from '#shared/domain/policy.ts';
import { PricingPage, STUDENT_DISCOUNT_FAQ, type CheckoutAction } from './pricing-page.tsx';

const upgradeButton: CheckoutAction = (_tier, _cycle, { label }) => <button type="button">{label}</button>;
const standings = (each: Partial<Record<(typeof SUBSCRIPTION_TIERS)[number], PlanStanding>>): Pick<Abilities, 'paidPlan' | 'planStandings'> => ({
  paidPlan: false,
  planStandings: { ...Object.fromEntries(SUBSCRIPTION_TIERS.map((tier) => [tier, 'included'])), ...each } as Abilities['planStandings'],
});
const card = (tier: string) => within(screen.getByTestId(`plan-${tier}`));

describe('PricingPage', () => {
  it('says how a student gets the 50% code, with the way to ask for it', () => {
    render(<PricingPage abilities={null} checkoutAction={() => null} />, { wrapper: MemoryRouter });
    const answer = screen.getByText('Is there a student discount?').nextElementSibling as HTMLElement;
    expect(answer).toHaveTextContent(STUDENT_DISCOUNT_FAQ.answer);
    expect(answer).toHaveTextContent('50% off Community and Master Builder');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('asks a visitor to sign in on every card, the free plan to start free', () => {
    render(<PricingPage abilities={null} checkoutAction={upgradeButton} />, { wrapper: MemoryRouter });
    expect(card('explorer').getByRole('button', { name: 'Start Free' })).toBeEnabled();
    expect(card('community').getByRole('button', { name: 'Get Community' })).toBeEnabled();
    expect(card('legacy_founder').getByRole('button', { name: 'Get Legacy Founder' })).toBeEnabled();
    expect(screen.queryByText('Current Plan')).not.toBeInTheDocument();
  });

  it("marks each card as the member's abilities stand it: current, included, or an upgrade to buy", () => {
    render(<PricingPage abilities={abilitiesOf({ id: 'm', tier: 'community', adminRole: null })} checkoutAction={upgradeButton} />, { wrapper: MemoryRouter });
    expect(card('explorer').getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(card('community').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('community').getAllByText('Current Plan')).toHaveLength(2);
    expect(card('master_builder').getByRole('button', { name: 'Upgrade to Master Builder' })).toBeEnabled();
    expect(card('legacy_founder').getByRole('button', { name: 'Upgrade to Legacy Founder' })).toBeEnabled();
  });

  it('reads the standings alone, not the plan names', () => {
    // Standings no tier order would give: the page must show what it is told.
    render(<PricingPage abilities={standings({ legacy_founder: 'current', explorer: 'upgrade' })} checkoutAction={upgradeButton} />, { wrapper: MemoryRouter });
    expect(card('legacy_founder').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('explorer').getByRole('button', { name: 'Upgrade to Explorer' })).toBeEnabled();
    expect(card('master_builder').getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Manage your subscription' })).not.toBeInTheDocument();
  });
});
