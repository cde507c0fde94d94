import type { Page } from 'playwright-core';
import { launchBrowser } from './chromium';
import { startHaulboard, type RunningHaulboard } from './server';
import { openSignedIn } from './signIn';

export interface BrowserSession {
  haulboard: RunningHaulboard;
  page: Page;
}

/**
 * One running Haulboard and one Chromium page for a whole suite, signed in as the demo carrier on `path`
 * when given. Read the fields inside tests and hooks: they are filled in by the suite's beforeAll.
 */
export function useBrowserSession({ signedInAt, loads }: { signedInAt?: string; loads?: number } = {}): BrowserSession {
  const session = {} as BrowserSession;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  beforeAll(async () => {
    session.haulboard = await startHaulboard({ loads });
    browser = await launchBrowser();
    session.page = await browser.context.newPage();
    if (signedInAt) await openSignedIn(session.page, session.haulboard.baseUrl, signedInAt);
  });

  afterAll(async () => {
    await browser?.close();
    await session.haulboard?.stop();
  });

  return session;
}
