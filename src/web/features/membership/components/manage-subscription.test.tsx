import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { abilitiesOf } from '#shared/domain/policy.ts';
import { PricingPage } from './pricing-page.tsx';
import { UpgradePage } from './upgrade-page.tsx';

const checkoutAction = () => null;
const abilities = (tier: 'explorer' | 'community' | 'master_builder') => abilitiesOf({ id: 'm', tier, adminRole: null });
const renderInRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const manageLink = () => screen.queryByRole('link', { name: 'Manage your subscription' });

describe('"Manage your subscription" on the plan pages', () => {
  it('leads a member with a paid plan from /pricing and /upgrade to the subscription page', () => {
    const { unmount } = renderInRouter(<PricingPage abilities={abilities('community')} checkoutAction={checkoutAction} />);
    expect(manageLink()).toHaveAttribute('href', '/account/subscription');
    unmount();
    renderInRouter(<UpgradePage displayTier="master_builder" abilities={abilities('master_builder')} preferredTier={null} checkoutAction={checkoutAction} />);
    expect(manageLink()).toHaveAttribute('href', '/account/subscription');
  });

  it('is not offered to a visitor or an Explorer, who have no subscription to manage', () => {
    const { unmount } = renderInRouter(<PricingPage abilities={null} checkoutAction={checkoutAction} />);
    expect(manageLink()).not.toBeInTheDocument();
    unmount();
    renderInRouter(<UpgradePage displayTier="explorer" abilities={abilities('explorer')} preferredTier={null} checkoutAction={checkoutAction} />);
    expect(manageLink()).not.toBeInTheDocument();
  });
});
