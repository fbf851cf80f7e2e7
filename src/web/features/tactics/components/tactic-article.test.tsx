import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TacticDetail } from '#shared/schemas/content.ts';
import { GENERAL_IMPLEMENTATION_TIPS } from '../lib/labels.ts';
import { TacticArticle } from './tactic-article.tsx';

const tactic: TacticDetail = {
  id: 't-2',
  name: 'Programmatic SEO Landing Pages',
  category: 'acquisition',
  excerpt: 'Generate useful pages from data.',
  successSignals: ['Pages get indexed'],
  failureSignals: ['Thin pages'],
  voteCount: 0,
  averageRating: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  descriptionHtml: '<p>Generate <strong>hundreds</strong> of pages.</p><script>alert(1)</script>',
  implementationTips: [],
  tags: [],
  ratingCount: 0,
  parent: { id: 't-1', name: 'SEO Content Clusters' },
  subTactics: [],
  relatedCaseStudies: [{ id: 'cs-1', title: 'Harbor Roasters', caseStudyType: 'failure', snippet: 'Coffee.' }],
};

describe('TacticArticle', () => {
  it('renders the overview sanitised, the signals, related links and the parent', () => {
    const { container } = render(<TacticArticle tactic={tactic} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: tactic.name })).toBeInTheDocument();
    expect(screen.getByText('Acquisition')).toBeInTheDocument();
    expect(screen.getByText('hundreds').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Success Signals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warning Signs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Harbor Roasters/ })).toHaveAttribute('href', '/case-studies/cs-1');
    expect(screen.getByRole('link', { name: /Part of SEO Content Clusters/ })).toHaveAttribute('href', '/tactics/t-1');
  });

  it('falls back to general implementation tips when the tactic has none of its own', () => {
    render(<TacticArticle tactic={tactic} />, { wrapper: MemoryRouter });
    for (const tip of GENERAL_IMPLEMENTATION_TIPS) expect(screen.getByText(tip)).toBeInTheDocument();
  });

  it('lists its own tips and its sub-tactics when it has them', () => {
    render(
      <TacticArticle
        tactic={{
          ...tactic,
          parent: null,
          implementationTips: ['Hand-write ten pages first'],
          subTactics: [{ ...tactic, id: 't-3', name: 'City Pages', excerpt: 'One page per city.' }],
        }}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText('Hand-write ten pages first')).toBeInTheDocument();
    expect(screen.queryByText(GENERAL_IMPLEMENTATION_TIPS[0])).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related Sub-Tactics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City Pages' })).toHaveAttribute('href', '/tactics/t-3');
  });
});
