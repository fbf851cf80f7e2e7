import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchResults as SearchResultsData } from '#shared/schemas/content.ts';
import { SearchResults } from './search-results.tsx';

const results: SearchResultsData = {
  query: 'coffee',
  caseStudies: [
    {
      id: 'cs-1',
      title: 'Harbor Roasters',
      snippet: 'A coffee subscription.',
      caseStudyType: 'success',
      monthlyRevenue: 6_800,
      startingCosts: 2_400,
      businessModel: 'ecommerce',
      growthChannel: 'social',
      businessName: 'Harbor Roasters',
      country: 'United States',
      regionTags: ['North America', 'United States', 'Oregon'],
      featuredImageUrl: null,
      voteCount: 0,
      averageRating: 0,
      publishedAt: null,
      keyMetrics: [],
    },
  ],
  tactics: [],
  caseStudyTotal: 14,
  tacticTotal: 0,
};

describe('SearchResults', () => {
  it('groups results with their totals and links each one to its page', () => {
    render(<SearchResults results={results} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: /Case Studies\s*14 results/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Growth Tactics\s*0 results/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Harbor Roasters/ })).toHaveAttribute('href', '/case-studies/cs-1');
    expect(screen.getByText('$6,800/mo')).toBeInTheDocument();
    expect(screen.getByText('No growth tactics match.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See all 14 case studies/ })).toHaveAttribute('href', '/case-studies?q=coffee');
  });
});
