import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBrowseState } from '../hooks/use-browse-state.ts';
import { FilterPanel } from './filter-panel.tsx';

/** The filter panel wired to the URL, as on the browse page, with the URL shown for assertions. */
function Harness() {
  const browse = useBrowseState();
  const location = useLocation();
  return (
    <>
      <FilterPanel state={browse.state} onFilterChange={browse.setFilter} onClear={browse.clear} activeCount={browse.activeCount} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
}

const url = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('FilterPanel with the URL', () => {
  it('offers the primary filters with their exact options, and hides Starting Costs until capital is bootstrapped', () => {
    renderAt('/case-studies');
    for (const label of ['Business Stage', 'Business Model', 'Growth Channel', 'Capital', 'Case Study Type']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const stage = screen.getByLabelText('Business Stage');
    expect(within(stage).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All stages',
      'Idea (< $1k/mo)',
      'Early ($1k-$10k)',
      'Growth ($10k-$100k)',
      'Scale (> $100k)',
    ]);
    expect(screen.queryByLabelText('Starting Costs')).not.toBeInTheDocument();
  });

  it('writes filters to the URL, resets the page, and drops Starting Costs when capital changes away', async () => {
    const user = userEvent.setup();
    renderAt('/case-studies?page=3&sort=revenue');

    await user.selectOptions(screen.getByLabelText('Capital'), 'bootstrapped');
    expect(url().toString()).toBe('capitalResources=bootstrapped&sort=revenue');

    await user.selectOptions(screen.getByLabelText('Starting Costs'), 'under1k');
    expect(url().get('startingCosts')).toBe('under1k');

    await user.selectOptions(screen.getByLabelText('Capital'), 'funded');
    expect(url().toString()).toBe('capitalResources=funded&sort=revenue');
    expect(screen.queryByLabelText('Starting Costs')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Capital'), 'all');
    expect(url().toString()).toBe('sort=revenue');
  });

  it('shows the advanced filters on demand, and removes a filter when "All" is chosen again', async () => {
    const user = userEvent.setup();
    renderAt('/case-studies');
    expect(screen.queryByRole('combobox', { name: 'Niche' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Advanced filters' }));
    for (const label of ['Team Size', 'Customer Type', 'Niche', 'Continent', 'Country', 'Involvement', 'Business Age']) {
      expect(screen.getByRole('combobox', { name: label })).toBeVisible();
    }
    await user.selectOptions(screen.getByLabelText('Niche'), 'Real Estate');
    expect(url().get('niche')).toBe('Real Estate');
    await user.selectOptions(screen.getByLabelText('Niche'), '');
    expect(url().toString()).toBe('');
  });

  it('opens the advanced filters for a shared link that uses them, and clears everything', async () => {
    const user = userEvent.setup();
    renderAt('/case-studies?country=Germany&businessModel=saas&sort=most_voted');
    expect(screen.getByLabelText('Country')).toHaveValue('Germany');
    expect(screen.getByLabelText('Business Model')).toHaveValue('saas');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(url().toString()).toBe('sort=most_voted');
    expect(screen.getByLabelText('Business Model')).toHaveValue('all');
  });
});
