/**
 * The content browser fails silently (member-area §8): the error is logged, the spinner stops
 * and the list stays empty. Aborted requests (the user searched again) are not failures.
 */
export async function logged<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(`Failed to load ${what}:`, error);
    throw error;
  }
}
