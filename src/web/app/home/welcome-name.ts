import { sanitizeDisplayName } from '#shared/display-name.ts';

type NamedUser = { displayName: string | null; email: string | null; firstVisit?: boolean };

/**
 * The name to greet a user by: the display name, else the e-mail, else "User",
 * with <, > and " stripped from whatever is shown.
 */
export function displayNameOf(user: NamedUser | null | undefined): string {
  for (const candidate of [user?.displayName, user?.email]) {
    const clean = sanitizeDisplayName(candidate ?? '');
    if (clean) return clean;
  }
  return 'User';
}

/** "Welcome" in the member's first session after signing up (the server says which), "Welcome back" after that. */
export function welcomeLine(user: NamedUser | null | undefined): string {
  return `${user?.firstVisit ? 'Welcome' : 'Welcome back'}, ${displayNameOf(user)}!`;
}
