import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import type { DeskContext } from '../../../src/server/desk/verbs';
import { findAnnouncements } from '../../../src/server/repositories/announcements';
import { describeEachDatabase } from '../support/databases';
import { clearAnnouncements, insertAnnouncementRow } from './support';

const now = '2026-05-10T09:30:00.000Z';

/** `npm run desk -- announcement add|list|end`: the operator publishes and ends announcements. */
describeEachDatabase('desk: announcements', (getDb) => {
  let printed: string[];
  const desk = (...argv: string[]) => {
    const context: DeskContext = { db: getDb().db, clock: fixedClock(now), print: (line) => printed.push(line) };
    return runDesk(argv, context);
  };
  const stored = () => findAnnouncements(getDb().db);

  beforeEach(async () => {
    printed = [];
    await clearAnnouncements(getDb());
  });

  test('add publishes a banner announcement live from now, with its rotation and link', async () => {
    const code = await desk('announcement', 'add', '--target', 'CIHeader', '--title', 'Quick Pay is here',
      '--details', 'Get paid in 14 days.', '--rotation', '6', '--cta-copy', 'Payment preferences', '--cta-url', '/payment-preferences');
    expect(code).toBe(0);
    expect(await stored()).toEqual([expect.objectContaining({
      targetType: 'CIHeader', title: 'Quick Pay is here', details: 'Get paid in 14 days.', rotationTimeInSeconds: 6,
      callToActionCopy: 'Payment preferences', callToActionUrl: '/payment-preferences', active: 1, startsAt: now, endsAt: null,
    })]);
    expect(printed.join('\n')).toMatch(/^Added #\d+ CIHeader current/);
  });

  test('add takes the window it is given and rotates every 10 seconds unless told', async () => {
    await desk('announcement', 'add', '--target', 'CIBody', '--title', 'Holiday hours', '--details', 'Dispatch closes at 2pm.',
      '--starts', '2026-12-24T00:00:00-05:00', '--ends', '2026-12-26T00:00:00-05:00');
    expect(await stored()).toEqual([expect.objectContaining({
      targetType: 'CIBody', rotationTimeInSeconds: 10, callToActionCopy: null, callToActionUrl: null,
      startsAt: '2026-12-24T05:00:00.000Z', endsAt: '2026-12-26T05:00:00.000Z',
    })]);
  });

  test.each([
    [['--target', 'Sidebar', '--title', 'T', '--details', 'D'], /target must be one of CIHeader, CIBody/],
    [['--target', 'CIBody', '--details', 'D'], /title is required/],
    [['--target', 'CIBody', '--title', 'T', '--details', 'D', '--cta-copy', 'Read more'], /a link needs both its copy and its url/],
    [['--target', 'CIBody', '--title', 'T', '--details', 'D', '--cta-copy', 'Go', '--cta-url', 'javascript:alert(1)'], /link url/],
    [['--target', 'CIBody', '--title', 'T', '--details', 'D', '--starts', 'soon'], /starts must be an ISO-8601 instant/],
    [['--target', 'CIBody', '--title', 'T', '--details', 'D', '--ends', '2026-01-01T00:00:00Z'], /ends must be after starts/],
    [['--target', 'CIBody', '--title', 'T', '--details', 'D', '--rotation', '0'], /--rotation must be a whole number from 1/],
    [['--target', 'CIBody', '--title', 'T', '--details', 'D', '--colour', 'red'], /Unknown option '--colour'/],
  ])('add refuses a wrong announcement (%j), says why and stores nothing', async (args, reason) => {
    expect(await desk('announcement', 'add', ...args)).toBe(1);
    expect(printed.join('\n')).toMatch(reason);
    expect(printed.join('\n')).toContain('Usage: npm run desk -- announcement add');
    expect(await stored()).toEqual([]);
  });

  test.each([
    '/\\evil.example', '/\\\\evil.example', '\\/evil.example', '/%5Cevil.example', '/%5c%5cevil.example', '/%2F/evil.example',
    '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example', 'https://evil.example\\@haulboard.app',
  ])('an in-app link a browser would read as another site is refused (%j)', async (url) => {
    expect(await desk('announcement', 'add', '--target', 'CIBody', '--title', 'T', '--details', 'D', '--cta-copy', 'Go', '--cta-url', url)).toBe(1);
    expect(printed.join('\n')).toMatch(/link url/);
    expect(await stored()).toEqual([]);
  });

  test.each(['/payment-preferences', '/search?origin=St.%20Louis%2C%20MO', 'https://haulboard.app/news'])('a path of the app or an http(s) address is a link (%j)', async (url) => {
    expect(await desk('announcement', 'add', '--target', 'CIBody', '--title', 'T', '--details', 'D', '--cta-copy', 'Go', '--cta-url', url)).toBe(0);
    expect(await stored()).toEqual([expect.objectContaining({ callToActionUrl: url })]);
  });

  test('list prints every announcement with its id, target, status at now and window', async () => {
    await insertAnnouncementRow(getDb(), { title: 'Live', startsAt: '2026-05-01T00:00:00.000Z' });
    await insertAnnouncementRow(getDb(), { title: 'Later', targetType: 'CIHeader', startsAt: '2026-06-01T00:00:00.000Z' });
    await insertAnnouncementRow(getDb(), { title: 'Over', startsAt: '2026-04-01T00:00:00.000Z', endsAt: '2026-05-01T00:00:00.000Z' });
    await insertAnnouncementRow(getDb(), { title: 'Off', active: 0 });
    expect(await desk('announcement', 'list')).toBe(0);
    expect(printed.map((line) => line.replace(/^#\d+ /, '').split(':')[0].split(' ').slice(0, 2).join(' '))).toEqual([
      'CIBody current', 'CIHeader scheduled', 'CIBody ended', 'CIBody inactive',
    ]);
  });

  test('list says so when there are none', async () => {
    await desk('announcement', 'list');
    expect(printed).toEqual(['No announcements.']);
  });

  test('end ID ends the announcement now by the clock, so the banner stops showing it', async () => {
    const id = await insertAnnouncementRow(getDb());
    expect(await desk('announcement', 'end', String(id))).toBe(0);
    expect((await stored())[0].endsAt).toBe(now);
    expect(printed[0]).toMatch(new RegExp(`^Ended #${id} CIBody ended`));
  });

  test('end leaves an earlier end as it was', async () => {
    const id = await insertAnnouncementRow(getDb(), { endsAt: '2026-05-01T00:00:00.000Z' });
    await desk('announcement', 'end', String(id));
    expect((await stored())[0].endsAt).toBe('2026-05-01T00:00:00.000Z');
  });

  test('end of an unknown id or a non-number says so', async () => {
    expect(await desk('announcement', 'end', '999999')).toBe(1);
    expect(printed).toEqual(['No announcement #999999.']);
    expect(await desk('announcement', 'end', 'latest')).toBe(1);
    expect(printed.join('\n')).toMatch(/--id must be a whole number/);
  });

  test('an unknown group or verb prints the usage of every verb', async () => {
    expect(await desk('announcement', 'publish')).toBe(1);
    expect(await desk('toString')).toBe(1);
    expect(printed.join('\n')).toContain('Unknown desk command "announcement publish"');
    expect(printed.join('\n')).toContain('npm run desk -- announcement end ID');
  });
});
