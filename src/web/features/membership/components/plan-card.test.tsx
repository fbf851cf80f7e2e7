import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { planCharge, formatCents } from '#shared/domain/billing.ts';
import type { Promo } from '#shared/plans.ts';
import { PlanCard } from './plan-card.tsx';

const tenPercent: Promo = { applicablePlans: ['community'], discountType: 'percentage', discountValue: 10 };

describe('PlanCard with a promo code', () => {
  it('shows the price checkout charges, cents included, with the original struck through', async () => {
    render(<PlanCard tier="community" promo={tenPercent} action={() => null} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('price-community')).toHaveTextContent('$24.30');
    expect(screen.getByTestId('struck-price-community')).toHaveTextContent('Was $27');
    const charged = formatCents(planCharge('community', 'annual', tenPercent).netCents);
    expect(charged).toBe('$291.60');
    expect(screen.getByText(`billed annually (${charged}/year)`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.getByTestId('price-community')).toHaveTextContent(formatCents(planCharge('community', 'monthly', tenPercent).netCents));
    expect(screen.getByTestId('price-community')).toHaveTextContent('$42.30');
  });

  it('keeps whole dollars and nothing struck through without a promo for the plan', () => {
    render(<PlanCard tier="master_builder" promo={tenPercent} action={() => null} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('price-master_builder')).toHaveTextContent('$47');
    expect(screen.queryByTestId('struck-price-master_builder')).not.toBeInTheDocument();
    expect(screen.getByText('billed annually ($564/year)')).toBeInTheDocument();
  });
});

describe('PlanCard features', () => {
  it("links Master Builder's AI mentor to Leo's page", () => {
    render(<PlanCard tier="master_builder" action={() => null} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: '24/7 AI mentor Leo' })).toHaveAttribute('href', '/mentor');
  });
});
