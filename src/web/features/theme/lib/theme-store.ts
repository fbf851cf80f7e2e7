/** Light or dark; with no saved choice the theme follows the system setting. */
export type Theme = 'light' | 'dark';

/** Shared with public/theme-init.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = 'flightdeck-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function darkMediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function readSavedTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    // Storage can be blocked (privacy modes); the system setting still applies.
    return null;
  }
}

export function getSystemTheme(): Theme {
  return darkMediaQuery()?.matches ? 'dark' : 'light';
}

/** The theme in force: the saved choice, else the system's. */
export function getTheme(): Theme {
  return readSavedTheme() ?? getSystemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

function notify(): void {
  applyTheme(getTheme());
  for (const listener of listeners) listener();
}

/** Saves the user's choice and applies it everywhere on the page. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the page still switches.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Follows system changes (while no choice is saved) and choices made in other tabs. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    darkMediaQuery()?.addEventListener('change', notify);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkMediaQuery()?.removeEventListener('change', notify);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === THEME_STORAGE_KEY) notify();
}
