/** How a link leaves the browser: the system's share sheet where there is one, else the clipboard. */

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export async function shareOrCopy(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // Closing the sheet is the user's choice; any other refusal (no user gesture left) falls back to copying.
      if (isAbort(error)) return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
