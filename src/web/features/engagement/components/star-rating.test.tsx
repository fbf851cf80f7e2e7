import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it('is a radio group of five named stars with the rating checked', () => {
    render(<StarRating value={3} onChange={vi.fn()} label="Rate this tactic" />);
    const stars = screen.getAllByRole('radio');
    expect(screen.getByRole('radiogroup', { name: 'Rate this tactic' })).toBeInTheDocument();
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual(['Rate 1 star', 'Rate 2 stars', 'Rate 3 stars', 'Rate 4 stars', 'Rate 5 stars']);
    expect(stars.map((star) => star.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    // One tab stop: the checked star.
    expect(stars.map((star) => star.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
  });

  it('moves with the arrow keys, Home and End, and chooses with Enter or Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<StarRating value={null} onChange={onChange} label="Rate this case study" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Rate 1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rate 3 stars' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Rate 5 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rate 1 star' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Rate 5 stars' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Rate 5 stars' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });
});
