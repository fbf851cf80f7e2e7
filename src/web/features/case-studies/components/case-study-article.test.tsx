import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { caseStudyDetail as study } from '#tests/helpers/case-study-detail.ts';
import { CaseStudyArticle } from './case-study-article.tsx';


const renderArticle = (overrides: Partial<CaseStudyDetail> = {}) =>
  render(<CaseStudyArticle study={{ ...study, ...overrides }} />, { wrapper: MemoryRouter });

describe('CaseStudyArticle', () => {
  it('shows the sections in order, with every key metric formatted', () => {
    renderArticle();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Introduction', 'The Problem', 'The Solution', 'Key Metrics', 'Genesis', 'Where they are now', 'Business Metrics', 'Actions']);
    const metrics = screen.getByRole('region', { name: 'Key Metrics' });
    expect(within(metrics).getByText('$40,000')).toBeInTheDocument();
    expect(within(metrics).getByText('subscriber count')).toBeInTheDocument();
    expect(within(metrics).getByText('1,850')).toBeInTheDocument();
    expect(within(metrics).getByText('4%')).toBeInTheDocument();
    expect(screen.getByText('“Roast what you love.”')).toBeInTheDocument();
  });

  it('shows the business figures and links to the tactics used', () => {
    renderArticle();
    const panel = screen.getByRole('region', { name: 'Business Metrics' });
    expect(within(panel).getByText('-$1,200/mo')).toBeInTheDocument();
    expect(within(panel).getByText('62%')).toBeInTheDocument();
    expect(within(panel).getByText('E-commerce')).toBeInTheDocument();
    expect(within(panel).getByText('Bootstrapped')).toBeInTheDocument();
    expect(within(panel).getByText('$310')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Referral Loops/ })).toHaveAttribute('href', '/tactics/t-1');
  });

  it('links to the source in a new tab only when there is one', () => {
    renderArticle();
    const source = screen.getByRole('link', { name: /View Source/ });
    expect(source).toHaveAttribute('href', 'https://source.example/harbor');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
  });

  it('has no View Source link without a source', () => {
    renderArticle({ sourceUrl: null });
    expect(screen.queryByRole('link', { name: /View Source/ })).not.toBeInTheDocument();
  });

  it('shows only the preview the server sent, then the paywall with the way back to this study', () => {
    renderArticle({
      content: { ...study.content, problem: null, solution: null, summary: null },
      story: { genesis: null, validation: null, building: null, launch: null, growth: null, statusFuture: null, lessonsLearned: null, advice: null, founderQuote: null },
      paywall: { kind: 'visitor', readsLeft: null, otherCaseStudies: 62 },
    });
    expect(screen.getByText('Unlock this full case study and 62 more by becoming a member')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Introduction', 'This is a premium insight', 'Business Metrics', 'Actions']);
    expect(screen.getByRole('link', { name: 'Register for Free' })).toHaveAttribute('href', '/auth?tab=signup&redirect=%2Fcase-studies%2Fcs-1');
  });

  it('shows where each figure comes from and as of when, beside the figure', () => {
    renderArticle({
      figuresProvenance: {
        revenue: { kind: 'verified', as_of: '2026-09-30' },
        profit: { kind: 'self_reported', as_of: '2024-03-01' },
        costs: { kind: 'public_sources', as_of: '2023-12-31' },
        team: { kind: 'self_reported', as_of: '2024-03-01' },
      },
    });
    const panel = screen.getByRole('region', { name: 'Business Metrics' });
    const figure = (label: string) => within(panel).getByText(label).closest('div')!;
    expect(figure('Monthly revenue')).toHaveTextContent('$40,000/moVerified, as of Sep 30, 2026');
    expect(figure('Monthly profit')).toHaveTextContent('Self-reported, as of Mar 1, 2024');
    expect(figure('Starting costs')).toHaveTextContent('Researched from public sources, as of Dec 31, 2023');
    expect(figure('Employees')).toHaveTextContent('Self-reported, as of Mar 1, 2024');
  });

  it('leaves out The Problem and The Solution when the study has none, rather than empty headings', () => {
    renderArticle({ content: { ...study.content, problem: '', solution: '  ' } });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Introduction', 'Key Metrics', 'Genesis', 'Where they are now', 'Business Metrics', 'Actions']);
  });

  it('tells an Explorer how many free reads are left', () => {
    renderArticle({ readingMeter: { case_study: { used: 2, limit: 5, left: 3 }, failure_analysis: { used: 0, limit: 1, left: 1 } } });
    expect(screen.getByTestId('reading-meter')).toHaveTextContent('3 of 5 free case studies left this month');
    expect(screen.getByTestId('reading-meter')).toHaveTextContent('1 of 1 free failure analysis left this month');
  });
});
