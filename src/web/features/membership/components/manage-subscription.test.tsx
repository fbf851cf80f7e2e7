import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { upgradeTiersFrom } from '#shared/domain/policy.ts';
import { PricingPage } from './pricing-page.tsx';
import { UpgradePage } from './upgrade-page.tsx';

const checkoutAction = () => null;
const renderInRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const manageLink = () => screen.queryByRole('link', { name: 'Manage your subscription' });

describe('"Manage your subscription" on the plan pages', () => {
  it('leads a member with a paid plan from /pricing and /upgrade to the subscription page', () => {
    const { unmount } = renderInRouter(<PricingPage currentTier="community" checkoutAction={checkoutAction} />);
    expect(manageLink()).toHaveAttribute('href', '/account/subscription');
    unmount();
    renderInRouter(<UpgradePage currentTier="master_builder" upgradeTiers={upgradeTiersFrom('master_builder')} preferredTier={null} checkoutAction={checkoutAction} />);
    expect(manageLink()).toHaveAttribute('href', '/account/subscription');
  });

  it('is not offered to a visitor or an Explorer, who have no subscription to manage', () => {
    const { unmount } = renderInRouter(<PricingPage currentTier={null} checkoutAction={checkoutAction} />);
    expect(manageLink()).not.toBeInTheDocument();
    unmount();
    renderInRouter(<UpgradePage currentTier="explorer" upgradeTiers={upgradeTiersFrom('explorer')} preferredTier={null} checkoutAction={checkoutAction} />);
    expect(manageLink()).not.toBeInTheDocument();
  });
});
