import { parse } from 'csv-parse/sync';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describeEachDatabase } from '../support/databases';
import { carrierSession, claimedBy, day, insertDriver, insertLoad, listIds, postList } from './support';
import { useSignedInCarrier } from './signedInCarrier';

describeEachDatabase('load list e-mail export', (getDb) => {
  const { app, carrier, smtp } = useSignedInCarrier(getDb, { clientName: 'Blue Ridge Car Carriers', mail: true });

  const delivered = async (): Promise<ParsedMail[]> => Promise.all(smtp().received.map((raw) => simpleParser(raw)));

  test('resultType Email sends the list\'s CSV to the carrier\'s driver and answers ok', async () => {
    const db = getDb();
    const driver = await insertDriver(db, carrier().clientId, { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@fleet.test' });
    await insertLoad(db, claimedBy(carrier(), 'PendingPickup'));
    await insertLoad(db, claimedBy(carrier(), 'PendingPickup'));
    const response = await postList(app(), carrier(), 'pendingPickup',
      { ToUserId: driver, Subject: 'Your loads', Body: 'See attached.' }, '&resultType=Email&pageNumber=1&pageSize=10000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [mail] = await delivered();
    expect(mail.to).toMatchObject({ value: [{ address: 'rosa@fleet.test', name: 'Rosa Diaz' }] });
    expect(mail.subject).toBe('Your loads');
    expect(mail.text?.trim()).toBe('This message was sent by Blue Ridge Car Carriers through Haulboard.\n\nSee attached.');
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe(`claimed-loads-${day(0)}.csv`);
    expect(attachment.contentType).toBe('text/csv');
    const rows = parse(attachment.content, { bom: true, columns: true }) as Record<string, string>[];
    const list = await postList(app(), carrier(), 'pendingPickup');
    expect(rows.map((row) => Number(row['Load #']))).toEqual(listIds(list));
  });

  test('a team member of the carrier can receive the export (toUserType User)', async () => {
    const response = await postList(app(), carrier(), 'delivered', { ToUserId: carrier().userId, ToUserType: 'User', Subject: 'Done', Body: 'x' }, '&resultType=Email');
    expect(response.json()).toEqual({ ok: true });
    const [mail] = await delivered();
    expect(mail.to).toMatchObject({ value: [{ address: carrier().email }] });
    expect(mail.attachments[0].filename).toBe(`completed-loads-${day(0)}.csv`);
  });

  test('a blank subject becomes \'{kind} - {client name}\'', async () => {
    const driver = await insertDriver(getDb(), carrier().clientId);
    await postList(app(), carrier(), 'inRoute', { ToUserId: driver, Subject: '  ', Body: '' }, '&resultType=Email');
    const [mail] = await delivered();
    expect(mail.subject).toBe('In Progress Loads - Blue Ridge Car Carriers');
    expect(mail.text).toMatch(/In Progress Loads/);
  });

  test('a line break in the subject is refused on its field, so no header can be slipped in and nothing is sent', async () => {
    const driver = await insertDriver(getDb(), carrier().clientId);
    const response = await postList(app(), carrier(), 'pendingPickup', { ToUserId: driver, Subject: 'Loads\r\nBcc: spy@evil.test', Body: 'x' }, '&resultType=Email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'subject' }] });
    expect(smtp().received).toHaveLength(0);
  });

  test('a driver or team member of another carrier is refused on toUserId and nothing is sent', async () => {
    const db = getDb();
    const other = await carrierSession(app(), db);
    const theirDriver = await insertDriver(db, other.clientId);
    for (const recipient of [{ ToUserId: theirDriver }, { ToUserId: other.userId, ToUserType: 'User' }]) {
      const response = await postList(app(), carrier(), 'pendingPickup', { ...recipient, Subject: 's', Body: 'b' }, '&resultType=Email');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'toUserId', message: expect.any(String) }]);
    }
    expect(smtp().received).toHaveLength(0);
  });

  test('a driver without an e-mail address is refused on toUserId', async () => {
    const driver = await insertDriver(getDb(), carrier().clientId, { email: null });
    const response = await postList(app(), carrier(), 'pendingPickup', { ToUserId: driver }, '&resultType=Email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('toUserId');
  });

  test('an e-mail without a recipient, or with an unknown kind of recipient, is refused field by field', async () => {
    const response = await postList(app(), carrier(), 'pendingPickup', { ToUserType: 'Broker', Subject: 5 }, '&resultType=Email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['toUserId', 'toUserType', 'subject']);
  });
});
