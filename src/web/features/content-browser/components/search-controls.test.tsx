import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchControls } from './search-controls.tsx';

const REGIONS = [
  { value: 'Europe', label: 'Europe' },
  { value: 'Asia', label: 'Asia' },
];

function setup() {
  const onSearch = vi.fn();
  render(<SearchControls label="Search case studies" placeholder="Search case studies..." chipsLabel="Regions" options={REGIONS} onSearch={onSearch} />);
  return { onSearch, input: screen.getByRole('textbox', { name: 'Search case studies' }), user: userEvent.setup() };
}

describe('SearchControls', () => {
  it('runs the search on Enter and on the Search button, with trimmed text', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, '  coffee {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ text: 'coffee', chips: [] });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('toggles chips (any-of) and searches with them straight away', async () => {
    const { onSearch, user } = setup();
    const europe = screen.getByRole('button', { name: 'Europe' });
    await user.click(europe);
    expect(europe).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Asia' }));
    expect(onSearch).toHaveBeenLastCalledWith({ text: '', chips: ['Europe', 'Asia'] });
    await user.click(europe);
    expect(europe).toHaveAttribute('aria-pressed', 'false');
    expect(onSearch).toHaveBeenLastCalledWith({ text: '', chips: ['Asia'] });
  });

  it('clear resets the text and the chips and shows everything', async () => {
    const { onSearch, input, user } = setup();
    await user.type(input, 'saas{Enter}');
    await user.click(screen.getByRole('button', { name: 'Asia' }));
    expect(onSearch).toHaveBeenLastCalledWith({ text: 'saas', chips: ['Asia'] });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    for (const chip of ['Europe', 'Asia']) expect(screen.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'false');
    expect(onSearch).toHaveBeenLastCalledWith({ text: '', chips: [] });
  });
});

describe('SearchControls with many chips', () => {
  it('shows the first chips and the rest on demand, keeping chosen ones visible', async () => {
    const user = userEvent.setup();
    const options = Array.from({ length: 14 }, (_, i) => ({ value: `R${i}`, label: `Region ${i}` }));
    render(<SearchControls label="Search" placeholder="" chipsLabel="Regions" options={options} onSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Region 12' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4 more' }));
    await user.click(screen.getByRole('button', { name: 'Region 12' }));
    await user.click(screen.getByRole('button', { name: 'Fewer' }));
    expect(screen.getByRole('button', { name: 'Region 12' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Region 13' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 more' })).toBeInTheDocument();
  });
});
