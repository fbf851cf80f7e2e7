import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TacticCard as TacticCardData } from '#shared/schemas/content.ts';
import { TacticCard } from './tactic-card.tsx';

const tactic: TacticCardData = {
  id: 't-1',
  name: 'Referral Loops',
  category: 'referral',
  excerpt: 'Reward customers for bringing friends.',
  successSignals: ['One', 'Two', 'Three'],
  failureSignals: ['Alpha', 'Beta', 'Gamma'],
  voteCount: 0,
  averageRating: 0,
  createdAt: '2024-03-01T00:00:00.000Z',
};

describe('tactic card', () => {
  it('shows two success signals and two warning signs under their headings', () => {
    render(<TacticCard tactic={tactic} />, { wrapper: MemoryRouter });
    const success = screen.getByRole('heading', { name: 'Success Signals' }).parentElement!;
    const warning = screen.getByRole('heading', { name: 'Warning Signs' }).parentElement!;
    expect(within(success).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(within(warning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('img', { name: 'Tactic, Referral' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referral Loops' })).toHaveAttribute('href', '/tactics/t-1');
  });

  it('marks the matched words the server found', () => {
    const { container } = render(<TacticCard tactic={tactic} highlights={{ name: [[0, 8]], excerpt: [] }} />, { wrapper: MemoryRouter });
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Referral']);
  });
});
