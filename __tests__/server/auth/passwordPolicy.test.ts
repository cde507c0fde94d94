import type { FastifyInstance } from 'fastify';
import { isCommonPassword } from '../../../src/server/auth/commonPasswords';
import { passwordMessages } from '../../../src/shared/passwordPolicy';
import { createCarrier, testApp, uniqueAddress, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { forgotPassword, resetLinkOf, resetPassword, waitForOutboxMail } from '../support/resetMail';

describeEachDatabase('the password policy on the server', (getDb) => {
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let code: { userId: number; resetCode: string };

  beforeAll(async () => {
    app = await testApp(getDb());
    carrier = await createCarrier(getDb(), { email: `Dana.Policy.${process.pid}@Haul.test`, password: 'correct horse battery' });
    await forgotPassword(app, carrier.email, uniqueAddress());
    const { userId, resetCode } = resetLinkOf((await waitForOutboxMail(getDb(), carrier.email.toLowerCase())).text);
    code = { userId: Number(userId), resetCode };
  });
  afterAll(() => app.close());

  const refusal = async (password: string) => {
    const response = await resetPassword(app, { ...code, password });
    expect(response.statusCode).toBe(400);
    return response.json().errors;
  };

  test('a password shorter than 10 characters is refused', async () => {
    expect(await refusal('short9chr')).toEqual([{ field: 'password', message: passwordMessages.tooShort }]);
  });

  test('the e-mail address, in any case, is refused', async () => {
    expect(await refusal(carrier.email.toUpperCase())).toEqual([{ field: 'password', message: passwordMessages.email }]);
  });

  test('the part of the e-mail before @ is refused', async () => {
    expect(await refusal(carrier.email.split('@')[0].toLowerCase())).toEqual([{ field: 'password', message: passwordMessages.email }]);
  });

  test('a password among the 10,000 most common is refused, in any case', async () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(await refusal('QwertyUIOP')).toEqual([{ field: 'password', message: passwordMessages.common }]);
  });

  test('the current password is refused', async () => {
    expect(await refusal(carrier.password)).toEqual([{ field: 'password', message: passwordMessages.sameAsOld }]);
  });

  test('no refused password leaves the code used: a good one still goes through', async () => {
    expect((await resetPassword(app, { ...code, password: 'gravel trailer sunrise 42' })).statusCode).toBe(200);
  });
});
