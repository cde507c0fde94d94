import type { Page } from 'playwright-core';
import { launchBrowser } from './chromium';
import { startHaulboard, type RunningHaulboard } from './server';
import { openSignedIn } from './signIn';

export interface BrowserSession {
  haulboard: RunningHaulboard;
  page: Page;
}

interface BrowserSessionOptions {
  signedInAt?: string;
  loads?: number;
  /** The window's size; a desktop one (1280 × 800) unless given, e.g. a 390 px wide phone. */
  viewport?: { width: number; height: number };
}

/**
 * One running Haulboard and one Chromium page for a whole suite, signed in as the demo carrier on `path`
 * when given. Read the fields inside tests and hooks: they are filled in by the suite's beforeAll.
 */
export function useBrowserSession({ signedInAt, loads, viewport }: BrowserSessionOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  beforeAll(async () => {
    session.haulboard = await startHaulboard({ loads });
    browser = await launchBrowser(viewport);
    session.page = await browser.context.newPage();
    if (signedInAt) await openSignedIn(session.page, session.haulboard.baseUrl, signedInAt);
  });

  // A flow that stopped says where it stopped: a failure in CI is read from this, not reproduced.
  afterEach(async () => {
    if (!(globalThis as { e2eTestFailed?: boolean }).e2eTestFailed || !session.page || session.page.isClosed()) return;
    const shown = await session.page.locator('body').innerText({ timeout: 5_000 }).catch((error: unknown) => `(unreadable: ${String(error)})`);
    process.stderr.write(`\nThe page when the test failed: ${session.page.url()}\n${shown.slice(0, 2_000)}\n\n`);
  });

  afterAll(async () => {
    await browser?.close();
    await session.haulboard?.stop();
  });

  return session;
}
