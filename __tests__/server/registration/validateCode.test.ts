import type { FastifyInstance } from 'fastify';
import { registrationCodeAttemptLimit } from '../../../src/server/services/registration/codes';
import { testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { complete, issueCode, validate, validForm } from './support';

const invalid = { valid: false, companyName: null, emailAddress: null };
const dayMs = 24 * 60 * 60 * 1000;

describeEachDatabase('CarrierRegistration/Validate', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  test('a fresh code is valid and tells the company and address it was issued for', async () => {
    const code = await issueCode(getDb(), clock.now(), { email: 'Owner@Lakes.test', companyName: 'Great Lakes' });
    const response = await validate(app, code, uniqueAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, companyName: 'Great Lakes', emailAddress: 'owner@lakes.test' });
  });

  test('an unknown, a used and an expired code all answer the same invalid', async () => {
    const address = uniqueAddress();
    expect((await validate(app, 'n0tAnIssuedCode0000000', address)).json()).toEqual(invalid);
    const used = await issueCode(getDb(), clock.now());
    expect((await complete(app, validForm(used), address)).statusCode).toBe(200);
    expect((await validate(app, used, address)).json()).toEqual(invalid);
  });

  test('a code is valid until 30 days after issue and invalid from then on', async () => {
    clock.pin('2026-12-31T23:30:00Z');
    const code = await issueCode(getDb(), clock.now());
    clock.advance(30 * dayMs - 1000);
    expect((await validate(app, code, uniqueAddress())).json().valid).toBe(true);
    clock.advance(1000);
    expect((await validate(app, code, uniqueAddress())).json()).toEqual(invalid);
  });

  test('malformed codes answer invalid or 400, never 500', async () => {
    for (const code of ['%00', "' or 1=1 --", 'ü'.repeat(5), 'x'.repeat(150), 'a/b']) {
      const response = await validate(app, code, uniqueAddress());
      expect([200, 400, 404]).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json()).toEqual(invalid);
    }
  });

  test('guessing codes is throttled per address like sign-in, even for a right code', async () => {
    const address = uniqueAddress();
    const code = await issueCode(getDb(), clock.now());
    for (let attempt = 0; attempt < registrationCodeAttemptLimit; attempt += 1) {
      expect((await validate(app, `guess${attempt}`, address)).statusCode).toBe(200);
    }
    const locked = await validate(app, code, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate(app, code, uniqueAddress())).json().valid).toBe(true);
  });
});
