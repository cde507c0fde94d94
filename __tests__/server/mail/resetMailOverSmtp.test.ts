import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createCarrier, signInRequest, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { forgotPassword, resetLinkOf, resetPassword } from '../support/resetMail';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';
import { until } from '../support/until';

describeEachDatabase('the reset password mail over SMTP', (getDb) => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  test('the reset mail arrives at a real SMTP server, without the password, and its link sets a new password', async () => {
    const app = await buildApp({
      db: getDb(), config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url }), clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build'),
    });
    try {
      const carrier = await createCarrier(getDb());
      const before = smtp.received.length;
      expect((await forgotPassword(app, carrier.email, uniqueAddress())).statusCode).toBe(200);
      await until(() => smtp.received.length > before, 'the reset mail at the SMTP server');
      const parsed = await simpleParser(smtp.received[before]);
      expect(parsed.to).toMatchObject({ value: [{ address: carrier.email }] });
      expect(parsed.text).not.toContain(carrier.password);
      const { link, userId, resetCode } = resetLinkOf(parsed.text ?? '');
      expect(link.pathname).toBe('/reset/password');

      const newPassword = 'gravel trailer sunrise 42';
      expect((await resetPassword(app, { userId, resetCode, password: newPassword })).statusCode).toBe(200);
      expect((await app.inject(signInRequest(carrier.email, newPassword, uniqueAddress()))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
