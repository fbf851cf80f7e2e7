import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '#web/lib/testing/render-page.tsx';
import { CommunityPage } from './community-page.tsx';

const renderPage = () => renderPageAt(<CommunityPage />, '/community');

afterEach(() => vi.unstubAllGlobals());

describe('CommunityPage', () => {
  it('counts the founders it names as the server counts its members, never a claimed figure', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ caseStudies: 63, countries: 30, members: 11, successStories: 50 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Build alongside 11 founders' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/content/landing-figures');
    expect(screen.queryByText(/1,000\+/)).not.toBeInTheDocument();
  });

  it('names no number while the count is unknown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Build alongside fellow founders');
  });
});
