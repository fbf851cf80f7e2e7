import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { flush, leaveContent, trackClick, trackPageLeave, trackPageView } from './tracker.ts';

/** What a click is recorded as: a link's path on this site or a button's visible label. */
function clickTarget(element: Element): string | null {
  const control = element.closest('a[href], button, [role="button"]');
  if (!control) return null;
  if (control instanceof HTMLAnchorElement) {
    const url = new URL(control.href, location.href);
    return url.origin === location.origin ? url.pathname : url.origin;
  }
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80) || null;
}

/**
 * Records a page view on every route, the time spent when it changes or the tab is left, and
 * clicks on links and buttons; sends the queue when the page is hidden.
 */
export function usePageTracking() {
  const { pathname } = useLocation();
  const shown = useRef<{ path: string; since: number } | null>(null);

  useEffect(() => {
    const previous = shown.current;
    if (previous && previous.path !== pathname) {
      trackPageLeave(previous.path, performance.now() - previous.since);
      leaveContent();
    }
    if (previous?.path !== pathname) {
      // The first page counts from its opening (performance.now() starts there), so a drawn page
      // read before the visitor's first move started the app (decision 032) counts whole.
      shown.current = { path: pathname, since: previous ? performance.now() : 0 };
      trackPageView(pathname);
    }
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? clickTarget(event.target) : null;
      if (target) trackClick(target);
    };
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return;
      const page = shown.current;
      if (page) {
        trackPageLeave(page.path, performance.now() - page.since);
        page.since = performance.now();
      }
      flush();
    };
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    };
  }, []);
}
