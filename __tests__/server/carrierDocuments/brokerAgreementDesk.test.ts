import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import type { DeskContext } from '../../../src/server/desk/verbs';
import { findCarrierDocuments, findDocumentFile } from '../../../src/server/repositories/carrierDocuments';
import { createCarrier, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { pdfBytes } from './support';

/** `npm run desk -- broker-agreement add|list`: the operator publishes broker agreements to carriers. */
describeEachDatabase('desk: broker agreements', (getDb) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-agreements-'));
  const agreementFile = path.join(dir, 'Broker Carrier Agreement 2027.pdf');
  const textFile = path.join(dir, 'agreement.pdf');
  const content = pdfBytes('agreement 2027');
  let printed: string[];
  let carrier: TestCarrier;
  let other: TestCarrier;

  const desk = (...argv: string[]) => {
    const context: DeskContext = { db: getDb().db, clock: fixedClock('2027-01-01T02:00:00.000Z'), print: (line) => printed.push(line) };
    return runDesk(argv, context);
  };
  const agreements = (clientId: number) => findCarrierDocuments(getDb().db, clientId, 'BrokerAgreement');

  beforeAll(async () => {
    fs.writeFileSync(agreementFile, content);
    fs.writeFileSync(textFile, 'not a pdf');
    carrier = await createCarrier(getDb());
    other = await createCarrier(getDb());
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    printed = [];
    await getDb().db.deleteFrom('carrierDocuments').where('kind', '=', 'BrokerAgreement').execute();
  });

  test('add --client publishes the agreement to that carrier only, dated by the clock, with the file as given', async () => {
    expect(await desk('broker-agreement', 'add', '--file', agreementFile, '--title', 'Broker-Carrier Agreement 2027', '--client', String(carrier.clientId))).toBe(0);
    const [published] = await agreements(carrier.clientId);
    expect(published).toEqual({ documentId: expect.any(Number), title: 'Broker-Carrier Agreement 2027', dateAdded: '2027-01-01' });
    const file = await findDocumentFile(getDb().db, published.documentId);
    expect(file).toEqual({ id: published.documentId, fileName: 'Broker Carrier Agreement 2027.pdf', contentType: 'application/pdf', content });
    expect(await agreements(other.clientId)).toEqual([]);
    expect(printed[0]).toMatch(new RegExp(`^Published broker agreement #${published.documentId} .* to carrier #${carrier.clientId}`));
  });

  test('add --all-carriers publishes the agreement to every carrier there is', async () => {
    expect(await desk('broker-agreement', 'add', '--file', agreementFile, '--title', 'Agreement', '--all-carriers')).toBe(0);
    expect(await agreements(carrier.clientId)).toHaveLength(1);
    expect(await agreements(other.clientId)).toHaveLength(1);
  });

  test.each([
    [['--title', 'T', '--client', '1'], /--file is required/],
    [['--file', 'FILE', '--client', '1'], /--title is required/],
    [['--file', 'FILE', '--title', 'T'], /Give either --client ID or --all-carriers/],
    [['--file', 'FILE', '--title', 'T', '--client', '1', '--all-carriers'], /Give either --client ID or --all-carriers/],
    [['--file', 'TEXT', '--title', 'T', '--all-carriers'], /is not a PDF file/],
    [['--file', '/no/such/file.pdf', '--title', 'T', '--all-carriers'], /Cannot read \/no\/such\/file.pdf: ENOENT/],
  ])('add refuses a wrong command (%j), says why and publishes nothing', async (args, reason) => {
    const argv = args.map((arg) => (arg === 'FILE' ? agreementFile : arg === 'TEXT' ? textFile : arg));
    expect(await desk('broker-agreement', 'add', ...argv)).toBe(1);
    expect(printed.join('\n')).toMatch(reason);
    expect(printed.join('\n')).toContain('Usage: npm run desk -- broker-agreement add');
    expect(await agreements(carrier.clientId)).toEqual([]);
  });

  test('add to an unknown carrier says so', async () => {
    expect(await desk('broker-agreement', 'add', '--file', agreementFile, '--title', 'T', '--client', '99999999')).toBe(1);
    expect(printed).toEqual(['No carrier #99999999.']);
  });

  test('list prints the published agreements, for one carrier when asked', async () => {
    await desk('broker-agreement', 'add', '--file', agreementFile, '--title', 'Agreement', '--all-carriers');
    printed = [];
    await desk('broker-agreement', 'list', '--client', String(other.clientId));
    expect(printed).toEqual([expect.stringMatching(new RegExp(`^#\\d+ carrier #${other.clientId} 2027-01-01 Broker Carrier Agreement 2027.pdf: Agreement$`))]);
  });
});
