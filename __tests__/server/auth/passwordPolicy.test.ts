import type { FastifyInstance } from 'fastify';
import { MAX_PASSWORD_LENGTH, passwordMessages } from '../../../src/shared/passwordPolicy';
import { createCarrier, testApp, uniqueAddress, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { forgotPassword, resetLinkOf, resetPassword, waitForOutboxMail } from '../support/resetMail';

describeEachDatabase('the password policy on the server', (getDb) => {
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let code: { userId: number; resetCode: string };

  beforeAll(async () => {
    app = await testApp(getDb());
    carrier = await createCarrier(getDb(), {
      email: `Dispatch+${process.pid}.${getDb().dialect}@Haul.test`, password: 'correct horse battery', clientName: 'Northstar Hauling',
    });
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
    expect(await refusal('QwertyUIOP')).toEqual([{ field: 'password', message: passwordMessages.common }]);
  });

  test('a password of only spaces is refused', async () => {
    expect(await refusal('          ')).toEqual([{ field: 'password', message: passwordMessages.blank }]);
  });

  test('a password with a control character is refused', async () => {
    // The request reader refuses control characters in every text before the rule is asked.
    expect(await refusal('gravel\ttrailer sunrise 42')).toContainEqual({ field: 'password', message: expect.any(String) });
  });

  test(`a password longer than ${MAX_PASSWORD_LENGTH} characters is refused`, async () => {
    expect(await refusal('gravel trailer sunrise 42 '.repeat(5) + 'x')).toEqual([{ field: 'password', message: passwordMessages.tooLong }]);
  });

  test('one character repeated is refused as too easy to guess', async () => {
    expect(await refusal('aaaaaaaaaa')).toEqual([{ field: 'password', message: passwordMessages.weak }]);
  });

  test('the product\'s name and digits are refused as too easy to guess', async () => {
    expect(await refusal('haulboard123')).toEqual([{ field: 'password', message: passwordMessages.weak }]);
  });

  test('the company\'s name and a year are refused as too easy to guess', async () => {
    expect(await refusal('Northstar2026')).toEqual([{ field: 'password', message: passwordMessages.weak }]);
  });

  test('the e-mail\'s local part twice is refused as too easy to guess', async () => {
    expect(await refusal('dispatchdispatch')).toEqual([{ field: 'password', message: passwordMessages.weak }]);
  });

  test('the user\'s own names together are refused as too easy to guess', async () => {
    expect(await refusal('HaulerDana')).toEqual([{ field: 'password', message: passwordMessages.weak }]);
  });

  test('the current password is refused', async () => {
    expect(await refusal(carrier.password)).toEqual([{ field: 'password', message: passwordMessages.sameAsOld }]);
  });

  test('no refused password leaves the code used: a good one still goes through', async () => {
    expect((await resetPassword(app, { ...code, password: 'gravel trailer sunrise 42' })).statusCode).toBe(200);
  });
});
