import { simpleParser } from 'mailparser';
import { replayActions } from '../../src/client/app/replay/replayActions';
import { REDACTED } from '../../src/shared/redaction';
import { readReplayFile, REPLAY_FILE_NAME } from '../../src/shared/replay';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { aClaimableLoad } from './support/loads';
import { searchFromDallas } from './support/search';

jest.setTimeout(180_000);

/** Issue 20: an engineer can replay a dispatcher's problem from the Contact Us mail. */
describeInBrowser('a replay of a real flow, attached on Contact Us', () => {
  const session = useBrowserSession({ signedInAt: '/search' });

  test('search, open a load, save it, claim it, then send feedback with a replay that replays to the same state with no secret in it', async () => {
    const { page } = session;
    await searchFromDallas(page);
    const cards = page.locator('.search-results__list > li article')
      .filter({ has: page.getByRole('button', { name: /^Save load \d+$/ }) });
    await cards.first().waitFor();
    const shown = (await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('data-load-id')))).map(Number);
    const load = await aClaimableLoad(session.haulboard, { among: shown });
    const loadId = load.id;
    const card = page.locator(`.search-results__list > li article[data-load-id="${loadId}"]`);
    await card.getByRole('link', { name: / to / }).first().click();
    await page.waitForURL((url) => url.pathname === `/load/${loadId}`);

    await page.getByRole('button', { name: `Save load ${loadId}` }).first().click();
    await page.getByRole('button', { name: `Saved load ${loadId}` }).first().waitFor();

    await page.getByRole('link', { name: 'Claim Load', exact: true }).or(page.getByRole('button', { name: 'Claim Load', exact: true })).first().click();
    await page.getByLabel('Pick-up date').fill(load.earliestPickup!.slice(0, 10));
    await page.getByLabel('Drop-off date').fill(load.latestDelivery!.slice(0, 10));
    await page.getByRole('button', { name: 'Claim Load' }).click();
    await page.waitForURL((url) => url.pathname === `/load/${loadId}/assign-driver`);
    await page.getByRole('link', { name: 'SKIP AND ASSIGN LATER', exact: true }).or(page.getByRole('button', { name: 'SKIP AND ASSIGN LATER', exact: true })).first().click();
    await page.getByText('LOAD CLAIMED').waitFor();

    const persisted = await page.evaluate(() => window.localStorage.getItem('persist:haulboard.session'));
    const accessToken: string = JSON.parse(JSON.parse(persisted!).token).accessToken;
    expect(accessToken.length).toBeGreaterThan(10);

    // In-app navigation, as a link does: a reload would start a new store and an empty recording.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/contact-us');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/contact-us');
    await page.getByLabel('Submit Your Feedback').fill('The claim took a while.');
    await page.getByRole('checkbox', { name: 'Include a replay of my recent actions' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();

    const row = await session.haulboard.db.db.selectFrom('outbox').select('raw').where('subject', 'like', 'Feedback from%')
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    const attachment = (await simpleParser(row.raw)).attachments.find(({ filename }) => filename === REPLAY_FILE_NAME);
    const text = attachment!.content.toString('utf8');
    const replay = readReplayFile(text);
    const { screens, matchesRecording } = replayActions(replay);

    const readable = JSON.stringify(replay);
    const secretsFound = [accessToken, '"haulboard"'].filter((secret) => text.includes(secret) || readable.includes(secret));
    process.stdout.write(`replay: ${replay.actions.length} actions, screens ${screens.map(({ path }) => path).join(' → ')}, `
      + `replayed state ${matchesRecording ? 'equal to' : 'DIFFERENT from'} the tab's, secrets found: ${secretsFound.length}\n`);
    expect(matchesRecording).toBe(true);
    expect(secretsFound).toEqual([]);
    expect(readable).toContain(REDACTED);
    expect(screens.map(({ path }) => path)).toEqual(expect.arrayContaining([`/load/${loadId}`, `/load/${loadId}/assign-driver`, '/contact-us']));
    recordFlowRun();
  });
});
