import type { BehaviorEvent, TrackedItemKind } from '#shared/schemas/behavior-events.ts';
import { BEHAVIOR_BATCH_MAX } from '#shared/limits.ts';
import { ANALYTICS_ENDPOINT, ANALYTICS_SESSION_KEY } from '#shared/page-data.ts';

/**
 * Behaviour analytics (PRODUCT §12): events are queued and sent in batches with sendBeacon, under
 * a random id per tab; nothing is queued while Global Privacy Control or Do Not Track is on.
 */
const FLUSH_AFTER_MS = 5_000;

export type TrackedItem = { kind: TrackedItemKind; id: string };
type Pending = BehaviorEvent;

let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let currentItem: TrackedItem | null = null;
/** Views the page itself already sent (a drawn page's boot script), each skipped once. */
let sentByPage: string[] = [];

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Whether the browser asks not to be tracked. */
export function trackingRefused(nav: PrivacyNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return true;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** randomUUID exists only on secure origins; a page opened by the machine's name over http has not. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sessionId(): string {
  try {
    let id = sessionStorage.getItem(ANALYTICS_SESSION_KEY);
    if (!id) {
      id = randomId();
      sessionStorage.setItem(ANALYTICS_SESSION_KEY, id);
    }
    return id;
  } catch {
    // Storage refused (private mode): one id for the life of this page.
    return (fallbackId ??= randomId());
  }
}
let fallbackId: string | undefined;

function send(events: Pending[]) {
  const body = JSON.stringify({ sessionId: sessionId(), events });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_ENDPOINT, blob)) return;
  void fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** Sends events now, unless the browser asks not to be tracked: a drawn page's own views (src/web/boot/page-boot.ts). */
export function sendNow(events: Pending[]) {
  if (events.length > 0 && !trackingRefused()) send(events);
}

/** Sends what is queued (at once when the page is hidden or left). */
export function flush() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, BEHAVIOR_BATCH_MAX));
}

/** The page path only: queries can hold what a member typed, and are not kept. */
const currentPath = () => (typeof location === 'undefined' ? '/' : location.pathname);

const viewKey = (event: Pending) => (event.type === 'content_view' ? `${event.type} ${event.data.item.id}` : `${event.type} ${event.path}`);

/** Views that the page sent before the app started: the app's first identical ones are not sent again. */
export function viewsSentByPage(events: Pending[]) {
  sentByPage = events.filter((event) => event.type === 'page_view' || event.type === 'content_view').map(viewKey);
}

function enqueue(event: Pending) {
  if (trackingRefused()) return;
  const sent = sentByPage.indexOf(viewKey(event));
  if (sent >= 0 && (event.type === 'page_view' || event.type === 'content_view')) {
    sentByPage.splice(sent, 1);
    return;
  }
  queue.push(event);
  if (queue.length >= BEHAVIOR_BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

export const trackPageView = (path = currentPath()) => enqueue({ type: 'page_view', path, data: {} });
export const trackPageLeave = (path: string, timeSpentMs: number) =>
  enqueue({ type: 'page_leave', path, data: { timeSpentMs: Math.max(0, Math.min(86_400_000, Math.round(timeSpentMs))) } });

/** A detail page was read; clicks on it count toward its conversion until the page changes. */
export function trackContentView(item: TrackedItem) {
  currentItem = item;
  enqueue({ type: 'content_view', path: currentPath(), data: { item } });
}
export const leaveContent = () => {
  currentItem = null;
};

export const trackSearch = (query: string) => {
  const text = query.trim().slice(0, 200);
  if (text) enqueue({ type: 'search', path: currentPath(), data: { query: text } });
};
export const trackEngagement = (action: 'vote' | 'bookmark' | 'rating' | 'discussion' | 'reply' | 'share', item?: TrackedItem) =>
  enqueue({ type: 'engagement', path: currentPath(), data: { action, ...(item && { item }) } });
export const trackFormSubmission = (form: string) => enqueue({ type: 'form_submission', path: currentPath(), data: { form: form.slice(0, 60) } });

/** A click on a link or button: where it leads, or the button's label; never what was typed. */
export function trackClick(target: string) {
  const text = target.trim().slice(0, 200);
  if (text) enqueue({ type: 'click', path: currentPath(), data: { target: text, ...(currentItem && { item: currentItem }) } });
}

/** For tests: the events waiting to be sent. */
export const pendingEvents = () => [...queue];
export const resetTracker = () => {
  queue = [];
  clearTimeout(timer);
  timer = undefined;
  currentItem = null;
  sentByPage = [];
};
