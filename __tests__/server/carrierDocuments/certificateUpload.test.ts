import type { FastifyInstance } from 'fastify';
import { findInsuranceExpiry } from '../../../src/server/repositories/carrierDocuments';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { jpegBytes, pathOf, pdfBytes, pngBytes } from './support';

const dates = 'damageExpirationDate=2027-03-31&liabilityExpirationDate=2027-09-30';

/** POST CarrierDocuments/InsuranceDocuments: a carrier uploads its own certificate of insurance. */
describeEachDatabase('certificate of insurance upload', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let token: string;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
    carrier = await createCarrier(getDb());
  });
  beforeEach(async () => {
    token = await signIn(app, carrier);
  });
  afterAll(() => app.close());

  const upload = (query: string, payload: Buffer, contentType = 'application/octet-stream', authToken = token) => app.inject({
    method: 'POST',
    url: `/api/CarrierDocuments/InsuranceDocuments?${query}&SourceApplication=HaulboardWeb`,
    headers: { ...bearer(authToken), 'content-type': contentType },
    payload,
  });
  const insuranceTitles = async () => (await app.inject({ url: '/api/CarrierDocuments/InsuranceDocuments', headers: bearer(token) }))
    .json().records.map(({ title }: { title: string }) => title);

  test('an uploaded certificate joins the insurance list and downloads back byte for byte', async () => {
    const content = pdfBytes('uploaded certificate');
    const response = await upload(`${dates}&title=Cargo%20and%20Liability%202027&fileName=coi-2027.pdf`, content, 'application/pdf');
    expect(response.statusCode).toBe(201);
    const { documentId } = response.json();
    expect(response.json()).toEqual({ documentId: expect.any(Number), title: 'Cargo and Liability 2027', dateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await insuranceTitles()).toContain('Cargo and Liability 2027');

    const [{ managedDocumentUrl }] = (await app.inject({ url: `/api/DocumentUrls?documentIds=${documentId}`, headers: bearer(token) })).json();
    const file = await app.inject({ url: pathOf(managedDocumentUrl) });
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-disposition']).toContain('filename="coi-2027.pdf"');
  });

  test.each([
    ['PNG', 'scan.pdf', pngBytes(), 'image/png', 'scan.png'],
    ['JPEG', 'photo', jpegBytes(), 'image/jpeg', 'photo.jpg'],
    ['PDF', 'certificate.jpeg', pdfBytes(), 'application/pdf', 'certificate.pdf'],
  ])('the file type is judged by its bytes, not its name: a %s named %s', async (_kind, given, content, contentType, stored) => {
    const response = await upload(`${dates}&fileName=${encodeURIComponent(given as string)}`, content as Buffer, 'text/plain');
    expect(response.statusCode).toBe(201);
    const [{ managedDocumentUrl }] = (await app.inject({ url: `/api/DocumentUrls?documentIds=${response.json().documentId}`, headers: bearer(token) })).json();
    const file = await app.inject({ url: pathOf(managedDocumentUrl) });
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.headers['content-disposition']).toContain(`filename="${stored}"`);
  });

  test('a file that is not a PDF, PNG or JPEG is refused whatever its name, and nothing is stored', async () => {
    const before = await insuranceTitles();
    const response = await upload(`${dates}&fileName=certificate.pdf&title=Fake`, Buffer.from('<html>not a pdf</html>'), 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The file must be a PDF, PNG or JPEG.', code: 'file_wrong_type', errors: [{ field: 'file', message: 'The file must be a PDF, PNG or JPEG.' }] });
    expect(await insuranceTitles()).toEqual(before);
  });

  test('an empty upload is refused on the file field', async () => {
    const response = await upload(dates, Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'file', message: 'Choose a file to upload.' }]);
  });

  test('a file of exactly 10 MB is taken and one byte more is refused with 413 and the limit', async () => {
    const limit = 10 * 1024 * 1024;
    const fits = Buffer.concat([pdfBytes(), Buffer.alloc(limit - pdfBytes().length, 0x20)]);
    expect((await upload(dates, fits)).statusCode).toBe(201);
    const tooLarge = await upload(dates, Buffer.concat([fits, Buffer.from(' ')]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      message: 'The file is larger than 10 MB. Upload a smaller PDF, PNG or JPEG file.',
      code: 'file_too_large',
      errors: [{ field: 'file', message: 'The file is larger than 10 MB. Upload a smaller PDF, PNG or JPEG file.' }],
    });
  });

  test('both expiration dates are required, as real days, each told on its field', async () => {
    const missing = await upload('', pdfBytes());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(expect.arrayContaining([
      { field: 'damageExpirationDate', message: 'Damage expiration date is required' },
      { field: 'liabilityExpirationDate', message: 'Liability expiration date is required' },
    ]));
    const impossible = await upload('damageExpirationDate=2027-02-30&liabilityExpirationDate=next%20year', pdfBytes());
    expect(impossible.json().errors).toEqual(expect.arrayContaining([
      { field: 'damageExpirationDate', message: 'Enter a date' },
      { field: 'liabilityExpirationDate', message: 'Enter a date' },
    ]));
  });

  test('a certificate without a title is called Certificate of Insurance', async () => {
    const response = await upload(dates, pdfBytes());
    expect(response.json().title).toBe('Certificate of Insurance');
  });

  test('dateAdded is the day on the uploader calendar at the app clock', async () => {
    clock.pin('2027-01-01T03:30:00.000Z');
    token = await signIn(app, carrier);
    expect((await upload(`${dates}&timeZone=America/Los_Angeles`, pdfBytes())).json().dateAdded).toBe('2026-12-31');
    expect((await upload(`${dates}&timeZone=Pacific/Auckland`, pdfBytes())).json().dateAdded).toBe('2027-01-01');
  });

  test('uploading needs a signed-in carrier', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/CarrierDocuments/InsuranceDocuments?${dates}`, payload: pdfBytes(), headers: { 'content-type': 'application/pdf' } });
    expect(response.statusCode).toBe(401);
  });
});

/** findInsuranceExpiry: what the dashboard's Carriers/InsuranceExpiration counts down to. */
describeEachDatabase('insurance expiry of a carrier', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  const uploadAs = async (carrier: TestCarrier, damage: string, liability: string) => app.inject({
    method: 'POST',
    url: `/api/CarrierDocuments/InsuranceDocuments?damageExpirationDate=${damage}&liabilityExpirationDate=${liability}`,
    headers: { ...bearer(await signIn(app, carrier)), 'content-type': 'application/pdf' },
    payload: pdfBytes(),
  });

  test('the expiry dates of an uploaded certificate are stored and read back', async () => {
    const carrier = await createCarrier(getDb());
    await uploadAs(carrier, '2027-04-15', '2027-10-01');
    expect(await findInsuranceExpiry(getDb().db, carrier.clientId)).toEqual({ damageExpiresOn: '2027-04-15', liabilityExpiresOn: '2027-10-01' });
  });

  test('the latest certificate wins over earlier ones', async () => {
    const carrier = await createCarrier(getDb());
    await uploadAs(carrier, '2027-04-15', '2027-10-01');
    await uploadAs(carrier, '2028-04-15', '2028-10-01');
    expect(await findInsuranceExpiry(getDb().db, carrier.clientId)).toEqual({ damageExpiresOn: '2028-04-15', liabilityExpiresOn: '2028-10-01' });
  });

  test('another carrier upload does not change a carrier expiry', async () => {
    const carrier = await createCarrier(getDb());
    const other = await createCarrier(getDb());
    await uploadAs(carrier, '2027-04-15', '2027-10-01');
    await uploadAs(other, '2029-01-01', '2029-01-01');
    expect(await findInsuranceExpiry(getDb().db, carrier.clientId)).toEqual({ damageExpiresOn: '2027-04-15', liabilityExpiresOn: '2027-10-01' });
  });

  test('before any upload the dates on the carrier record count, or none', async () => {
    const carrier = await createCarrier(getDb());
    expect(await findInsuranceExpiry(getDb().db, carrier.clientId)).toEqual({ damageExpiresOn: null, liabilityExpiresOn: null });
    await getDb().db.updateTable('clients').set({ damageInsuranceExpires: '2026-12-01', liabilityInsuranceExpires: '2027-06-01' })
      .where('id', '=', carrier.clientId).execute();
    expect(await findInsuranceExpiry(getDb().db, carrier.clientId)).toEqual({ damageExpiresOn: '2026-12-01', liabilityExpiresOn: '2027-06-01' });
  });
});
