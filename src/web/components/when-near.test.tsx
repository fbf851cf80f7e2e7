import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('WhenNear', () => {
  it('holds the place with the placeholder until the reader scrolls near, then shows the part', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(
      <WhenNear label="Discussions" placeholder={<p>Loading the discussions</p>}>
        <p>Start a Discussion</p>
      </WhenNear>,
    );
    expect(screen.getByRole('region', { name: 'Discussions' })).toHaveTextContent('Loading the discussions');
    expect(screen.queryByText('Start a Discussion')).toBeNull();
    expect(observe).toHaveBeenCalledWith(screen.getByRole('region', { name: 'Discussions' }));

    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByText('Start a Discussion')).toBeNull();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('Start a Discussion')).toBeInTheDocument();
    expect(screen.queryByText('Loading the discussions')).toBeNull();
  });

  it('shows the part at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear label="Discussions" placeholder={<p>Loading the discussions</p>}>
        <p>Start a Discussion</p>
      </WhenNear>,
    );
    expect(screen.getByText('Start a Discussion')).toBeInTheDocument();
  });
});
