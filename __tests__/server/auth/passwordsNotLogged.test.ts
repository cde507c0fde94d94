import { Writable } from 'node:stream';
import pino from 'pino';
import { createCarrier, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api, forgotPassword, resetLinkOf, resetPassword, waitForOutboxMail } from '../support/resetMail';

describeEachDatabase('passwords in logs and mail', (getDb) => {
  test('no password reaches the log at its most detailed level, nor the reset mail', async () => {
    const logged: string[] = [];
    const sink = new Writable({ write(chunk, _encoding, done) { logged.push(String(chunk)); done(); } });
    const app = await testApp(getDb(), { logger: pino({ level: 'trace' }, sink) });
    try {
      const carrier = await createCarrier(getDb(), { password: 'first secret phrase 1' });
      const expiredTo = 'second secret phrase 2';
      const resetTo = 'third secret phrase 3';
      await app.inject({
        method: 'PUT', url: api('Users/ExpiredPasswordUpdate'), remoteAddress: uniqueAddress(),
        payload: { username: carrier.email, oldPassword: carrier.password, password: expiredTo, confirmationPassword: expiredTo },
      });
      await forgotPassword(app, carrier.email, uniqueAddress());
      const mail = await waitForOutboxMail(getDb(), carrier.email);
      const { userId, resetCode } = resetLinkOf(mail.text);
      expect((await resetPassword(app, { userId, resetCode, password: resetTo })).statusCode).toBe(200);

      expect(logged.length).toBeGreaterThan(0);
      for (const secret of [carrier.password, expiredTo, resetTo]) {
        expect(logged.join('\n')).not.toContain(secret);
        expect(mail.text).not.toContain(secret);
      }
      expect(logged.join('\n')).not.toContain(resetCode);
    } finally {
      await app.close();
    }
  });
});
