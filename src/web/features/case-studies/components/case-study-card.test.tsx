import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { CaseStudyCard as CaseStudyCardData } from '#shared/schemas/content.ts';
import { CaseStudyCard } from './case-study-card.tsx';

const study: CaseStudyCardData = {
  id: 'c1',
  title: 'A Member Tells How Her Pottery Studio Started',
  snippet: 'Evening classes in a rented garage.',
  caseStudyType: 'success',
  monthlyRevenue: null,
  startingCosts: 0,
  businessModel: null,
  growthChannel: null,
  businessName: null,
  country: null,
  regionTags: [],
  featuredImageUrl: null,
  voteCount: 0,
  averageRating: 0,
  publishedAt: null,
  keyMetrics: [],
};

it('says the revenue was not shared, instead of $0/mo, when a study gave none', () => {
  render(
    <MemoryRouter>
      <CaseStudyCard study={study} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Revenue not shared')).toBeInTheDocument();
  expect(screen.queryByText('$0/mo')).not.toBeInTheDocument();
});
