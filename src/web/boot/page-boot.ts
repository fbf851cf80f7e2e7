import { APP_READY_EVENT, PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';
import { sendNow } from '#web/lib/analytics/tracker.ts';

/**
 * Starts the app on a page the server drew (decision 075). The drawn page is real HTML: links,
 * GET forms (the search boxes) and form fields work before any of the app's code runs. Once the
 * page has loaded, this records the page's views (the app may never start) and fetches the app's
 * code when the browser is idle; the app starts on the reader's first move (a pointer, a key, a
 * touch, focus, a scroll) and hydrates the drawn page in place, so focus, scroll and typed text
 * stay. A press on a control that needs the app, made before React has hydrated that control, is
 * held and pressed again once it has, with the keys pressed behind it for what it opens (Escape,
 * arrows): nothing the reader does is lost.
 */

const page = readPageData();
const code = page?.code ?? [];
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
const LISTENING = { capture: true, passive: true } as const;

/** The press held until the app has taken over; the last one wins, as it would in the app. */
let held: { control: HTMLElement; kind: 'press' | 'submit'; place: number[] } | null = null;
/** Keys pressed while a press is held, for what it opens (a dialog's Escape, a menu's arrows): pressed again after it. */
let heldKeys: KeyboardEventInit[] = [];
/**
 * The keys held behind a held press: those the app's dialogs, menus and tabs act on. Tab, Enter,
 * Space and typing keep their own work in the drawn page (focus, a form, a field, a click).
 */
const KEYS_FOR_WHAT_A_PRESS_OPENS = new Set(['Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
let started = false;
let taken = false;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const isChoice = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
/**
 * What the reader typed or chose in each field before the app took over. Hydration can put a
 * field's drawn value back when the choice came while React was taking that field over, before it
 * listened: the choice is then shown again and told to the app.
 */
const chosen = new Map<Field, string | boolean>();
/** A field's value: its text, or whether a checkbox or radio is checked. */
const valueOf = (field: Field) => (isChoice(field) ? field.checked : field.value);
/**
 * A select's, checkbox's or radio's input, until its change: the browser sends the two one right
 * after the other, for one choice. React may hydrate the page on the input (it takes a field over
 * at once when an event reaches it first), and put the field back to what the app's state holds
 * before the change: the change would then tell the app the old value.
 */
const pickedByInput = new Map<Field, string | boolean>();
/** While the boot script itself tells the app of a choice: its own events are not the reader's. */
let telling = false;

function readPageData(): PageData | null {
  try {
    return JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as PageData | null;
  } catch {
    return null;
  }
}

/** A form that works without the app: it names where it goes and asks with GET (the search boxes). */
const worksAlone = (form: HTMLFormElement) => form.hasAttribute('action') && form.method.toLowerCase() === 'get';

/** The control a click presses, when only the app can act on it: a button outside a form that works alone. */
function needsApp(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="combobox"], [aria-haspopup]');
  if (!control || control.closest('a[href]') || (control as HTMLButtonElement).disabled) return null;
  const form = control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
  if (form && worksAlone(form)) return null;
  return control;
}

/**
 * Whether React has hydrated an element: it marks each node it takes over with its own key. A part
 * of the page whose code comes on demand (a member's menu) is hydrated after the rest, and React
 * drops a press on it until then.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
/**
 * How long a held press waits for its control to be hydrated before it is pressed all the same: a
 * part whose code comes on demand may take seconds on a slow phone or a busy machine.
 */
const HYDRATION_WAIT_MS = 10_000;

/** Where an element stands under the app's root: the index of each ancestor among its siblings. */
function placeOf(element: Element): number[] {
  const place: number[] = [];
  for (let node: Element | null = element; node && node.id !== 'root'; node = node.parentElement) {
    place.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return place;
}

/**
 * The control a held press is for, once the app has taken over: the same element, or, when React
 * drew that part of the page again instead of keeping it (a part it could not hydrate as drawn),
 * the same kind of control with the same name: the one now standing in its place, or else the only
 * one on the page.
 */
function currentControl(press: { control: HTMLElement; place: number[] }): HTMLElement | null {
  if (press.control.isConnected) return press.control;
  const root = document.getElementById('root');
  const same = (node: Element | null): node is HTMLElement =>
    node instanceof HTMLElement &&
    node.tagName === press.control.tagName &&
    node.getAttribute('aria-label') === press.control.getAttribute('aria-label') &&
    node.textContent === press.control.textContent;
  let node: Element | null = root;
  for (const index of press.place) node = node?.children[index] ?? null;
  if (same(node)) return node;
  const alike = [...(root?.getElementsByTagName(press.control.tagName) ?? [])].filter(same);
  return alike.length === 1 ? alike[0]! : null;
}

function holdPress(event: MouseEvent) {
  const control = needsApp(event.target);
  if (!control || (taken && isHydrated(control))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold({ control, kind: 'press', place: placeOf(control) });
}

function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement) || worksAlone(event.target) || (taken && isHydrated(event.target))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold({ control: event.target, kind: 'submit', place: placeOf(event.target) });
}

function holdKey(event: KeyboardEvent) {
  if (!held || !KEYS_FOR_WHAT_A_PRESS_OPENS.has(event.key)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
  heldKeys.push({ key, code, altKey, ctrlKey, metaKey, shiftKey });
}

/**
 * Notes what the reader typed or chose until the take-over, and for a while after it puts back a
 * choice that was undone between its input and its change (`pickedByInput`), so the change tells
 * the app the reader's choice.
 */
function recordChoice(event: Event) {
  const field = event.target;
  if (!isField(field) || telling) return;
  if (field instanceof HTMLSelectElement || isChoice(field)) {
    if (event.type === 'input') pickedByInput.set(field, valueOf(field));
    else {
      const picked = pickedByInput.get(field);
      pickedByInput.delete(field);
      if (picked !== undefined && picked !== valueOf(field)) setValue(field, picked);
    }
  }
  if (!taken) chosen.set(field, valueOf(field));
}

function hold(press: NonNullable<typeof held>) {
  heldKeys = [];
  held = press;
  if (taken) pressWhenHydrated();
  else start();
}

function start() {
  if (started || code.length === 0) return;
  started = true;
  for (const type of INTENT) window.removeEventListener(type, start, LISTENING);
  load();
}

// The drawn page works without the app, so a failed load leaves it usable. Offline, the app is
// loaded again when the connection returns. Online, the page most likely outlived a release that
// replaced its code: it is fetched again, once per tab and page, with the new code's names.
function load() {
  import(/* @vite-ignore */ code[0]!).then(
    () => {
      if (document.documentElement.dataset.app === 'ready') takeOver();
      else document.addEventListener(APP_READY_EVENT, takeOver, { once: true });
    },
    () => {
      if (navigator.onLine === false) {
        window.addEventListener('online', load, { once: true });
        return;
      }
      const key = `flightdeck-reloaded:${location.pathname}`;
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
      } catch {
        return;
      }
      location.reload();
    },
  );
}

/** The app has hydrated the page: it hears what was typed or chosen before, then the held press. */
function takeOver() {
  taken = true;
  // By then every part of the drawn page has been hydrated: the app's own handlers take every press.
  setTimeout(() => {
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('keydown', holdKey, true);
    document.removeEventListener('input', recordChoice, true);
    document.removeEventListener('change', recordChoice, true);
  }, HYDRATION_WAIT_MS);
  telling = true;
  try {
    for (const field of document.querySelectorAll<Field>('#root input, #root textarea, #root select')) {
      showChoice(field);
      tellApp(field);
    }
  } finally {
    telling = false;
  }
  pressWhenHydrated();
}

/** Presses the held control again once React has hydrated it (or has had time enough to). */
function pressWhenHydrated() {
  const press = held;
  if (!press) return;
  const since = performance.now();
  const attempt = () => {
    if (held !== press) return;
    const control = currentControl(press);
    if (!(control && isHydrated(control)) && performance.now() - since < HYDRATION_WAIT_MS) {
      requestAnimationFrame(attempt);
      return;
    }
    held = null;
    const keys = heldKeys;
    heldKeys = [];
    if (!control) return;
    if (press.kind === 'submit') (control as HTMLFormElement).requestSubmit();
    else pressAgain(control);
    // From the next frame: what the press opened has been rendered, and has taken the focus.
    if (keys.length > 0) requestAnimationFrame(() => keys.forEach(pressKeyAgain));
  };
  // From the next frame: what the fields just told the app has been rendered by then.
  requestAnimationFrame(attempt);
}

/** Shows the reader's own choice again in a field whose drawn value hydration put back. */
function showChoice(field: Field) {
  const choice = chosen.get(field);
  if (choice !== undefined) setValue(field, choice);
}

function setValue(field: Field, value: string | boolean) {
  if (isChoice(field)) field.checked = value as boolean;
  else field.value = value as string;
}

/**
 * A field changed before the app hydrated keeps its text or choice in the page, but the app's
 * state still holds what the server drew (React reads a field's value once, when it hydrates).
 * The field is set back to the drawn value through React's own setter and forward again, then
 * its event fires: the app hears the change as if the reader had just made it.
 */
function tellApp(field: Field) {
  if (isChoice(field)) {
    if (field.checked === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    const drawn = [...field.options].findIndex((option) => option.defaultSelected);
    if (field.selectedIndex === Math.max(drawn, 0)) return;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  const focused = document.activeElement === field;
  const selection = focused ? { start: field.selectionStart, end: field.selectionEnd } : null;
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && selection.start !== null) {
    try {
      field.setSelectionRange(selection.start, selection.end);
    } catch {
      // Fields without a caret (number, email) keep theirs.
    }
  }
}

/**
 * Presses a control as a mouse would, event by event: menus and selects open on the pointer going
 * down, tabs on the mouse going down, buttons on the click.
 */
function pressAgain(control: HTMLElement) {
  const down = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  const up = { ...down, buttons: 0 };
  const pointer = { pointerType: 'mouse', isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...down, ...pointer }));
  control.dispatchEvent(new MouseEvent('mousedown', down));
  control.dispatchEvent(new PointerEvent('pointerup', { ...up, ...pointer }));
  control.dispatchEvent(new MouseEvent('mouseup', up));
  control.click();
}

/** Presses a held key again where the focus now is (what the held press opened). */
function pressKeyAgain(init: KeyboardEventInit) {
  const target = document.activeElement ?? document.body;
  const event = { ...init, bubbles: true, cancelable: true, composed: true };
  target.dispatchEvent(new KeyboardEvent('keydown', event));
  target.dispatchEvent(new KeyboardEvent('keyup', event));
}

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

function afterLoad(work: () => void, delay = 0) {
  const later = () => setTimeout(() => whenIdle(work), delay);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * How long after `load` the app's code is prefetched. The first seconds belong to the page (its
 * images, fonts and the reader's first scroll); a reader who moves sooner starts the app at once.
 * Measured in `bench/README.md`: fetched straight after load, the download overlapped the page's
 * own work on a slow phone network and stretched the time it took to become quiet.
 */
const PREFETCH_AFTER_MS = 3000;

if (page && code.length > 0) {
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('keydown', holdKey, true);
  document.addEventListener('input', recordChoice, true);
  document.addEventListener('change', recordChoice, true);
  for (const type of INTENT) window.addEventListener(type, start, LISTENING);
  afterLoad(() => sendNow(page.views.events));
  // Fetched when idle (network only, nothing runs), so a later first move finds the code at hand;
  // a reader who only reads never runs it, and the page stays free for reading and scrolling.
  afterLoad(() => {
    // Added to the head at once: one change of the document, not one per file.
    const links = document.createDocumentFragment();
    for (const href of code) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }, PREFETCH_AFTER_MS);
}
