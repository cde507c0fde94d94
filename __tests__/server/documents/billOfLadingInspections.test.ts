import type { FastifyInstance } from 'fastify';
import type { InspectionDamage, InspectionRecord } from '../../../src/shared/contracts/inspection';
import { findLoadRow } from '../../../src/server/repositories/loadAssignments';
import { findLoadDocumentFacts, type LoadDocumentFacts } from '../../../src/server/repositories/loadDocuments';
import { loadDocumentsPdf } from '../../../src/server/services/documents/loadDocumentsPdf';
import { describeEachDatabase } from '../support/databases';
import { aVehicle, carrierSession, claimedBy, insertDriver, insertLoad, listsApp, type CarrierSession } from '../lists/support';
import { aDamage, anInspectedVehicle, anInspection, aPhoto, imageCount, thumbnailsOf } from './inspectionRecords';

// pdf-parse's index runs a self-test on require; its library entry does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ numpages: number; text: string }>;

const printedAt = new Date('2026-11-26T12:00:00.000Z');

/** Issue 24: each vehicle's bill of lading carries its condition at pick-up and at delivery from the driver's phone. */
describeEachDatabase('bills of lading with the driver\'s inspections', (getDb) => {
  let app: FastifyInstance;
  let carrier: CarrierSession;
  beforeAll(async () => { app = await listsApp(getDb()); });
  beforeEach(async () => { carrier = await carrierSession(app, getDb(), 'Blue Ridge Car Carriers'); });
  afterAll(() => app.close());

  /** The facts of a delivered two-vehicle load of this carrier, as the documents' reader finds them. */
  const loadFacts = async (): Promise<LoadDocumentFacts> => {
    const db = getDb();
    const driverId = await insertDriver(db, carrier.clientId, { firstName: 'Rosa', lastName: 'Diaz' });
    const id = await insertLoad(db, {
      ...claimedBy(carrier, 'Delivered'), driverId,
      vehicles: [aVehicle({ year: 2019, make: 'Honda', model: 'Accord' }), aVehicle({ year: 2021, make: 'Subaru', model: 'Outback' })],
    });
    const row = (await findLoadRow(db.db, id))!;
    return (await findLoadDocumentFacts(app.appContext, { clientId: carrier.clientId, userId: carrier.userId }, row))!;
  };
  const render = async (facts: LoadDocumentFacts, records: InspectionRecord[], pages: 'all' | 'billsOfLading' = 'all') => {
    const images = await thumbnailsOf(records);
    const inspections = { pickup: records.find((record) => record.stage === 'pickup') ?? null, delivery: records.find((record) => record.stage === 'delivery') ?? null };
    const pdf = await loadDocumentsPdf({ ...facts, inspections, images }, { printedAt, timeZone: 'America/Chicago', pages });
    return { pdf, ...(await pdfParse(pdf)) };
  };

  test('each inspected vehicle prints its VIN, odometer and damages in words, codes and notes', async () => {
    const facts = await loadFacts();
    const vehicle = anInspectedVehicle({
      vin: '1HGCV1F34KA123456', odometer: 41250,
      damages: [aDamage({ code: 'D', note: 'Driver door, near the handle' }), aDamage({ view: 'side', code: 'CH', x: 0.8, y: 0.5 })],
    });
    const { text } = await render(facts, [anInspection(facts.load.id, 'pickup', { vehicles: [vehicle] })]);
    for (const words of ['1HGCV1F34KA123456', '41,250 mi', 'Dented (D)', 'Driver door, near the handle', 'Chipped (CH)', 'Condition at pick-up', 'Top view', 'Side view']) {
      expect(text).toContain(words);
    }
  });

  test('an AIAG-coded damage prints its area, type and severity codes with their words', async () => {
    const facts = await loadFacts();
    const damage = aDamage({ code: null, aiag: { area: '19', type: '04', severity: '2' } });
    const { text } = await render(facts, [anInspection(facts.load.id, 'pickup', { kind: 'aiag', vehicles: [anInspectedVehicle({ damages: [damage] })] })]);
    expect(text).toContain('AIAG 19-04-2: Hood, Dented, paint not damaged, 1 to 3 inches');
  });

  test('a damage noted at delivery but not at pick-up is marked NEW; one seen at pick-up is not', async () => {
    const facts = await loadFacts();
    const seen = aDamage({ code: 'S', note: 'Seen at the auction' });
    const delivery = anInspection(facts.load.id, 'delivery', {
      vehicles: [anInspectedVehicle({ damages: [{ ...seen, isNew: false }, aDamage({ code: 'CR', note: 'Windshield crack', isNew: true })] })],
    });
    const { text } = await render(facts, [anInspection(facts.load.id, 'pickup', { vehicles: [anInspectedVehicle({ damages: [seen] })] }), delivery]);
    expect(text).toMatch(/NEW\s*Top view - Cracked \(CR\) - Windshield crack/);
    expect(text.match(/NEW/g)).toHaveLength(1);
  });

  test('the customer\'s and the driver\'s names print with the signing time on the place\'s clock', async () => {
    const facts = await loadFacts();
    const { text } = await render(facts, [anInspection(facts.load.id, 'pickup'), anInspection(facts.load.id, 'delivery')]);
    expect(text).toContain('Shipper signature');
    expect(text).toContain('Consignee signature');
    expect(text).toContain('Marco Yard   11/24/2026 8:05 AM CST');
    expect(text).toContain('Sam Lot   11/25/2026 4:40 PM EST');
    expect(text).toContain('Rosa Diaz   11/24/2026 8:05 AM CST');
  });

  test('a customer not available is stamped CUSTOMER NOT AVAILABLE with the reason instead of a signature', async () => {
    const facts = await loadFacts();
    const customer = { name: '', email: null, signature: null, notAvailableReason: 'Night drop, keys in the lockbox' };
    const { text } = await render(facts, [anInspection(facts.load.id, 'delivery', { customer })]);
    expect(text).toContain('CUSTOMER NOT AVAILABLE');
    expect(text).toContain('Night drop, keys in the lockbox');
  });

  test('SUBJECT TO INSPECTION is stamped at delivery only when the receiver asked for it', async () => {
    const facts = await loadFacts();
    const asked = await render(facts, [anInspection(facts.load.id, 'delivery', { subjectToInspection: true })]);
    expect(asked.text).toContain('SUBJECT TO INSPECTION');
    const plain = await render(facts, [anInspection(facts.load.id, 'delivery')]);
    expect(plain.text).not.toContain('SUBJECT TO INSPECTION');
  });

  test('a corrected inspection prints \'Version 2, corrected\'; a first one prints no version', async () => {
    const facts = await loadFacts();
    expect((await render(facts, [anInspection(facts.load.id, 'pickup', { version: 2 })])).text).toContain('Version 2, corrected');
    expect((await render(facts, [anInspection(facts.load.id, 'pickup')])).text).not.toContain('Version');
  });

  test('the photos\' thumbnails are embedded as images; one not yet received prints an empty frame', async () => {
    const facts = await loadFacts();
    const photos = [aPhoto('front'), aPhoto('back'), aPhoto('left'), aPhoto('right')];
    const damagePhoto = aPhoto('closeUp');
    const record = anInspection(facts.load.id, 'pickup', { vehicles: [anInspectedVehicle({ photos, damages: [aDamage({ photos: [damagePhoto] })] })] });
    const images = await thumbnailsOf([record]);
    images.delete(photos[3].photoId);
    const pdf = await loadDocumentsPdf({ ...facts, inspections: { pickup: record, delivery: null }, images }, { printedAt });
    expect(imageCount(pdf)).toBe(4);
    const { text } = await pdfParse(pdf);
    expect(text).toMatch(/Not yet\s*received/);
    expect(text).toContain('Damage 1');
  });

  test('a vehicle whose inspections do not fit on one page continues on a second page of its own', async () => {
    const facts = await loadFacts();
    const crowded = anInspectedVehicle({
      photos: Array.from({ length: 30 }, () => aPhoto('closeUp')),
      damages: Array.from({ length: 40 }, (_, index) => aDamage({ x: (index % 10) / 10, note: `Mark ${index + 1}` })),
    });
    const records = [anInspection(facts.load.id, 'pickup', { vehicles: [crowded] }), anInspection(facts.load.id, 'delivery', { vehicles: [crowded] })];
    const { numpages, text, pdf } = await render(facts, records);
    expect(numpages).toBeGreaterThan(1 + facts.load.vehicles.length);
    // Every page past one per vehicle is a headed continuation, none an overflow pdfkit started on its own.
    expect(numpages).toBe(1 + facts.load.vehicles.length + (text.match(/Bill of Lading \(continued\)/g) ?? []).length);
    expect(text).toContain('Mark 40');
    expect(imageCount(pdf)).toBe(60);
  });

  test('what a phone can send (control characters, emoji, long notes, strokes at the pad\'s edges) prints without breaking the bill', async () => {
    const facts = await loadFacts();
    const edges = [[0, 0], [1000, 1000, 0, 1000, 1000, 0], [500, 200, 500, 200, 500]];
    const hostile = anInspection(facts.load.id, 'pickup', {
      driverName: 'Rosa\u0000 Diaz 🚚', driverSignature: edges,
      customer: { name: 'Ω Marco\u202e Yard', email: null, signature: edges, notAvailableReason: null },
      vehicles: [anInspectedVehicle({ vin: '<script>\u0007', damages: [aDamage({ x: 0, y: 1, note: 'x'.repeat(500) }), aDamage({ view: 'side', x: 1, y: 0, code: 'ZZ' as InspectionDamage['code'] })] })],
    });
    const { text, numpages } = await render(facts, [hostile]);
    expect(numpages).toBeGreaterThanOrEqual(1 + facts.load.vehicles.length);
    expect(text).toContain('Rosa? Diaz ?');
    expect(text).toContain('Side view - ZZ (ZZ)');
  });

  test('an end not inspected yet keeps its box and lines to fill in by hand', async () => {
    const facts = await loadFacts();
    const { text } = await render(facts, [anInspection(facts.load.id, 'pickup')]);
    expect(text).toContain('Condition at delivery');
    // The second vehicle was not inspected at all: today's boxes, one per end; the first one's delivery box.
    expect(text.match(/Damage and notes:/g)).toHaveLength(3);
  });

  test('a load without inspections keeps today\'s blank boxes for writing by hand', async () => {
    const facts = await loadFacts();
    const { text, pdf } = await render(facts, []);
    expect(text.match(/Damage and notes:/g)).toHaveLength(2 * facts.load.vehicles.length);
    expect(text.match(/Driver signature/g)).toHaveLength(2 * facts.load.vehicles.length);
    expect(imageCount(pdf)).toBe(0);
  });

  test('the bills of lading alone leave the dispatch sheet out: one page per vehicle', async () => {
    const facts = await loadFacts();
    const { numpages, text } = await render(facts, [anInspection(facts.load.id, 'pickup')], 'billsOfLading');
    expect(numpages).toBe(facts.load.vehicles.length);
    expect(text).not.toContain('Dispatch Sheet');
    expect(text.match(/Bill of Lading/g)).toHaveLength(facts.load.vehicles.length);
  });
});
