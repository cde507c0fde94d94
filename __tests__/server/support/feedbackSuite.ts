import { simpleParser, type ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { createCarrier, signIn, type TestCarrier } from './appFixtures';
import { useSuiteApp } from './suiteApp';
import { usePinnableClock, type TestClock } from './testClock';

export interface FeedbackSuite {
  readonly clock: TestClock;
  readonly app: FastifyInstance;
  readonly carrier: TestCarrier;
  /** Signed in afresh before every test; a test that pins the clock signs in again at that instant. */
  token: string;
  latestMail(): Promise<ParsedMail>;
}

/** A suite sending Contact Us as one carrier of `clientName`, mailed to `supportEmail`, with no throttle left over. */
export function useFeedbackSuite(getDb: () => Db, { supportEmail, clientName }: { supportEmail: string; clientName: string }): FeedbackSuite {
  const clock = usePinnableClock();
  const suite = useSuiteApp(getDb, { clock, env: { SUPPORT_EMAIL: supportEmail } });
  let carrier: TestCarrier | undefined;
  const feedback: FeedbackSuite = {
    clock,
    get app() {
      return suite.app;
    },
    get carrier() {
      if (!carrier) throw new Error('the carrier is created only inside tests');
      return carrier;
    },
    token: '',
    async latestMail() {
      const row = await getDb().db.selectFrom('outbox').select('raw').where('toAddress', '=', supportEmail).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return simpleParser(row.raw);
    },
  };
  beforeAll(async () => {
    carrier = await createCarrier(getDb(), { clientName });
  });
  beforeEach(async () => {
    feedback.token = await signIn(suite.app, feedback.carrier);
    await getDb().db.deleteFrom('signInFailures').where('key', 'like', 'feedback-%').execute();
  });
  return feedback;
}
