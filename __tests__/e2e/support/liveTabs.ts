import type { BrowserContext, Locator, Page } from 'playwright-core';
import { fillLoginDialog } from './signIn';

/** Opens `path` signed in as `email` (a demo carrier user; every demo user has the demo password). */
export async function openSignedInAs(page: Page, baseUrl: string, path: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login?redirectTo=${encodeURIComponent(path)}`);
  await fillLoginDialog(page, email, 'haulboard');
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** A search result card by its load. */
export function resultCard(page: Page, loadId: number): Locator {
  return page.locator(`.search-results__list > li article[data-load-id="${loadId}"]`);
}

export async function shownLoadIds(page: Page): Promise<number[]> {
  const ids = await page.locator('.search-results__list > li article').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-load-id')));
  return ids.map(Number);
}

/*
 * A reload starts a new window object: a mark left on the window before is gone after one. This is how a flow
 * tells that a tab followed another without reloading.
 */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __noReload?: boolean }).__noReload = true; });
}

export function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload !== true);
}

/** Milliseconds from `since` until `locator` shows, failing after `timeout` ms from `since`. */
export async function msUntilShown(locator: Locator, since: number, timeout: number): Promise<number> {
  await locator.waitFor({ timeout: Math.max(1, since + timeout - Date.now()) });
  return Date.now() - since;
}

/**
 * The live event streams (`GET /api/events`, not its ticket) a browser opened, whichever tab opened them. It
 * listens from the moment it is called, so call it before the browser's first page loads.
 */
export function watchEventStreams(context: BrowserContext) {
  const opened: string[] = [];
  const isStream = (url: string) => new URL(url).pathname === '/api/events';
  context.on('response', (response) => {
    if (isStream(response.url()) && response.status() === 200) opened.push(response.url());
  });
  return {
    count: () => opened.length,
    async untilOneIsOpen(timeout = 10_000): Promise<void> {
      const deadline = Date.now() + timeout;
      while (opened.length === 0) {
        if (Date.now() > deadline) throw new Error(`no live event stream opened within ${timeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
