import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenVisitorActs } from './visitor-boot.ts';

const CODE = ['/assets/start-1.js', '/assets/case-studies-1.js'];
const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('starting the app on a page the server drew for a visitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('neither fetches nor runs the app while the page loads', () => {
    const start = vi.fn();
    whenVisitorActs(CODE, start);
    expect(start).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });

  it("fetches the app's code once the page has loaded and the browser is idle", () => {
    whenVisitorActs(CODE, vi.fn());
    vi.runAllTimers();
    expect(prefetched()).toEqual(CODE);
  });

  it('starts the app when the browser is next idle, for a visitor who does not move', () => {
    const start = vi.fn();
    whenVisitorActs(CODE, start);
    vi.runOnlyPendingTimers();
    expect(start).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts the app once, on the visitor's first move", () => {
    const start = vi.fn();
    whenVisitorActs(CODE, start);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
