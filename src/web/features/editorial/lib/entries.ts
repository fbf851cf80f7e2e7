/** The list with one more entry: trimmed; a blank or one already listed leaves it as it was. */
export function addEntry(entries: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (value === '' || entries.includes(value)) return [...entries];
  return [...entries, value];
}

/** Form errors by field: the first message zod gives for each. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
