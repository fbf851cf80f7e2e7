import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

const buttons = () => ({
  previous: screen.getByRole('button', { name: /previous/i }),
  next: screen.getByRole('button', { name: /next/i }),
});

describe('Pagination', () => {
  it('disables Previous on the first page', () => {
    render(<Pagination page={1} pageCount={6} onPageChange={() => {}} />);
    expect(buttons().previous).toBeDisabled();
    expect(buttons().next).toBeEnabled();
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
  });

  it('disables Next on the last page', () => {
    render(<Pagination page={6} pageCount={6} onPageChange={() => {}} />);
    expect(buttons().previous).toBeEnabled();
    expect(buttons().next).toBeDisabled();
  });

  it('disables both when there is a single page', () => {
    render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(buttons().previous).toBeDisabled();
    expect(buttons().next).toBeDisabled();
  });

  it('asks for the neighbouring pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={6} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
    await userEvent.click(buttons().previous);
    await userEvent.click(buttons().next);
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });
});
