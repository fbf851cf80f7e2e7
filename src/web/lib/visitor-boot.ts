/**
 * When the app starts on a page the server drew for a visitor (decision 028). The drawn page works
 * without it (its links are plain links), so nothing of the app is fetched or run while the page
 * loads: its code is fetched once the page has loaded and the browser is idle, and the app starts
 * on the visitor's first move (a pointer, a key, a touch, a scroll) or, failing one, once idle.
 */

/** Signs that the visitor is about to use the page. */
const FIRST_MOVES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** How long the browser may stay busy before the idle work runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

export function whenVisitorActs(code: readonly string[], start: () => unknown, win: Window = window) {
  let started = false;
  const options = { capture: true, passive: true } as const;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_MOVES) win.removeEventListener(type, startOnce, options);
    start();
  };
  for (const type of FIRST_MOVES) win.addEventListener(type, startOnce, options);
  // Fetching first and starting at the next idle moment keeps the two apart: the page stays
  // responsive while the code arrives, and a visitor who never moves still gets the app.
  afterLoadWhenIdle(win, () => {
    prefetch(win.document, code);
    afterLoadWhenIdle(win, startOnce);
  });
}

function afterLoadWhenIdle(win: Window, work: () => void) {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(work, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Fetches the app's chunks into the cache without running them. */
function prefetch(document: Document, code: readonly string[]) {
  for (const href of code) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
