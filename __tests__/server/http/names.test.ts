import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { NAME_MESSAGE } from '../../../src/shared/formWords';
import { createCarrier, uniqueAddress, uniqueEmail, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { operatorAuthHeader } from '../support/deskAuth';
import { onboardingCarrier } from '../onboarding/support';
import { complete, issueCode, validForm } from '../registration/support';

/* Issue 21: a name is one line; 'dana\r\nBcc: x@evil.test' is refused wherever a person's or a company's name is written. */

const injected = 'dana\r\nBcc: x@evil.test';

describeEachDatabase('names are one line', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) => response.json().errors?.map((error) => error.field);

  test('a user name with a line break is refused on Edit Profile with a 400 on its field', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/User', { UserName: injected });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['userName']);
  });

  test('a driver\'s first and last name with a line break are refused with a 400 on their fields', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', 'Drivers', { FirstName: injected, LastName: 'Hauler\n' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)?.sort()).toEqual(['firstName', 'lastName']);
  });

  test('registration refuses a company or owner name with a line break, by field', async () => {
    const code = await issueCode(getDb());
    const response = await complete(app, validForm(code, { companyName: injected, ownerName: 'Dana\rWhit' }), uniqueAddress());
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(expect.arrayContaining(['companyName', 'ownerName']));
  });

  test('the desk\'s registration code refuses a company name with a line break', async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/desk/registration-codes', headers: await operatorAuthHeader(app), payload: { CompanyName: injected },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['companyName']);
  });

  test('the desk\'s command line refuses operator, invited user and company names with a line break, and stores nothing', async () => {
    const printed: string[] = [];
    const desk = (...argv: string[]) => runDesk(argv, { db: getDb().db, clock: fixedClock('2026-05-10T09:30:00.000Z'), print: (line) => printed.push(line) });
    const operatorEmail = uniqueEmail('operator');
    expect(await desk('operator', 'add', '--email', operatorEmail, '--name', injected)).toBe(1);
    expect(await getDb().db.selectFrom('operators').select('id').where('email', '=', operatorEmail).executeTakeFirst()).toBeUndefined();
    const carrier = await createCarrier(getDb());
    const invited = uniqueEmail('invited');
    expect(await desk('invitation', 'create', '--client', String(carrier.clientId), '--email', invited, '--first-name', injected)).toBe(1);
    expect(await getDb().db.selectFrom('users').select('id').where('email', '=', invited).executeTakeFirst()).toBeUndefined();
    expect(await desk('registration-code', '--company', injected)).toBe(1);
    expect(printed.join('\n')).toContain(NAME_MESSAGE);
  });
});
