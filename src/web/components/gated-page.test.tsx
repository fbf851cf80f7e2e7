import { screen } from '@testing-library/react';
import { Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { GatedPage } from './gated-page.tsx';

const renderLeo = (reader: Me | null) =>
  renderPageAt(
    <GatedPage feature="AI_MENTOR_LEO" eyebrow={{ icon: Sparkles, label: 'AI Mentor' }} text={{ title: 'Leo, your AI mentor', intro: 'Ask Leo about your idea.' }} preview={<p>Open to all</p>}>
      {(viewer) => <p>Ask away, {viewer.displayName}</p>}
    </GatedPage>,
    '/mentor',
    reader,
  );

describe('GatedPage', () => {
  it.each([
    ['a visitor', null],
    ['a member whose plan lacks the feature', memberOf('community')],
  ])('shows %s the title, the intro and the prompt naming the plan that has the feature, not the page', (_who, reader) => {
    renderLeo(reader);
    expect(screen.getByRole('heading', { level: 1, name: 'Leo, your AI mentor' })).toBeInTheDocument();
    expect(screen.getByText('Ask Leo about your idea.')).toBeInTheDocument();
    expect(screen.getByText('Unlock Leo, your AI mentor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet Leo' })).toBeInTheDocument();
    expect(screen.getByText('Available exclusively on the Master Builder plan and above')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Unlock' })).toHaveAttribute('href', '/upgrade');
    expect(screen.getByText('Open to all')).toBeInTheDocument();
    expect(screen.queryByText(/Ask away/)).not.toBeInTheDocument();
  });

  it('shows a member whose plan has the feature the page, and no prompt', () => {
    renderLeo(memberOf('master_builder'));
    expect(screen.getByText('Ask away, Ada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leo, your AI mentor' })).toBeInTheDocument();
    expect(screen.queryByText('Unlock Leo, your AI mentor')).not.toBeInTheDocument();
    expect(screen.queryByText('Open to all')).not.toBeInTheDocument();
  });

  it('names the cheapest plan with the feature: Legacy Founder for VIP events', () => {
    renderPageAt(
      <GatedPage feature="VIP_EVENTS" text={{ title: 'VIP Events & Workshops' }}>
        {() => null}
      </GatedPage>,
      '/events',
      memberOf('master_builder'),
    );
    expect(screen.getByText('Available exclusively on the Legacy Founder plan and above')).toBeInTheDocument();
  });

  it('opens to staff through a second ability, and lets a bare page draw its own heading', () => {
    renderPageAt(
      <GatedPage feature="GIGS_MARKETPLACE_ACCESS" alsoOpenedBy="ADMIN_CONTENT" text={{ title: 'Gigs Marketplace' }} bare>
        {() => <h1>Logo design for a bakery</h1>}
      </GatedPage>,
      '/gigs/g1',
      memberOf('explorer', 'editor'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logo design for a bakery');
    expect(screen.queryByText('Unlock the Gigs Marketplace')).not.toBeInTheDocument();
  });
});
