import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUSINESS_MODELS, TACTIC_CATEGORIES } from '#shared/constants.ts';
import { caseStudyCover, ContentCover, contrastWithWhite, coverColours, tacticCover } from './content-cover.tsx';

const study = {
  id: 'cs-1',
  businessModel: 'ecommerce',
  caseStudyType: 'success' as const,
  monthlyRevenue: 40_000,
  country: 'Portugal',
  regionTags: ['Europe'],
  featuredImageUrl: null,
};

const gradientStops = (container: HTMLElement) => [...container.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'));

describe('ContentCover', () => {
  it('draws a study with its industry, monthly revenue and country', () => {
    render(<ContentCover {...caseStudyCover(study)} />);
    const cover = screen.getByRole('img', { name: 'E-commerce, Success · monthly revenue: $40,000/mo, Portugal' });
    expect(cover.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('E-commerce')).toBeInTheDocument();
    expect(screen.getByText('$40,000/mo')).toBeInTheDocument();
    expect(screen.getByText('Portugal')).toBeInTheDocument();
  });

  it('shows a failed study as a failure, not its revenue', () => {
    render(<ContentCover {...caseStudyCover({ ...study, caseStudyType: 'failure' })} />);
    expect(screen.getByText('Failure')).toBeInTheDocument();
    expect(screen.queryByText('$40,000/mo')).not.toBeInTheDocument();
  });

  it('draws a tactic with its category', () => {
    render(<ContentCover {...tacticCover({ id: 't-1', category: 'referral' })} />);
    expect(screen.getByRole('img', { name: 'Tactic, Referral' })).toBeInTheDocument();
  });

  it('gives two studies of one industry the same colours, and another industry different ones', () => {
    const first = render(<ContentCover {...caseStudyCover(study)} />);
    const second = render(<ContentCover {...caseStudyCover({ ...study, id: 'cs-2', country: 'Chile' })} />);
    const saas = render(<ContentCover {...caseStudyCover({ ...study, id: 'cs-3', businessModel: 'saas' })} />);
    expect(gradientStops(first.container)).toEqual(gradientStops(second.container));
    expect(gradientStops(saas.container)).not.toEqual(gradientStops(first.container));
  });

  it('keeps white text readable (WCAG AA) on every colour of every topic', () => {
    for (const topic of [...BUSINESS_MODELS, ...TACTIC_CATEGORIES, null, 'something-new']) {
      const { from, to } = coverColours(topic);
      expect(contrastWithWhite(from), `${topic} ${from}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(to), `${topic} ${to}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('renders on the server without a browser', () => {
    const html = renderToString(<ContentCover {...caseStudyCover(study)} />);
    expect(html).toContain('$40,000/mo');
    expect(html).toContain('viewBox="0 0 320 160"');
  });

  it('shows an uploaded image instead, with the figure on it', () => {
    const { container } = render(<ContentCover {...caseStudyCover({ ...study, featuredImageUrl: '/uploads/cover.webp' })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/cover.webp');
    expect(screen.getByText('$40,000/mo')).toBeInTheDocument();
  });
});
