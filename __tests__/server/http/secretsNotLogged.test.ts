import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../../../src/server/logger';
import { REDACTED } from '../../../src/shared/redaction';
import { linkedDriver } from '../driverLink/support';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

/** Issue 21: the request log is read by more people than the secrets in the URLs it records were meant for. */
describeEachDatabase('secrets stay out of logs', (getDb) => {
  let app: FastifyInstance;
  const logged: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write(chunk, _encoding, done) { logged.push(String(chunk)); done(); } });
    app = await testApp(getDb(), { logger: createLogger('trace', sink) });
  });
  afterAll(() => app.close());
  beforeEach(() => { logged.length = 0; });

  const log = () => logged.join('');

  test('a driver link\'s token is redacted from every log line, whatever the path\'s case or slashes', async () => {
    const { token } = await linkedDriver(app, getDb());
    for (const url of [`/driver/${token}`, `/DRIVER//${token}?from=sms`, `/api/driver/loads?SourceApplication=CarrierPortal&token=${token}`]) await app.inject(url);
    expect((await app.inject({ url: '/api/driver/loads', headers: bearer(token) })).statusCode).toBe(200);
    expect(log()).toContain(`/driver/${REDACTED}`);
    expect(log()).toContain('/api/driver/loads');
    expect(log()).not.toContain(token);
  });

  test('a live-event ticket is redacted from every log line', async () => {
    const { carrier } = await linkedDriver(app, getDb());
    const { ticket } = (await app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(carrier.token) })).json();
    // A refused lastEventId answers before the stream opens; the ticket is in the URL all the same.
    expect((await app.inject(`/api/events?ticket=${ticket}&lastEventId=x`)).statusCode).toBe(400);
    expect(log()).toContain(`ticket=${REDACTED}`);
    expect(log()).not.toContain(ticket);
  });

  test('a document link\'s signature is redacted from every log line', async () => {
    const signature = 'c2lnbmF0dXJlLW9mLWEtZG9jdW1lbnQtbGluaw';
    await app.inject(`/api/DocumentFiles/1?expires=4102444800&signature=${signature}`);
    expect(log()).toContain(`signature=${REDACTED}`);
    expect(log()).not.toContain(signature);
  });
});
