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
      highlights: { title: [], snippet: [[2, 8]] },
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
  caseStudyTotalCapped: false,
  tacticTotal: 0,
  ideas: [],
  ideaTotal: 0,
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

  it('marks the matched words as text, never as markup', () => {
    const hostile = { ...results.caseStudies[0]!, title: '<img src=x onerror=alert(1)> coffee', highlights: { title: [[29, 35]] as [number, number][], snippet: [] } };
    const { container } = render(<SearchResults results={{ ...results, caseStudies: [hostile] }} />, { wrapper: MemoryRouter });
    expect(container.querySelector('img')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['coffee']);
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });

  it('says when more match than were counted', () => {
    render(<SearchResults results={{ ...results, caseStudyTotal: 2_000, caseStudyTotalCapped: true }} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: /Case Studies\s*more than 2,000 results/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See all 2,000\+ case studies/ })).toBeInTheDocument();
  });
});
