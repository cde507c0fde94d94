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

  afterAll(async () => {
    await browser?.close();
    await session.haulboard?.stop();
  });

  return session;
}
