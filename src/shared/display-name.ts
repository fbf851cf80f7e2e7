/** Display names are trimmed and lose <, > and " before they are stored or shown. */
export function sanitizeDisplayName(value: string): string {
  return value.replace(/[<>"]/g, '').trim();
}
