import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailBillOfLading } from '../../../src/server/services/inspections/billOfLadingMail';
import { issueDriverLink } from '../../../src/server/services/driverLink/sendLink';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { aVehicle, carrierSession, claimedBy, insertDriver, insertLoad, type CarrierSession } from '../lists/support';
import { aKey, inspectionBody, postInspection, sendPhoto, testJpeg } from '../inspections/support';
import { imageCount } from './inspectionRecords';

// pdf-parse's index runs a self-test on require; its library entry does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ numpages: number; text: string }>;

/** Issue 24: the shipper and the receiver get the bill of lading as a PDF by mail when they give an e-mail at signing. */
describeEachDatabase('the bill of lading by mail', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let carrier: CarrierSession;
  beforeAll(async () => { app = await testApp(getDb(), { clock, env: { CARRIER_MAIL_PER_HOUR: '2', CARRIER_MAIL_PER_DAY: '10' } }); });
  beforeEach(async () => {
    clock.pin('2026-11-25T22:00:00.000Z');
    carrier = await carrierSession(app, getDb(), 'Blue Ridge Car Carriers');
  });
  afterAll(() => app.close());

  /**
   * A load of this carrier inspected by its driver's phone at both ends with two photos, the customer giving these
   * addresses; submitting each inspection mails its bill.
   */
  const inspectedLoad = async (emails: { pickup?: string | null; delivery?: string | null } = {}, delivery = {}) => {
    const db = getDb();
    const driverId = await insertDriver(db, carrier.clientId, { firstName: 'Rosa', lastName: 'Diaz' });
    const token = await issueDriverLink(app, driverId);
    const id = await insertLoad(db, { ...claimedBy(carrier, 'PendingPickup'), driverId, vehicles: [aVehicle({ year: 2019, make: 'Honda', model: 'Accord' })] });
    const photos = [];
    for (const angle of ['front', 'back'] as const) {
      const photoKey = aKey();
      expect((await sendPhoto(app, token, id, photoKey, await testJpeg(640, 480))).statusCode).toBeLessThan(300);
      photos.push({ photoKey, angle });
    }
    const stages = [
      ['pickup', 'Marco Yard', '2026-11-24T14:05:00.000Z', {}],
      ['delivery', 'Sam Lot', '2026-11-25T21:40:00.000Z', delivery],
    ] as const;
    for (const [stage, name, inspectedAt, overrides] of stages) {
      const body = inspectionBody(stage, 1, { inspectedAt, ...overrides });
      const vehicles = [{ ...body.vehicles[0]!, vin: '1HGCM82633A004352', photos }];
      const answer = await postInspection(app, token, id, { ...body, vehicles, customer: { ...body.customer, name, email: emails[stage] ?? null } });
      expect(answer.statusCode).toBe(201);
    }
    return id;
  };
  const mailed = async (): Promise<ParsedMail[]> => {
    const rows = await getDb().db.selectFrom('outbox').select('raw').where('clientId', '=', carrier.clientId).orderBy('id').execute();
    return Promise.all(rows.map((row) => simpleParser(row.raw)));
  };

  test('the bill of lading goes to the address the shipper gave at pick-up, as a PDF of the bills alone', async () => {
    const id = await inspectedLoad({ pickup: 'yard@dallas-auction.test' });
    const [mail] = await mailed();
    expect(mail.to).toMatchObject({ value: [{ address: 'yard@dallas-auction.test', name: 'Marco Yard' }] });
    expect(mail.subject).toBe(`Bill of lading for load ${id} — picked up by Blue Ridge Car Carriers`);
    expect(mail.text).toContain(`Blue Ridge Car Carriers picked up load ${id} at Dallas Auto Auction, Dallas, TX on 11/24/2026 8:05 AM CST`);
    expect(mail.text).toContain('This message was sent by Blue Ridge Car Carriers through Haulboard.');
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: `Bill of lading - Load ${id}.pdf`, contentType: 'application/pdf' });
    const pdf = await pdfParse(attachment.content);
    expect(pdf.numpages).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('1HGCM82633A004352');
    expect(pdf.text).not.toContain('Dispatch Sheet');
    // The bill as it stands at pick-up: the two photos taken there.
    expect(imageCount(attachment.content)).toBe(2);
  });

  test('at delivery the bill goes to the receiver\'s address, saying delivered and subject to inspection when asked', async () => {
    const id = await inspectedLoad({ pickup: 'yard@dallas-auction.test', delivery: 'desk@atlanta-motors.test' }, { subjectToInspection: true });
    const [, mail] = await mailed();
    expect(mail.to).toMatchObject({ value: [{ address: 'desk@atlanta-motors.test', name: 'Sam Lot' }] });
    expect(mail.subject).toBe(`Bill of lading for load ${id} — delivered by Blue Ridge Car Carriers`);
    expect(mail.text).toContain('on 11/25/2026 4:40 PM EST');
    expect(mail.text).toContain('The vehicles were received subject to inspection.');
  });

  test('no mail is sent when the customer gave no e-mail, or something that is not one', async () => {
    const id = await inspectedLoad({ pickup: null, delivery: 'not an address, Bcc: all@example.test' });
    expect(await mailed()).toHaveLength(0);
    expect(await mailBillOfLading(app, id, 'pickup')).toBe('noAddress');
    expect(await mailBillOfLading(app, id, 'delivery')).toBe('noAddress');
  });

  test('a load without that stage\'s inspection sends nothing', async () => {
    const id = await insertLoad(getDb(), claimedBy(carrier, 'InRoute'));
    expect(await mailBillOfLading(app, id, 'pickup')).toBe('notInspected');
    expect(await mailBillOfLading(app, 999_999_9, 'delivery')).toBe('notInspected');
    expect(await mailed()).toHaveLength(0);
  });

  test('the bills count against the carrier\'s mail limits: past them nothing is sent and the inspection stays', async () => {
    const ids = [await inspectedLoad({ pickup: 'a@shipper.test' }), await inspectedLoad({ pickup: 'b@shipper.test' }), await inspectedLoad({ pickup: 'c@shipper.test' })];
    const stored = await getDb().db.selectFrom('inspections').select('loadId').where('loadId', 'in', ids).where('stage', '=', 'pickup').execute();
    expect(stored).toHaveLength(3);
    expect((await mailed()).map((mail) => (mail.to as { value: { address: string }[] }).value[0].address)).toEqual(['a@shipper.test', 'b@shipper.test']);
    clock.advance(60 * 60_000);
    expect(await mailBillOfLading(app, ids[2], 'pickup')).toBe('sent');
  });

  test('a mail service failure is logged and answered, never thrown, and the inspection stays', async () => {
    const send = jest.spyOn(app.mailer, 'send').mockRejectedValue(new Error('SMTP is down'));
    try {
      const id = await inspectedLoad({ pickup: 'yard@dallas-auction.test' });
      expect(await mailBillOfLading(app, id, 'pickup')).toBe('failed');
    } finally {
      send.mockRestore();
    }
  });
});
