import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCaseCard, AdminCaseList } from '#shared/schemas/editorial.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { AdminCasesPage } from './admin-cases-page.tsx';

const card = (fields: Partial<AdminCaseCard> & Pick<AdminCaseCard, 'id' | 'title'>): AdminCaseCard => ({
  status: 'draft',
  snippet: null,
  businessName: null,
  monthlyRevenue: null,
  viewCount: 0,
  createdAt: '2026-11-02T10:00:00Z',
  featuredImageUrl: null,
  reviewNote: null,
  version: 1,
  submittedBy: null,
  ...fields,
});

let list: AdminCaseList;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  list = {
    items: [
      card({ id: 'cs-1', title: 'Hivecraft: Beekeeping Kits', status: 'published', snippet: 'Kits for first-time beekeepers.', businessName: 'Hivecraft', monthlyRevenue: 12_000, viewCount: 340 }),
      card({ id: 'cs-2', title: 'Ferry Coffee Passes', status: 'returned', reviewNote: 'Add the revenue.', submittedBy: 'user-9' }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    counts: { all: 2, published: 1, in_review: 0, draft: 0, returned: 1 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(Response.json(url.startsWith('/api/admin/tactics') ? { items: [] } : list));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminCasesPage', () => {
  it('lists the case studies in a table, each row named by its title, with its facts and actions', async () => {
    renderPageAt(<AdminCasesPage />, '/admin/cases', memberOf('explorer', 'editor'));
    const table = await screen.findByRole('table', { name: 'Case studies' });
    const hivecraft = within(table).getByRole('rowheader', { name: 'Hivecraft: Beekeeping Kits' }).closest('tr')!;
    expect(hivecraft).toHaveTextContent('$12,000/mo');
    expect(hivecraft).toHaveTextContent('Kits for first-time beekeepers.');
    expect(within(hivecraft).getByRole('link', { name: 'View Hivecraft: Beekeeping Kits' })).toHaveAttribute('href', expect.stringContaining('cs-1'));
    expect(within(hivecraft).getByRole('link', { name: 'Edit Hivecraft: Beekeeping Kits' })).toHaveAttribute('href', '/admin/cases/edit/cs-1');
    const ferry = within(table).getByRole('rowheader', { name: /Ferry Coffee Passes/ }).closest('tr')!;
    expect(ferry).toHaveTextContent('Member submission');
    expect(ferry).toHaveTextContent('Returned: Add the revenue.');
    expect(ferry).toHaveTextContent('Not shared');
  });

  it('searches from the first page and says when nothing matches', async () => {
    renderPageAt(<AdminCasesPage />, '/admin/cases?page=2', memberOf('explorer', 'editor'));
    await screen.findByRole('table', { name: 'Case studies' });
    list = { ...list, items: [], total: 0 };
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search case studies' }), 'quokka');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No case studies found')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('/api/admin/case-studies?status=all&page=1&q=quokka');
  });
});
