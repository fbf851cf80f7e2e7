import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaseStudyCard as CaseStudyCardData } from '#shared/schemas/content.ts';
import { CaseStudyCard } from './case-study-card.tsx';

const study: CaseStudyCardData = {
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

describe('case study card', () => {
  it('as a tile it shows the outcome, its first two metrics, formatted, and links to its page', () => {
    render(<CaseStudyCard study={study} look="tile" />, { wrapper: MemoryRouter });
    expect(screen.getByText('mrr')).toBeInTheDocument();
    expect(screen.getByText('$40,000')).toBeInTheDocument();
    expect(screen.getByText('customer count')).toBeInTheDocument();
    expect(screen.getByText('1,850')).toBeInTheDocument();
    expect(screen.getByText('Europe · Portugal')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'E-commerce, Success · monthly revenue: $40,000/mo, Portugal' })).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: study.title })).toHaveAttribute('href', '/case-studies/cs-1');
  });

  it('in the browse grid it shows revenue, costs, model and channel', () => {
    render(<CaseStudyCard study={study} />, { wrapper: MemoryRouter });
    expect(screen.getByText('$40,000/mo', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('$5,000')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Business model and growth channel' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Europe · Portugal · Lisbon')).toBeInTheDocument();
  });

  it.each(['cover', 'tile'] as const)('as a %s it marks the matched words the server found', (look) => {
    const { container } = render(<CaseStudyCard study={study} look={look} highlights={{ title: [[4, 10]], snippet: [[2, 8]] }} />, {
      wrapper: MemoryRouter,
    });
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Harbor', 'coffee']);
    expect(screen.getByRole('link', { name: study.title })).toBeInTheDocument();
  });

  it('in the browse grid its cover is drawn from the study: its model, that it failed, and its country', () => {
    render(<CaseStudyCard study={{ ...study, caseStudyType: 'failure', businessModel: 'saas', country: 'Chile' }} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('img', { name: 'SaaS, Outcome: Failure, Chile' })).toBeInTheDocument();
  });

  it('says the revenue was not shared, instead of $0/mo, when a study gave none', () => {
    render(<CaseStudyCard study={{ ...study, monthlyRevenue: null }} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Revenue not shared')).toBeInTheDocument();
    expect(screen.queryByText('$0/mo')).not.toBeInTheDocument();
  });

  it('marks nothing without highlights', () => {
    const { container } = render(<CaseStudyCard study={study} />, { wrapper: MemoryRouter });
    expect(container.querySelector('mark')).toBeNull();
  });
});
