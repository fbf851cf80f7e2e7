import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behaviorBatchSchema } from '#shared/schemas/behavior-events.ts';
import { flush, pendingEvents, randomId, resetTracker, trackClick, trackContentView, trackPageView, trackingRefused, trackSearch, viewsSentByPage } from './tracker.ts';

const beacon = vi.fn((_url: string, _body: Blob) => true);
beforeEach(() => {
  resetTracker();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});
afterEach(() => resetTracker());

describe('the behaviour tracker', () => {
  it('sends queued events as one batch the server accepts, with clicks on a detail page tied to its item', async () => {
    trackPageView('/case-studies/x');
    trackContentView({ kind: 'case_study', id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
    trackClick('/pricing');
    trackSearch('  bootstrapped saas  ');
    flush();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/analytics/events');
    const batch = behaviorBatchSchema.parse(JSON.parse(await blob.text()));
    expect(batch.events.map((e) => e.type)).toEqual(['page_view', 'content_view', 'click', 'search']);
    expect(batch.events[2]!.data).toEqual({ target: '/pricing', item: { kind: 'case_study', id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } });
    expect(batch.events[3]!.data).toEqual({ query: 'bootstrapped saas' });
  });

  it('queues nothing under Do Not Track or Global Privacy Control', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    trackPageView('/');
    expect(pendingEvents()).toEqual([]);
    expect(trackingRefused({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: null } as unknown as Navigator)).toBe(false);
  });

  it('does not send again the views a drawn page sent before the app started, and sends later ones', () => {
    const item = { kind: 'case_study' as const, id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    viewsSentByPage([
      { type: 'page_view', path: '/case-studies/x', data: {} },
      { type: 'content_view', path: '/case-studies/x', data: { item } },
    ]);
    trackPageView('/case-studies/x');
    trackContentView(item);
    trackClick('/pricing');
    expect(pendingEvents().map((e) => e.type)).toEqual(['click']);
    expect(pendingEvents()[0]!.data).toEqual({ target: '/pricing', item });
    trackPageView('/case-studies/x');
    trackContentView(item);
    expect(pendingEvents().map((e) => e.type)).toEqual(['click', 'page_view', 'content_view']);
  });

  it('makes session ids the server accepts where randomUUID is missing (a plain-http origin)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = randomId();
      expect(behaviorBatchSchema.shape.sessionId.parse(id)).toBe(id);
      expect(randomId()).not.toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
