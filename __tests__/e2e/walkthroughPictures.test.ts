import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { APP_GUIDE_VIDEOS, TUTORIAL_VIDEOS, videoPath } from '../../src/client/features/help/tutorials';
import { WALKTHROUGHS, WALKTHROUGH_PICTURES, type WalkthroughPictureName } from '../../src/client/features/help/walkthroughs';
import { walkthroughPicturesDir } from '../../src/server/http/static';
import { LOAD_NOT_FOUND } from '../../src/shared/loadRefusals';
import { WALKTHROUGH_PICTURE_MAX_BYTES, WALKTHROUGH_PICTURE_SIZE } from '../../src/shared/walkthroughPictures';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';
import { aClaimableLoad } from './support/loads';

jest.setTimeout(600_000);

const phone = { width: WALKTHROUGH_PICTURE_SIZE.width, height: 844 };
/** The phone's sticky top bar and a little air: a picture starts with the bar, then the screen's part. */
const belowTopBar = 68;
const pictureNames = Object.keys(WALKTHROUGH_PICTURES) as WalkthroughPictureName[];
const pictureFile = (name: string) => path.join(walkthroughPicturesDir, `${name}.png`);

/** Width and height from a PNG's header, which follows its 8-byte signature. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Drives the real app in Chromium, as the demo carrier on a 390 px phone, to each screen a walkthrough step shows,
 * and writes its picture into public/walkthroughs, so the pictures follow the screens each time the suite runs.
 */
