import type { FastifyInstance } from 'fastify';
import { registrationRaceWindowMs } from '../../../src/server/services/registration/codes';
import { emailTakenMessage, UNUSABLE_PASSWORD_HASH } from '../../../src/server/services/registration/complete';
import { invalidRegistrationCodeMessage } from '../../../src/shared/registration';
import { registrationMessages } from '../../../src/shared/registrationSchemas';
import { createCarrier, signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { complete, issueCode, validForm } from './support';

const dayMs = 24 * 60 * 60 * 1000;

describeEachDatabase('CarrierRegistration/Complete', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  const db = () => getDb().db;
  const fieldsOf = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
    Object.fromEntries((response.json().errors ?? []).map(({ field, message }) => [field, message]));

  test('a complete form creates the carrier, its owner without a usable password, the registration, and uses the code', async () => {
    const form = validForm(await issueCode(getDb()), { companyName: '  Great Lakes Auto Transport ', mobilePhone: '' });
    const response = await complete(app, form, uniqueAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const email = String(form.companyEmailAddress);
    const user = await db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ firstName: 'Maria', lastName: 'Kowalski', userName: email, passwordHash: UNUSABLE_PASSWORD_HASH });
    const client = await db().selectFrom('clients').selectAll().where('id', '=', user.clientId).executeTakeFirstOrThrow();
    expect(client).toMatchObject({ name: 'Great Lakes Auto Transport', primaryPhone: '(734) 555-0100', cellPhone: null, dotNumber: '3141593', mcNumber: 'MC-123456', federalTaxId: '38-1234567', city: 'Plymouth', state: 'MI' });
    const registration = await db().selectFrom('carrierRegistrations').selectAll().where('companyEmailAddress', '=', email).executeTakeFirstOrThrow();
    expect(JSON.parse(registration.form)).toMatchObject({ totalNumberOfTrucks: '4', totalCapacity: '28', clientId: client.id, userId: user.id });
    expect(JSON.stringify(registration.form)).not.toContain(String(form.registrationCode));
    const code = await db().selectFrom('registrationCodes').select('usedAt').where('code', '=', registration.registrationCode).executeTakeFirstOrThrow();
    expect(code.usedAt).not.toBeNull();
    expect((await app.inject(signInRequest(email, '', uniqueAddress()))).statusCode).toBe(400);
  });

  test('a used code cannot register a second carrier', async () => {
    clock.pin('2026-06-01T12:00:00Z');
    const code = await issueCode(getDb(), clock.now());
    expect((await complete(app, validForm(code), uniqueAddress())).statusCode).toBe(200);
    clock.advance(registrationRaceWindowMs + 1);
    const again = await complete(app, validForm(code), uniqueAddress());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: invalidRegistrationCodeMessage, code: 'validation_failed', errors: [{ field: 'registrationCode', message: invalidRegistrationCodeMessage }] });
  });

  test('a registration that finds its code taken within the last minute lost a race: 409 conflict', async () => {
    clock.pin('2026-06-01T12:00:00Z');
    const code = await issueCode(getDb(), clock.now());
    expect((await complete(app, validForm(code), uniqueAddress())).statusCode).toBe(200);
    clock.advance(registrationRaceWindowMs);
    const loser = await complete(app, validForm(code), uniqueAddress());
    expect(loser.statusCode).toBe(409);
    expect(loser.json()).toEqual({ message: invalidRegistrationCodeMessage, code: 'conflict', errors: [{ field: 'registrationCode', message: invalidRegistrationCodeMessage }] });
  });

  test('an expired code is refused at 30 days after issue and accepted just before', async () => {
    clock.pin('2026-12-31T23:30:00Z');
    const late = await issueCode(getDb(), clock.now());
    const onTime = await issueCode(getDb(), clock.now());
    clock.advance(30 * dayMs - 1000);
    expect((await complete(app, validForm(onTime), uniqueAddress())).statusCode).toBe(200);
    clock.advance(1000);
    const refused = await complete(app, validForm(late), uniqueAddress());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: invalidRegistrationCodeMessage, code: 'validation_failed', errors: [{ field: 'registrationCode', message: invalidRegistrationCodeMessage }] });
  });

  test('every required field is required, and each missing one is named', async () => {
    const required = ['companyName', 'ownerName', 'companyEmailAddress', 'officePhone', 'dispatchContactName', 'address1', 'city',
      'state', 'zip', 'insuranceAgentName', 'agentPhone', 'dotNumber', 'mcNumber', 'federalTaxId', 'totalNumberOfTrucks', 'totalCapacity'];
    const blanks = Object.fromEntries(required.map((field) => [field, field === 'city' ? '   ' : '']));
    const response = await complete(app, validForm(await issueCode(getDb()), blanks), uniqueAddress());
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response)).sort()).toEqual([...required].sort());
    expect(fieldsOf(response).companyName).toBe(registrationMessages.required);
  });

  test('optional fields may be left out entirely', async () => {
    const form = validForm(await issueCode(getDb()));
    for (const field of ['mobilePhone', 'dispatchContactNumber', 'address2', 'agentEmail', 'insuranceName']) delete form[field];
    expect((await complete(app, form, uniqueAddress())).statusCode).toBe(200);
  });

  test('telephone inputs allow only digits, dash, plus, whitespace and parentheses', async () => {
    const code = await issueCode(getDb());
    const response = await complete(app, validForm(code, { officePhone: '734.555.0100', mobilePhone: '734-555-CALL', agentPhone: '12' }), uniqueAddress());
    expect(fieldsOf(response)).toEqual({
      officePhone: registrationMessages.phoneCharacters, mobilePhone: registrationMessages.phoneCharacters, agentPhone: registrationMessages.phoneDigits,
    });
    expect((await complete(app, validForm(code, { officePhone: '+1 (734) 555 0100' }), uniqueAddress())).statusCode).toBe(200);
  });

  test('DOT, MC and federal tax ID numbers must be digits of plausible length', async () => {
    const code = await issueCode(getDb());
    const response = await complete(app, validForm(code, { dotNumber: '12', mcNumber: 'MC-12345678', federalTaxId: '12-345' }), uniqueAddress());
    expect(fieldsOf(response)).toEqual({
      dotNumber: registrationMessages.dotNumber, mcNumber: registrationMessages.mcNumber, federalTaxId: registrationMessages.federalTaxId,
    });
    expect((await complete(app, validForm(code, { mcNumber: '654321', federalTaxId: '381234567' }), uniqueAddress())).statusCode).toBe(200);
  });

  test('a carrier in a Canadian province registers with its postal code', async () => {
    const code = await issueCode(getDb());
    const response = await complete(app, validForm(code, { city: 'Mississauga', state: 'ON', zip: 'L5T 2L7' }), uniqueAddress());
    expect(response.statusCode).toBe(200);
    expect(fieldsOf(await complete(app, validForm(await issueCode(getDb()), { state: 'ON', zip: 'L5T' }), uniqueAddress())))
      .toEqual({ zip: registrationMessages.zip });
  });

  test('the fleet takes whole numbers, one to ten cars per truck', async () => {
    const code = await issueCode(getDb());
    expect(fieldsOf(await complete(app, validForm(code, { totalNumberOfTrucks: '2.5' }), uniqueAddress())).totalNumberOfTrucks).toBe(registrationMessages.wholeNumber);
    expect(fieldsOf(await complete(app, validForm(code, { totalNumberOfTrucks: '2', totalCapacity: '21' }), uniqueAddress())))
      .toEqual({ totalCapacity: registrationMessages.capacity });
  });

  test('text field values must be strings, and bad input answers 400, never 500', async () => {
    const code = await issueCode(getDb());
    const typed = await complete(app, validForm(code, { companyName: 42, zip: ['48170'], totalCapacity: { n: 1 } }), uniqueAddress());
    expect(typed.statusCode).toBe(400);
    expect(fieldsOf(typed)).toMatchObject({ companyName: registrationMessages.text, zip: registrationMessages.text, totalCapacity: registrationMessages.text });
    for (const body of [[], { registrationCode: 5 }, validForm(code, { state: 'XX' }), validForm(code, { companyEmailAddress: 'no-at' })]) {
      expect((await complete(app, body, uniqueAddress())).statusCode).toBe(400);
    }
    for (const body of [null, 'text']) expect([400, 415]).toContain((await complete(app, body, uniqueAddress())).statusCode);
  });

  test('an email address that already has an account cannot register again', async () => {
    const existing = await createCarrier(getDb());
    const response = await complete(app, validForm(await issueCode(getDb()), { companyEmailAddress: existing.email.toUpperCase() }), uniqueAddress());
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ companyEmailAddress: emailTakenMessage });
  });
});
