import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCKED_FEATURES, LockedPrompt } from './locked-prompt.tsx';

const renderPrompt = (props: Parameters<typeof LockedPrompt>[0]) => render(<LockedPrompt {...props} />, { wrapper: MemoryRouter });
const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('LockedPrompt', () => {
  it('visitor: premium insight, See Plans and Register for Free coming back to the article', () => {
    renderPrompt({ kind: 'visitor', returnTo: '/case-studies/abc', otherCaseStudies: 1204 });
    expect(screen.getByRole('heading', { name: 'This is a premium insight' })).toBeInTheDocument();
    expect(screen.getByText('Unlock this full case study and 1,204 more by becoming a member')).toBeInTheDocument();
    expect(links()).toEqual([
      ['See Plans', '/pricing'],
      ['Register for Free', '/auth?tab=signup&redirect=%2Fcase-studies%2Fabc'],
      ['Sign In', '/auth?tab=signin&redirect=%2Fcase-studies%2Fabc'],
    ]);
  });

  it("explorer_limit: the reading limit and Upgrade Your Plan", () => {
    renderPrompt({ kind: 'explorer_limit' });
    expect(screen.getByRole('heading', { name: "You've reached your free reading limit" })).toBeInTheDocument();
    expect(links()).toEqual([['Upgrade Your Plan', '/upgrade']]);
  });

  it('feature_locked: Meet {feature} on the {tier} plan, Master Builder by default', () => {
    const { unmount } = renderPrompt({ kind: 'feature_locked', feature: 'Leo' });
    expect(screen.getByRole('heading', { name: 'Meet Leo' })).toBeInTheDocument();
    expect(screen.getByText('Available exclusively on the Master Builder plan and above')).toBeInTheDocument();
    expect(links()).toEqual([['Upgrade to Unlock', '/upgrade']]);
    unmount();
    renderPrompt({ kind: 'feature_locked', ...LOCKED_FEATURES.ai_tools });
    expect(screen.getByText('Unlock AI Tools')).toBeInTheDocument();
    expect(screen.getByText('Available exclusively on the Community plan and above')).toBeInTheDocument();
  });

  it('any other kind: Premium Content with See Plans', () => {
    renderPrompt({ kind: 'something-else' });
    expect(screen.getByRole('heading', { name: 'Premium Content' })).toBeInTheDocument();
    expect(links()).toEqual([['See Plans', '/pricing']]);
  });
});
