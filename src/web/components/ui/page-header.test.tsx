import { render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it("shows the page's one h1, its introduction and its actions", () => {
    render(<PageHeader title="Partner Deals" intro="Retired deals leave the directory." actions={<button type="button">Add a deal</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Deals' })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Retired deals leave the directory.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a deal' })).toBeVisible();
  });

  it('leads back to the page it belongs to, and keeps its icon out of the heading’s name', () => {
    render(
      <MemoryRouter>
        <PageHeader title="User Management" icon={Users} back={{ to: '/admin', label: 'Back to admin dashboard' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to admin dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('User Management');
  });
});
