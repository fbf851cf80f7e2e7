import { sanitizeDisplayName } from '#shared/display-name.ts';

type NamedUser = { displayName: string | null; email: string | null };

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

export function welcomeLine(user: NamedUser | null | undefined): string {
  return `Welcome back, ${displayNameOf(user)}!`;
}
