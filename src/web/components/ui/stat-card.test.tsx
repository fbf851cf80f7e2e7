import { render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card.tsx';

describe('StatCard', () => {
  it('shows the figure with its name and the line that explains it', () => {
    const { container } = render(<StatCard label="Members" value="1,204" hint="18 joined in the last 7 days" icon={Users} />);
    expect(container).toHaveTextContent('Members1,20418 joined in the last 7 days');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('needs no icon', () => {
    const { container } = render(<StatCard label="Bookmarks" value={4} />);
    expect(screen.getByText('4')).toBeVisible();
    expect(container.querySelector('svg')).toBeNull();
  });
});
