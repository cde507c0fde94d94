import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser } from './support/chromium';

jest.setTimeout(180_000);

const shell = '#hb-prerendered-shell .app-shell .search-form';
const searchLink = '/search?originState=TX&origins=TX';

/** The page as index.html and boot.js draw it, main.js never arriving. */
async function openWithoutTheApp(page: Page, url: string): Promise<void> {
  await page.route(/\/assets\/main\.[^/]*\.js$/, (route) => route.abort());
  await page.goto(url);
  // boot.js runs async: the page is drawn as it will stay once boot.js has asked for who is signed in (or not).
  await page.waitForLoadState('load');
}

describe('the built index.html', () => {
  test('carries the signed-in frame and the search form, prerendered from the app\'s components, hidden', () => {
    const html = fs.readFileSync(path.join(__dirname, '../../dist/index.html'), 'utf8');
    expect(html).toMatch(/<div id="hb-prerendered-shell" hidden[^>]*inert[^>]*><div class="app-shell"><header class="mobile-bar"/);
    expect(html).toContain('<form class="hb-card search-form" aria-label="Search for loads">');
    expect(html).toContain('class="hb-spinner"');
  });
});

describeInBrowser('the frame painted before main.js has run', () => {
  const session = useBrowserSession({ signedInAt: '/search', viewport: { width: 390, height: 844 } });
  afterEach(() => session.page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('with a stored session, on the search screen at a phone\'s width, the frame and the form show, inert, and pass axe', async () => {
    const { page } = session;
    await openWithoutTheApp(page, `${session.haulboard.baseUrl}${searchLink}`);
    await page.locator(shell).waitFor({ state: 'visible' });
    expect(await page.locator('.hb-spinner').count()).toBe(0);
    await expect(page.locator('#hb-prerendered-shell').getAttribute('inert')).resolves.not.toBeNull();
    // Inert: nothing in it takes focus, so nothing can be typed and lost when the app replaces it.
    const focusable = await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('#hb-prerendered-shell button[type="submit"]');
      button?.focus();
      return document.activeElement === button;
    });
    expect(focusable).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test('on another screen the spinner stays', async () => {
    const { page } = session;
    await openWithoutTheApp(page, `${session.haulboard.baseUrl}/loads/saved`);
    await page.locator('.hb-spinner').waitFor({ state: 'visible' });
    await expect(page.locator(shell).isVisible()).resolves.toBe(false);
  });

  test('without a stored session the spinner stays', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/`);
    await page.evaluate(() => localStorage.clear());
    await openWithoutTheApp(page, `${session.haulboard.baseUrl}${searchLink}`);
    await page.locator('.hb-spinner').waitFor({ state: 'visible' });
    await expect(page.locator(shell).isVisible()).resolves.toBe(false);
  });
});
