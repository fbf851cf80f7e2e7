import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { DashboardRoute } from './dashboard.tsx';

afterEach(() => vi.unstubAllGlobals());

it('greets the member on the dashboard by their display name, as the home page does', () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
  renderWithShell(<DashboardRoute />, { auth: signedIn({ displayName: 'Ada Lovelace', email: 'explorer@example.com' }), path: '/dashboard' });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
});
