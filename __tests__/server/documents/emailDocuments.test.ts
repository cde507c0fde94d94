import type { LightMyRequestResponse } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { aVehicle, carrierSession, claimedBy, insertDriver, insertLoad } from '../lists/support';
import { useSignedInCarrier } from '../lists/signedInCarrier';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ numpages: number; text: string }>;

describeEachDatabase('load documents by e-mail', (getDb) => {
  const { app, carrier, smtp } = useSignedInCarrier(getDb, { clientName: 'Blue Ridge Car Carriers', mail: true });

  const emailDocuments = (body: unknown): Promise<LightMyRequestResponse> => app().inject({
    method: 'POST', url: '/api/CarrierLoadDocuments/All?SourceApplication=CarrierPortal&resultType=Email',
    headers: { ...bearer(carrier().token), 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });
  const delivered = async (): Promise<ParsedMail[]> => Promise.all(smtp().received.map((raw) => simpleParser(raw)));

  test('resultType Email sends \'Load {id}.pdf\' to the chosen driver and answers ok', async () => {
    const db = getDb();
    const driver = await insertDriver(db, carrier().clientId, { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@fleet.test' });
    const id = await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), vehicles: [aVehicle(), aVehicle({ make: 'Subaru', model: 'Outback' })] });
    const response = await emailDocuments({ OrderId: id, ToUserId: driver, Subject: 'Documents for loads on 11/22/2026', Body: 'Here are the documents for your loads tomorrow.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [mail] = await delivered();
    expect(mail.to).toMatchObject({ value: [{ address: 'rosa@fleet.test', name: 'Rosa Diaz' }] });
    expect(mail.subject).toBe('Documents for loads on 11/22/2026');
    expect(mail.text?.trim()).toBe('This message was sent by Blue Ridge Car Carriers through Haulboard.\n\nHere are the documents for your loads tomorrow.');
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: `Load ${id}.pdf`, contentType: 'application/pdf' });
    const pdf = await pdfParse(attachment.content);
    expect(pdf.numpages).toBe(3);
    expect(pdf.text).toContain(`Load ${id}`);
    expect(pdf.text).toContain('Subaru');
  });

  test('a blank subject becomes \'{kind} - {client name} - Load {id}\'', async () => {
    const id = await insertLoad(getDb(), claimedBy(carrier(), 'InRoute'));
    await emailDocuments({ OrderId: id, ToUserId: carrier().userId, ToUserType: 'User', Subject: '', Body: '' });
    const [mail] = await delivered();
    expect(mail.subject).toBe(`Load Documents - Blue Ridge Car Carriers - Load ${id}`);
    expect(mail.to).toMatchObject({ value: [{ address: carrier().email }] });
  });

  test('documents are not e-mailed to another carrier\'s driver: 400 on toUserId, nothing sent', async () => {
    const db = getDb();
    const other = await carrierSession(app(), db);
    const id = await insertLoad(db, claimedBy(carrier(), 'PendingPickup'));
    const response = await emailDocuments({ OrderId: id, ToUserId: await insertDriver(db, other.clientId), Subject: 's', Body: 'b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'toUserId', message: expect.any(String) }]);
    expect(smtp().received).toHaveLength(0);
  });

  test('another carrier\'s load is not e-mailed either: 403, nothing sent', async () => {
    const db = getDb();
    const other = await carrierSession(app(), db);
    const id = await insertLoad(db, claimedBy(other, 'PendingPickup'));
    const response = await emailDocuments({ OrderId: id, ToUserId: await insertDriver(db, carrier().clientId), Subject: 's', Body: 'b' });
    expect(response.statusCode).toBe(403);
    expect(smtp().received).toHaveLength(0);
  });
});
