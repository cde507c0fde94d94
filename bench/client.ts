import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../__tests__/e2e/support/launchChromium';
import { startHaulboard } from '../__tests__/e2e/support/server';
import { openSignedIn } from '../__tests__/e2e/support/signIn';

/*
 * npm run bench:client [-- --runs N]
 * Builds the client if needed, starts the real server on a fresh seeded SQLite file and drives Chromium as the
 * demo carrier: the JS the first screen needs, the time to the first result card of a search URL on a warm
 * server, and on a phone (Lighthouse's slow-4G profile, the CPU slowed 4×, cache cold) first paint, the header
 * and search form, and the first result card, each the median of the runs.
 */

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;

const firstCard = '.search-results__list > li';
// The shell a carrier can act on: the frame's bar (top bar or, on a phone, the mobile bar) and the search form.
const shell = '.app-shell .search-form';
const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

// Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbps down, 750 kbps up, on a CPU 4× slower than this one.
const slow4g = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const cpuSlowdown = 4;
const phone = 'phone (slow 4G, 4× CPU)';

interface ScriptTransfer { url: string; raw: number; gzip: number; wire: number; encoding: string }

/** The URL the search form writes for a search from Dallas, TX (whatever the query-string format is today). */
async function searchUrlOf(page: Page, baseUrl: string): Promise<string> {
  await openSignedIn(page, baseUrl, '/search');
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByPlaceholder('From where?').fill('Dal');
  await page.getByRole('button', { name: /^Dallas, TX/ }).first().click();
  await page.getByRole('button', { name: 'Search for Loads' }).click();
  await page.locator(firstCard).first().waitFor();
  return page.url();
}

/**
 * Notes, on the page's clock, when React puts the search screen into the page: at the insertion itself, since
 * a MutationObserver would report it only after the effects the screen runs next (the map's basemap fetch).
 * Plain text, because tsx would wrap a function's source with helpers the page does not have.
 */
const noteScreenDrawn = `
  for (const method of ['appendChild', 'insertBefore']) {
    const original = Node.prototype[method];
    Node.prototype[method] = function (node, ...rest) {
      const isScreen = node instanceof Element && (node.matches('.search-screen') || node.querySelector('.search-screen'));
      if (isScreen && this.isConnected && !('screenDrawnAt' in window)) window.screenDrawnAt = performance.now();
      return original.call(this, node, ...rest);
    };
  }`;

/**
 * Every script fetched, cache cold, until the first result card showed; `beforeScreen` marks those requested
 * before the search screen was first drawn (the first screen's JS), the others are what the screen fetches next.
 */
async function firstScripts(context: BrowserContext, url: string): Promise<Array<ScriptTransfer & { beforeScreen: boolean; requestedAt: number }>> {
  const page = await context.newPage();
  await page.addInitScript({ content: noteScreenDrawn });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Array<Promise<ScriptTransfer>> = [];
  let cardShown = false;
  page.on('response', (response) => {
    if (cardShown || response.request().resourceType() !== 'script') return;
    pending.push((async () => {
      const body = await response.body();
      const sizes = await response.request().sizes();
      return {
        url: response.url(),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        wire: sizes.responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
      };
    })());
  });
  await page.goto(url);
  await firstCardAt(page);
  cardShown = true;
  const scripts = await Promise.all(pending);
  const { drawnAt, requestedAt } = await page.evaluate(() => ({
    drawnAt: (window as unknown as { screenDrawnAt: number }).screenDrawnAt,
    requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
  }));
  await page.close();
  console.log(`search screen drawn at ${drawnAt.toFixed(0)} ms`);
  return scripts.map((script) => ({ ...script, url: new URL(script.url).pathname, requestedAt: requestedAt[script.url], beforeScreen: requestedAt[script.url] <= drawnAt }));
}

/**
 * The page's own clock (milliseconds since the navigation started) at the frame `selector` is first drawn in: in
 * the page and laid out, so index.html's hidden prerendered frame counts only once it is shown.
 */
async function shownAt(page: Page, selector: string, timeout = 30_000): Promise<number> {
  const at = await page.waitForFunction((wanted) => (document.querySelector(wanted)?.getClientRects().length ?? 0) > 0 && performance.now(), selector, { polling: 'raf', timeout });
  return Number(await at.jsonValue());
}

const firstCardAt = (page: Page, timeout?: number) => shownAt(page, firstCard, timeout);

/** Milliseconds from navigating to a search URL to its first result card, assets cached, server warm. */
async function timeToFirstCard(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  return firstCardAt(page);
}

/**
 * Notes, on the page's clock, the first frame in which each of `selectors` is drawn (in the page and laid out),
 * from the document's start: what index.html paints before main.js has run is gone by the time page.goto returns.
 */
