import type { Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, recordFlowRun } from './support/chromium';
import {
  markWindow, msUntilShown, openSignedInAs, resultCard, shownLoadIds, wasReloaded, watchEventStreams,
} from './support/liveTabs';
import { deskClient } from './support/desk';
import { searchFromDallas } from './support/search';
import { startHaulboard, type RunningHaulboard } from './support/server';
import { describeOnTwoProcesses, startTwoHaulboards } from './support/twoProcesses';

jest.setTimeout(180_000);

const boardDeadlineMs = 2_000;
const tabsInStepMs = 500;
const loads = 400;
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const countOf = async (page: Page) => Number((await page.getByText(/^\d+ LOADS?$/).textContent())?.replace(/\D/g, ''));

interface LiveBoardSetup {
  /** Where the demo carrier's browser is served. */
  first: RunningHaulboard;
  /** Where the other carrier's browser is served. */
  second: RunningHaulboard;
  stop(): Promise<void>;
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/**
 * Two tabs of the demo carrier's browser and one of another carrier's, all on the same search from Dallas: what
 * happens in one reaches the others through the live events, without a reload.
 */
function liveBoardFlows(describeBlock: jest.Describe, title: string, start: () => Promise<LiveBoardSetup>): void {
  describeBlock(title, () => {
    let setup: LiveBoardSetup;
    let demoBrowser: Browser;
    let otherBrowser: Browser;
    let streams: ReturnType<typeof watchEventStreams>;
    let tab1: Page;
    let tab2: Page;
    let rival: Page;
    let claimedId: number;
    /** The search as the other carrier's browser opens it. */
    let rivalSearch: string;

    beforeAll(async () => {
      setup = await start();
      [demoBrowser, otherBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
      streams = watchEventStreams(demoBrowser.context);
      tab1 = await demoBrowser.context.newPage();
      await openSignedInAs(tab1, setup.first.baseUrl, '/search', 'demo@carrier.test');
      await searchFromDallas(tab1);
      const search = new URL(tab1.url());
      tab2 = await demoBrowser.context.newPage();
      await tab2.goto(search.toString());
      rival = await otherBrowser.context.newPage();
      rivalSearch = `${setup.second.baseUrl}${search.pathname}${search.search}`;
      await openSignedInAs(rival, setup.second.baseUrl, `${search.pathname}${search.search}`, 'other@carrier.test');
      await Promise.all([tab2, rival].map((page) => page.getByText(/^\d+ LOADS?$/).waitFor()));
      await Promise.all([tab1, tab2, rival].map(markWindow));
      await streams.untilOneIsOpen();
    }, 170_000);

    afterAll(async () => {
      await Promise.all([demoBrowser?.close(), otherBrowser?.close()]);
      await setup?.stop();
    });

    test('the two tabs of one browser hold one live event stream between them', async () => {
      expect(streams.count()).toBe(1);
      recordFlowRun();
    });

    test('a load another carrier claims is marked no longer available in both tabs, and on its detail open in a third, within 2 s', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const shown = new Set(await shownLoadIds(tab1));
      const inBoth = (await shownLoadIds(tab2)).filter((id) => shown.has(id));
      const load = await setup.first.db.db.selectFrom('loads').select(['id', 'earliestPickup', 'latestDelivery'])
        .where('id', 'in', inBoth).where('earliestPickup', '>=', tomorrow).where('latestDelivery', 'is not', null)
        .orderBy('id').limit(1).executeTakeFirstOrThrow();
      claimedId = load.id;
      const detail = await demoBrowser.context.newPage();
      await detail.goto(`${setup.first.baseUrl}/load/${load.id}`);
      await detail.getByText(`Load #${load.id}`).waitFor();
      await markWindow(detail);

      await resultCard(rival, load.id).getByRole('link').click();
      await rival.waitForURL((url) => url.pathname === `/load/${load.id}`);
      await rival.getByRole('link', { name: 'Claim Load', exact: true }).or(rival.getByRole('button', { name: 'Claim Load', exact: true })).first().click();
      await rival.getByLabel('Pick-up date').fill(load.earliestPickup!);
      await rival.getByLabel('Drop-off date').fill(load.latestDelivery!);
      const claimedAt = Date.now();
      const claimAnswered = rival.waitForResponse((response) => response.url().includes(`/CarrierLoads/${load.id}/assignment`))
        .then(() => Date.now() - claimedAt);
      await rival.getByRole('button', { name: 'Claim Load' }).click();

      const marked = (tab: Page) => resultCard(tab, load.id).getByText(/no longer available/i);
      const [inTab1, inTab2, onDetail] = await Promise.all([marked(tab1), marked(tab2), detail.getByText(/no longer available/i)]
        .map((locator) => msUntilShown(locator, claimedAt, boardDeadlineMs)));
      process.stdout.write(`${title}: from the click that claims, the claim answered in ${await claimAnswered} ms; `
        + `'No longer available' in tab 1 after ${inTab1} ms, in tab 2 after ${inTab2} ms, on the detail after ${onDetail} ms\n`);
      await rival.waitForURL((url) => url.pathname === `/load/${load.id}/assign-driver`);
      await expect(Promise.all([tab1, tab2, detail].map(wasReloaded))).resolves.toEqual([false, false, false]);
      await detail.close();
      recordFlowRun();
    });

    test('a load starred in tab 1 shows starred in tab 2 within 500 ms, without a reload', async () => {
      await tab1.bringToFront();
      const starrable = tab1.locator('.search-results__list > li article')
        .filter({ has: tab1.getByRole('button', { name: /^Save load \d+$/ }) })
        .filter({ hasNot: tab1.getByText(/no longer available/i) }).first();
      const id = Number(await starrable.getAttribute('data-load-id'));
      expect(id).not.toBe(claimedId);
      await resultCard(tab1, id).getByRole('button', { name: `Save load ${id}` }).click();
      await resultCard(tab1, id).getByRole('button', { name: `Saved load ${id}` }).waitFor();
      const inTab2 = await msUntilShown(resultCard(tab2, id).getByRole('button', { name: `Saved load ${id}` }), Date.now(), tabsInStepMs);
      process.stdout.write(`${title}: star shown in tab 2 ${inTab2} ms after tab 1\n`);
      await expect(Promise.all([tab1, tab2].map(wasReloaded))).resolves.toEqual([false, false]);
      recordFlowRun();
    });

    test("a load the desk posts that matches the open searches reads '1 new load — Show' in every tab within 2 s, and Show adds it", async () => {
      const desk = await deskClient(setup.second, `e2e broker ${process.pid}`);
      // The other carrier went on to claim a load: back to the search.
      await rival.goto(rivalSearch);
      await rival.getByText(/^\d+ LOADS?$/).waitFor();
      await markWindow(rival);
      const before = await Promise.all([tab1, tab2, rival].map(countOf));
      const cardsBefore = await shownLoadIds(rival);
      const postedAt = Date.now();
      const posted = await desk('POST', '/loads', {
        brokerReference: `LIVE-${process.pid}-${postedAt}`, rate: 1875, miles: 240,
        vehicles: [{ year: 2023, make: 'Honda', model: 'Accord', subModel: 'EX', weight: 3300, inoperable: false }],
        originName: 'Dallas Auto Auction', originAddress: '5333 W Kiest Blvd', originCity: 'Dallas', originState: 'TX', originZip: '75236',
        destinationName: 'Austin Motors', destinationAddress: '100 Congress Ave', destinationCity: 'Austin', destinationState: 'TX', destinationZip: '78701',
        earliestPickup: dayFromToday(1), latestPickup: dayFromToday(4), earliestDelivery: dayFromToday(2), latestDelivery: dayFromToday(7),
      });
      expect(posted.status).toBe(201);
      const offer = (tab: Page) => tab.getByRole('status', { name: 'New loads' }).getByText('1 new load —');
      const shownAfter = await Promise.all([tab1, tab2, rival].map((tab) => msUntilShown(offer(tab), postedAt, boardDeadlineMs)));
      process.stdout.write(`${title}: '1 new load — Show' after ${shownAfter.join(', ')} ms (tab 1, tab 2, other carrier)\n`);
      // The list does not move under the dispatcher's eyes until Show.
      expect(await shownLoadIds(rival)).toEqual(cardsBefore);
      await expect(Promise.all([tab1, tab2, rival].map(countOf))).resolves.toEqual(before);

      for (const [tab, count] of [[tab1, before[0]], [rival, before[2]]] as const) {
        await tab.getByRole('button', { name: 'Show', exact: true }).click();
        await resultCard(tab, posted.body.id).waitFor();
        await tab.getByText(`${count + 1} LOADS`).waitFor();
      }
      // Recently Added first: the new load heads the list.
      expect((await shownLoadIds(rival))[0]).toBe(posted.body.id);
      await expect(Promise.all([tab1, tab2, rival].map(wasReloaded))).resolves.toEqual([false, false, false]);
      recordFlowRun();
    });

    test("a load claimed in another tab of the same carrier reads 'Claimed' in both search tabs within 2 s, out of the count", async () => {
      const tomorrow = dayFromToday(1);
      const shown = new Set(await shownLoadIds(tab1));
      const inBoth = (await shownLoadIds(tab2)).filter((id) => shown.has(id) && id !== claimedId);
      const load = await setup.first.db.db.selectFrom('loads').select(['id', 'earliestPickup', 'latestDelivery'])
        .where('id', 'in', inBoth).where('earliestPickup', '>=', tomorrow).where('latestDelivery', 'is not', null)
        .where('carrierClientId', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
      const before = await Promise.all([tab1, tab2].map(countOf));
      const claimer = await demoBrowser.context.newPage();
      await claimer.goto(`${setup.first.baseUrl}/load/${load.id}/assign`);
      await claimer.getByLabel('Pick-up date').fill(load.earliestPickup!);
      await claimer.getByLabel('Drop-off date').fill(load.latestDelivery!);
      const claimedAt = Date.now();
      await claimer.getByRole('button', { name: 'Claim Load' }).click();

      const marked = (tab: Page) => resultCard(tab, load.id).getByText('Claimed', { exact: true });
      const shownAfter = await Promise.all([tab1, tab2].map((tab) => msUntilShown(marked(tab), claimedAt, boardDeadlineMs)));
      process.stdout.write(`${title}: 'Claimed' in tab 1 after ${shownAfter[0]} ms, in tab 2 after ${shownAfter[1]} ms\n`);
      for (const tab of [tab1, tab2]) {
        await expect(resultCard(tab, load.id).getByText(/no longer available/i).count()).resolves.toBe(0);
      }
      await expect(Promise.all([tab1, tab2].map(countOf))).resolves.toEqual(before.map((count) => count - 1));
      await claimer.waitForURL((url) => url.pathname === `/load/${load.id}/assign-driver`);
      await claimer.close();
      await expect(Promise.all([tab1, tab2].map(wasReloaded))).resolves.toEqual([false, false]);
      recordFlowRun();
    });

    test('signing out in tab 2 signs tab 1 out without reloading it, and leaves the other carrier signed in', async () => {
      await tab2.bringToFront();
      const signedOutAt = Date.now();
      await tab2.getByRole('button', { name: 'Log out' }).first().click();
      const inTab1 = await msUntilShown(tab1.getByRole('link', { name: 'Log in' }).first(), signedOutAt, boardDeadlineMs);
      process.stdout.write(`${title}: tab 1 signed out ${inTab1} ms after the click in tab 2\n`);
      await expect(tab1.getByRole('button', { name: 'Log out' }).count()).resolves.toBe(0);
      await tab2.waitForURL((url) => url.pathname === '/');
      await expect(wasReloaded(tab1)).resolves.toBe(false);
      await rival.getByRole('button', { name: 'Log out' }).first().waitFor();
      await expect(wasReloaded(rival)).resolves.toBe(false);
      recordFlowRun();
    });

    test('a tab signed out by another lands home, where signing out in the tab itself lands', async () => {
      await tab1.getByRole('link', { name: 'Log in' }).first().waitFor();
      expect(new URL(tab1.url()).pathname).toBe('/');
      recordFlowRun();
    });
  });
}

liveBoardFlows(describeInBrowser, 'the live board and tabs in step on one API process', async () => {
  const haulboard = await startHaulboard({ loads });
  return { first: haulboard, second: haulboard, stop: () => haulboard.stop() };
});

liveBoardFlows(describeOnTwoProcesses, 'the live board and tabs in step on two API processes sharing PostgreSQL and Redis', async () => {
  const two = await startTwoHaulboards({ loads });
  return { first: two.a, second: two.b, stop: two.stop };
});