describeInBrowser('the written walkthroughs are illustrated with the real screens', () => {
  const session = useBrowserSession({ signedInAt: '/search', viewport: phone });
  const page = () => session.page;
  const open = (pathname: string) => page().goto(`${session.haulboard.baseUrl}${pathname}`);
  const main = () => page().locator('#main-content');
  const taken = new Set<WalkthroughPictureName>();

  /** The picture from the top bar down, with `part` scrolled to just below the bar where the page allows it. */
  async function shoot(name: WalkthroughPictureName, part: Locator): Promise<void> {
    await part.waitFor();
    // The focus ring of a screen's heading (focused on navigation) would only distract in a picture.
    await page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page().evaluate(() => document.fonts.ready);
    const before = (await part.boundingBox())!;
    await page().evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), before.y - belowTopBar);
    const { y } = (await part.boundingBox())!;
    const lowest = phone.height - WALKTHROUGH_PICTURE_SIZE.height;
    const top = Math.max(0, Math.min(Math.round(y) - belowTopBar, lowest));
    // A sliver of the top bar at the picture's edge is noise: the whole bar, or none of it.
    await page().screenshot({
      path: pictureFile(name),
      clip: { x: 0, y: top < belowTopBar ? 0 : top, ...WALKTHROUGH_PICTURE_SIZE },
      animations: 'disabled',
      caret: 'hide',
    });
    taken.add(name);
  }

  test('each picture is taken on its screen: searching, saving, getting around, claiming, changing and cancelling a load, getting paid', async () => {
    fs.mkdirSync(walkthroughPicturesDir, { recursive: true });
    for (const file of fs.readdirSync(walkthroughPicturesDir)) {
      if (!pictureNames.some((name) => `${name}.png` === file)) fs.rmSync(path.join(walkthroughPicturesDir, file));
    }
    const load = await aClaimableLoad(session.haulboard);
    const button = (name: string) => page().getByRole('button', { name, exact: true });

    // Find Loads, before and during a search from Dallas.
    await button('Search for Loads').waitFor();
    await shoot('find-loads', main());
    await page().getByRole('button', { name: /^From/ }).click();
    await page().getByPlaceholder('From where?').fill('Dal');
    await page().getByRole('button', { name: /^Dallas, TX/ }).first().waitFor();
    await shoot('from-where', page().getByRole('dialog', { name: 'From where?' }));
    await page().getByRole('button', { name: /^Dallas, TX/ }).first().click();
    const advanced = page().locator('details', { has: page().getByText('Advanced Search Options') });
    await advanced.locator('summary').click();
    await shoot('advanced-options', advanced);
    await advanced.locator('summary').click();
    await button('Search for Loads').click();
    await shoot('search-results', page().getByText(/^\d+ LOADS?$/));
    await page().getByRole('button', { name: /^Save load \d+$/ }).first().click();
    await page().getByRole('button', { name: /^Saved load \d+$/ }).first().waitFor();

    await open('/loads/saved');
    await page().locator('.saved-loads__grid article').first().waitFor();
    await shoot('saved-loads', main());

    // Getting around.
    await open('/dashboard');
    await page().getByRole('heading', { name: 'My Tasks' }).waitFor();
    await shoot('dashboard', main());
    await page().getByRole('button', { name: 'Open shortcuts' }).click();
    await shoot('shortcut-menu', page().getByRole('navigation', { name: 'Shortcuts' }));
    await page().getByRole('button', { name: 'Close shortcuts' }).click();
    await page().getByRole('button', { name: 'Open menu' }).click();
    await shoot('side-menu', page().getByRole('navigation', { name: 'Side menu' }));
    await page().getByRole('button', { name: 'Close menu' }).click();
    await open('/my-account');
    await page().getByText('View and edit profile').waitFor();
    await shoot('settings-tabs', main());

    // A load by its number, claimed with a driver.
    await button('Load #').click();
    const numberBox = page().getByRole('dialog', { name: 'Search Load #' });
    await numberBox.getByRole('searchbox', { name: 'Search Load #' }).fill(String(load.id));
    await shoot('load-number-box', numberBox);
    await numberBox.getByRole('searchbox', { name: 'Search Load #' }).press('Enter');
    await page().waitForURL((url) => url.pathname === `/load/${load.id}`);
    await page().getByRole('link', { name: 'Claim Load', exact: true }).waitFor();
    await shoot('load-detail', main());
    await page().getByRole('link', { name: 'Claim Load', exact: true }).click();
    await page().getByText('STEP 1 OF 2').waitFor();
    await page().getByLabel('Pick-up date').fill(load.earliestPickup!);
    await page().getByLabel('Drop-off date').fill(load.latestDelivery!);
    await shoot('claim-schedule', main().locator('form').first());
    await button('Claim Load').click();
    await page().getByText('STEP 2 OF 2').waitFor();
    await page().getByRole('radio', { name: /Marcus Johnson/ }).check();
    await button('Assign Driver').waitFor();
    await shoot('claim-driver', main().getByPlaceholder('Filter by name'));
    await button('Assign Driver').click();
    await page().getByText('LOAD CLAIMED').waitFor();
    await shoot('load-claimed', main());

    // Managing the claimed load.
    await open('/loads/claimed');
    await page().locator('.list-actions__count').waitFor();
    await shoot('my-loads-tabs', main());
    await open(`/load/${load.id}`);
    await shoot('assigned-load', page().getByRole('region', { name: 'Assigned driver' }));
    await open(`/load/${load.id}/change-driver`);
    await button('Change Driver').waitFor();
    await page().getByRole('radio', { checked: false }).first().check();
    await shoot('change-driver', main());
    await open(`/load/${load.id}/change-pickup-dropoff`);
    await button('Save Changes').waitFor();
    await shoot('change-dates', main());
    await open(`/load/${load.id}`);
    await button('Cancel Load').click();
    const reasons = page().getByRole('dialog', { name: 'Reason for Cancelling' });
    await reasons.getByRole('radio', { name: 'Truck breakdown' }).check();
    await shoot('cancel-reason', reasons);
    await page().keyboard.press('Escape');

    // Getting paid, and a number that is not on the board.
    await open('/invoices/pending');
    await page().getByRole('heading', { name: 'Pending Payment' }).waitFor();
    await page().getByText(/^\d+ Invoices?$/).waitFor();
    await shoot('pending-payment', main());
    await button('Load #').click();
    const unknownNumber = page().getByRole('dialog', { name: 'Search Load #' }).getByRole('searchbox', { name: 'Search Load #' });
    await unknownNumber.fill('99999999');
    await unknownNumber.press('Enter');
    await page().getByText(LOAD_NOT_FOUND).waitFor();
    await shoot('load-number-not-found', page().getByRole('dialog').filter({ hasText: LOAD_NOT_FOUND }));

    expect([...taken].sort()).toEqual([...pictureNames].sort());
    recordFlowRun();
  });

  test("every step's picture is in public/walkthroughs: a 390 × 600 PNG of at most 80 KB, and no picture is left that no step shows", () => {
    const shown = new Set(Object.values(WALKTHROUGHS).flatMap((walkthrough) => walkthrough.steps.map((step) => step.picture)));
    expect([...shown].sort()).toEqual([...pictureNames].sort());
    for (const name of pictureNames) {
      expect({ name, exists: fs.existsSync(pictureFile(name)) }).toEqual({ name, exists: true });
      expect({ name, size: pngSize(pictureFile(name)) }).toEqual({ name, size: WALKTHROUGH_PICTURE_SIZE });
      expect(fs.statSync(pictureFile(name)).size).toBeLessThanOrEqual(WALKTHROUGH_PICTURE_MAX_BYTES);
    }
    expect(fs.readdirSync(walkthroughPicturesDir).sort()).toEqual(pictureNames.map((name) => `${name}.png`).sort());
    recordFlowRun();
  });

  test("the ten walkthrough pages and the landing's How it Works load every picture, fit a 390 px phone and pass axe", async () => {
    const pages = [...TUTORIAL_VIDEOS, ...APP_GUIDE_VIDEOS].map((video) => ({ at: videoPath(video.slug), steps: WALKTHROUGHS[video.slug].steps.length }));
    pages.push({ at: '/', steps: WALKTHROUGHS.overview.steps.length });
    expect(pages).toHaveLength(11);
    for (const { at, steps } of pages) {
      await open(at);
      const walkthrough = page().locator('section.walkthrough');
      await walkthrough.waitFor();
      const pictures = walkthrough.getByRole('img');
      expect({ at, pictures: await pictures.count() }).toEqual({ at, pictures: steps });
      for (const src of await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')!))) {
        const answer = await page().request.get(`${session.haulboard.baseUrl}${src}`);
        expect({ src, status: answer.status(), type: answer.headers()['content-type'] }).toEqual({ src, status: 200, type: 'image/png' });
      }
      expect(await sidewaysOverflow(page())).toEqual([]);
      expect(await seriousAxeViolations(page())).toEqual([]);
    }
    recordFlowRun();
  });
});