const noteFirstShown = (selectors: string[]) => `
  window.firstShownAt = {};
  const wanted = ${JSON.stringify(selectors)};
  const look = () => {
    for (const selector of wanted) {
      if (!(selector in window.firstShownAt) && (document.querySelector(selector)?.getClientRects().length ?? 0) > 0) {
        window.firstShownAt[selector] = performance.now();
      }
    }
    if (Object.keys(window.firstShownAt).length < wanted.length) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);`;

/** Paints of a search URL on a phone (390 px wide) on slow 4G with a slow CPU, cache cold. */
async function slowPaints(context: BrowserContext, url: string): Promise<{ firstPaint: number; firstContentfulPaint: number; shell: number; firstCard: number }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript({ content: noteFirstShown([shell, firstCard]) });
  await page.goto(url, { timeout: 120_000 });
  const shown = await page.waitForFunction(
    (count) => {
      const at = (window as unknown as { firstShownAt: Record<string, number> }).firstShownAt;
      return Object.keys(at).length === count && at;
    },
    2,
    { timeout: 120_000 },
  );
  const firstShownAt = (await shown.jsonValue()) as Record<string, number>;
  const [shellMs, firstCardMs] = [firstShownAt[shell], firstShownAt[firstCard]];
  const paints = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])));
  await page.close();
  return { firstPaint: paints['first-paint'], firstContentfulPaint: paints['first-contentful-paint'], shell: shellMs, firstCard: firstCardMs };
}

function printTable(rows: Array<[string, string, string, boolean | null]>): void {
  const widths = [52, 22, 12];
  console.log(`\n${'measure'.padEnd(widths[0])}${'figure'.padEnd(widths[1])}${'goal'.padEnd(widths[2])}result`);
  for (const [measure, figure, goal, passed] of rows) {
    const result = passed === null ? '' : passed ? 'pass' : 'FAIL';
    console.log(`${measure.padEnd(widths[0])}${figure.padEnd(widths[1])}${goal.padEnd(widths[2])}${result}`);
  }
}

async function main(): Promise<void> {
  const haulboard = await startHaulboard();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const url = await searchUrlOf(page, haulboard.baseUrl);
    console.log(`search URL: ${new URL(url).pathname}${new URL(url).search}`);

    const fetched = await firstScripts(browser.context, url);
    for (const script of fetched) {
      const when = script.beforeScreen ? 'first screen' : 'after it';
      console.log(`  ${when.padEnd(13)} ${script.requestedAt.toFixed(0).padStart(5)} ms ${script.url.padEnd(46)} ${kb(script.raw).toFixed(1).padStart(7)} KB raw ${kb(script.gzip).toFixed(1).padStart(6)} KB gzip ${kb(script.wire).toFixed(1).padStart(6)} KB sent (${script.encoding})`);
    }
    const scripts = fetched.filter((script) => script.beforeScreen);
    const total = (key: 'raw' | 'gzip' | 'wire') => kb(scripts.reduce((sum, script) => sum + script[key], 0));

    await timeToFirstCard(page, url); // warms the server's caches and the browser's
    const cardTimes: number[] = [];
    for (let run = 0; run < runs; run++) cardTimes.push(await timeToFirstCard(page, url));
    console.log(`first result card, ms: ${cardTimes.map((ms) => ms.toFixed(0)).join(', ')}`);

    const slow: Array<Awaited<ReturnType<typeof slowPaints>>> = [];
    for (let run = 0; run < runs; run++) slow.push(await slowPaints(browser.context, url));
    for (const key of ['firstPaint', 'shell', 'firstCard'] as const) {
      console.log(`${phone}, ${key}, ms: ${slow.map((run) => run[key].toFixed(0)).join(', ')}`);
    }

    const firstPaint = median(slow.map((run) => run.firstPaint));
    const shellPainted = median(slow.map((run) => run.shell));
    const firstCardPainted = median(slow.map((run) => run.firstCard));
    printTable([
      [`first JS, ${scripts.length} files (raw)`, `${total('raw').toFixed(0)} KB`, '', null],
      ['first JS, gzip', `${total('gzip').toFixed(0)} KB`, '≤ 200 KB', total('gzip') <= 200],
      [`first JS, as sent (${[...new Set(scripts.map((script) => script.encoding))].join(', ')})`, `${total('wire').toFixed(0)} KB`, '', null],
      [`first result card, warm (median of ${runs})`, `${median(cardTimes).toFixed(0)} ms`, '≤ 800 ms', median(cardTimes) <= 800],
      [`${phone}: first paint (median of ${slow.length})`, `${firstPaint.toFixed(0)} ms`, '≤ 2500 ms', firstPaint <= 2500],
      [`${phone}: first contentful paint`, `${median(slow.map((run) => run.firstContentfulPaint)).toFixed(0)} ms`, '', null],
      [`${phone}: header and search form`, `${shellPainted.toFixed(0)} ms`, '≤ 1000 ms', shellPainted <= 1000],
      [`${phone}: first result card`, `${firstCardPainted.toFixed(0)} ms`, '≤ 2000 ms', firstCardPainted <= 2000],
    ]);
  } finally {
    await browser.close();
    await haulboard.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
