import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaseStudyCard, TacticCard } from '#shared/schemas/content.ts';
import { CaseStudyTile, TacticTile } from './content-tiles.tsx';

const study: CaseStudyCard = {
  id: 'cs-1',
  title: 'How Harbor Roasters Reached $40k a Month',
  snippet: 'A coffee subscription that grew through its community.',
  caseStudyType: 'success',
  monthlyRevenue: 40_000,
  startingCosts: 5_000,
  businessModel: 'ecommerce',
  growthChannel: 'community',
  businessName: 'Harbor Roasters',
  country: 'Portugal',
  regionTags: ['Europe', 'Portugal', 'Lisbon'],
  featuredImageUrl: null,
  voteCount: 3,
  averageRating: 4.5,
  publishedAt: '2024-03-01T00:00:00.000Z',
  keyMetrics: [
    { name: 'mrr', value: 40000 },
    { name: 'customer_count', value: 1850 },
  ],
};

const tactic: TacticCard = {
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

describe('content browser tiles', () => {
  it('a case study shows its first two metrics, formatted, and links to its page', () => {
    render(<CaseStudyTile study={study} />, { wrapper: MemoryRouter });
    expect(screen.getByText('mrr')).toBeInTheDocument();
    expect(screen.getByText('$40,000')).toBeInTheDocument();
    expect(screen.getByText('customer count')).toBeInTheDocument();
    expect(screen.getByText('1,850')).toBeInTheDocument();
    expect(screen.getByText('Europe · Portugal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: study.title })).toHaveAttribute('href', '/case-studies/cs-1');
  });

  it('a tactic shows two success signals and two warning signs under their headings', () => {
    render(<TacticTile tactic={tactic} />, { wrapper: MemoryRouter });
    const success = screen.getByRole('heading', { name: 'Success Signals' }).parentElement!;
    const warning = screen.getByRole('heading', { name: 'Warning Signs' }).parentElement!;
    expect(within(success).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(within(warning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Alpha', 'Beta']);
    expect(screen.getByText('Referral')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referral Loops' })).toHaveAttribute('href', '/tactics/t-1');
  });
});
