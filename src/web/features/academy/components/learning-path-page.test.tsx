import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LearningPathPage } from './learning-path-page.tsx';

describe('LearningPathPage', () => {
  it("shows a visitor the learning paths' own prompt, not the case-study paywall", () => {
    render(<LearningPathPage user={null} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Unlock Learning Paths')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet Personalised Learning Paths' })).toBeInTheDocument();
    expect(screen.getByText('Available exclusively on the Master Builder plan and above')).toBeInTheDocument();
    expect(screen.queryByText('This is a premium insight')).not.toBeInTheDocument();
    expect(screen.queryByText(/Unlock this full case study/)).not.toBeInTheDocument();
  });
});
