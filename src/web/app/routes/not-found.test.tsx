import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../testing/render-with-shell.tsx';
import { NotFoundPage } from './not-found.tsx';

describe('the not-found page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so, links home and logs the requested path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithShell(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no/such/page');
    expect(document.title).toBe('Page not found | Flightdeck');
  });
});
