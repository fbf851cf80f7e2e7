export type ShareData = { title: string; url: string };
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';
type ShareNavigator = { share?: (data: ShareData) => Promise<void>; clipboard?: Pick<Clipboard, 'writeText'> };

/**
 * The system share sheet where there is one, else the clipboard. Closing the share sheet is
 * the user's choice, not a failure; any other share error still tries the clipboard.
 */
export async function shareLink(data: ShareData, nav: ShareNavigator | undefined = globalThis.navigator): Promise<ShareOutcome> {
  if (typeof nav?.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  if (typeof nav?.clipboard?.writeText !== 'function') return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
