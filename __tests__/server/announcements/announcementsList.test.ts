import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { clearAnnouncements, insertAnnouncementRow } from './support';

const list = (query: string) => ({ url: `/api/Announcements/List?${query}` });
const titles = (body: { announcements: { title: string }[] }) => body.announcements.map(({ title }) => title);

/** GET Announcements/List (account spec 2.4, 3 and 7): what the banner and the landing carousel show. */
describeEachDatabase('GET /api/Announcements/List', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());
  beforeEach(() => clearAnnouncements(getDb()));

  test('announcements are public: the landing page reads them without signing in', async () => {
    await insertAnnouncementRow(getDb());
    const response = await app.inject(list('active=true&current=true&SourceApplication=HaulboardWeb'));
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(['Find loads on the go']);
  });

  test('each announcement answers its id, targetType, title, details, rotationTimeInSeconds and call to action, camelCase', async () => {
    const id = await insertAnnouncementRow(getDb(), {
      targetType: 'CIHeader', title: 'Quick Pay is here', details: 'Get paid in 14 days.', rotationTimeInSeconds: 6,
      callToActionCopy: 'Payment preferences', callToActionUrl: '/payment-preferences',
    });
    const response = await app.inject(list('Active=true&Current=true'));
    expect(response.json()).toEqual({
      announcements: [{
        id, targetType: 'CIHeader', title: 'Quick Pay is here', details: 'Get paid in 14 days.', rotationTimeInSeconds: 6,
        callToActionCopy: 'Payment preferences', callToActionUrl: '/payment-preferences',
      }],
    });
  });

  test('with active=true inactive announcements are left out', async () => {
    await insertAnnouncementRow(getDb(), { title: 'Shown' });
    await insertAnnouncementRow(getDb(), { title: 'Switched off', active: 0 });
    expect(titles((await app.inject(list('active=true'))).json())).toEqual(['Shown']);
    expect(titles((await app.inject(list('active=false'))).json())).toEqual(['Shown', 'Switched off']);
  });

  test('with current=true an announcement shows from its start instant and not before', async () => {
    await insertAnnouncementRow(getDb(), { startsAt: '2026-04-01T12:00:00.000Z' });
    clock.pin('2026-04-01T11:59:59.999Z');
    expect(titles((await app.inject(list('active=true&current=true'))).json())).toEqual([]);
    clock.pin('2026-04-01T12:00:00.000Z');
    expect(titles((await app.inject(list('active=true&current=true'))).json())).toHaveLength(1);
  });

  test('with current=true an announcement shows until its end instant and not after', async () => {
    await insertAnnouncementRow(getDb(), { endsAt: '2026-04-30T18:00:00.000Z' });
    clock.pin('2026-04-30T17:59:59.999Z');
    expect(titles((await app.inject(list('active=true&current=true'))).json())).toHaveLength(1);
    clock.pin('2026-04-30T18:00:00.001Z');
    expect(titles((await app.inject(list('active=true&current=true'))).json())).toEqual([]);
  });

  test('without current=true announcements outside their window are listed too', async () => {
    await insertAnnouncementRow(getDb(), { title: 'Next month', startsAt: '2026-06-01T00:00:00.000Z' });
    clock.pin('2026-05-01T00:00:00.000Z');
    expect(titles((await app.inject(list('active=true'))).json())).toEqual(['Next month']);
  });

  test('announcements are listed in the order they were published', async () => {
    for (const title of ['First', 'Second', 'Third']) await insertAnnouncementRow(getDb(), { title });
    expect(titles((await app.inject(list('active=true&current=true'))).json())).toEqual(['First', 'Second', 'Third']);
  });

  test('no announcement answers an empty list', async () => {
    expect((await app.inject(list('active=true&current=true'))).json()).toEqual({ announcements: [] });
  });

  test.each([
    ['active=maybe', 'active'],
    ['current=yesterday', 'current'],
    ['active=true&active=false', 'active'],
  ])('a malformed query (%s) answers 400 naming the field, never 500', async (query, field) => {
    const response = await app.inject(list(query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'validation_failed', errors: [{ field, message: expect.any(String) }] });
  });
});
