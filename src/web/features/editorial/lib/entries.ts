/** The list with one more entry: trimmed; a blank or one already listed leaves it as it was. */
export function addEntry(entries: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (value === '' || entries.includes(value)) return [...entries];
  return [...entries, value];
}
