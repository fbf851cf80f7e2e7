import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingPage, STUDENT_DISCOUNT_FAQ } from './pricing-page.tsx';

describe('PricingPage', () => {
  it('says how a student gets the 50% code, with the way to ask for it', () => {
    render(<PricingPage currentTier={null} checkoutAction={() => null} />, { wrapper: MemoryRouter });
    const answer = screen.getByText('Is there a student discount?').nextElementSibling as HTMLElement;
    expect(answer).toHaveTextContent(STUDENT_DISCOUNT_FAQ.answer);
    expect(answer).toHaveTextContent('50% off Community and Master Builder');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
