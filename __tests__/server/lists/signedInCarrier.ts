import type { FastifyInstance } from 'fastify';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtpServer';
import type { DatabaseContext } from '../support/databases';
import { usePinnableClock, type TestClock } from '../support/testClock';
import { carrierSession, listsApp, type CarrierSession } from './support';

export interface SignedInCarrier {
  app(): FastifyInstance;
  /** A new carrier for every test, so one test's loads and drivers never show up in another's lists. */
  carrier(): CarrierSession;
  /** The app's clock: the real time unless a test pins it (until the test ends). */
  clock: TestClock;
}

export interface SignedInCarrierWithMail extends SignedInCarrier {
  /** Holds only the messages sent during the current test. */
  smtp(): TestSmtpServer;
}

/** One app for the suite and a freshly signed-in carrier for each test. */
export function useSignedInCarrier(getDb: DatabaseContext, options?: { clientName?: string }): SignedInCarrier;
/** The same, with the app's mail going out to a real SMTP server that the tests read from. */
export function useSignedInCarrier(getDb: DatabaseContext, options: { clientName?: string; mail: true }): SignedInCarrierWithMail;
export function useSignedInCarrier(
  getDb: DatabaseContext, options: { clientName?: string; mail?: boolean } = {},
): SignedInCarrier | SignedInCarrierWithMail {
  let smtp: TestSmtpServer | undefined;
  let app: FastifyInstance | undefined;
  let carrier: CarrierSession | undefined;
  const clock = usePinnableClock();

  beforeAll(async () => {
    if (options.mail) smtp = await startSmtpServer();
    app = await listsApp(getDb(), smtp?.url, clock);
  });
  beforeEach(async () => {
    if (smtp) smtp.received.length = 0;
    carrier = await carrierSession(ready(app), getDb(), options.clientName);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  return { app: () => ready(app), carrier: () => ready(carrier), clock, smtp: () => ready(smtp) };
}

function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The app and carrier are set up in beforeAll/beforeEach; use them inside hooks or tests');
  return value;
}
