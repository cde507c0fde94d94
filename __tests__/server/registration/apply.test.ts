import type { FastifyInstance } from 'fastify';
import { forgotAccountLimit } from '../../../src/server/auth/passwordReset';
import { hashToken } from '../../../src/server/auth/tokens';
import { createCarrier, testApp, uniqueAddress, uniqueEmail } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { outboxCount, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';
import { until } from '../support/until';
import { apply, applicationForm, complete, registrationCodeOf, validate, validForm } from './support';

describeEachDatabase('CarrierRegistration/Apply (issue 22)', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock, env: { PUBLIC_URL: 'https://haulboard.example.com' } });
  });
  afterAll(() => app.close());

  const applicationsTo = (email: string) => getDb().db.selectFrom('carrierApplications').selectAll().where('email', '=', email).execute();

  test('sending an application mails a registration link to /register/welcome/{code} on PUBLIC_URL, whatever Host the request names', async () => {
    const email = uniqueEmail('applicant');
    const response = await app.inject({
      method: 'POST', url: '/api/CarrierRegistration/Apply?SourceApplication=CarrierPortal', remoteAddress: uniqueAddress(),
      headers: { host: 'evil.test' }, payload: applicationForm({ CompanyEmailAddress: email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = await waitForOutboxMail(getDb(), email);
    expect(mail.subject).toBe('Register your company with Haulboard');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.origin).toBe('https://haulboard.example.com');
    expect(link.pathname).toMatch(/^\/register\/welcome\/[A-Za-z0-9_-]{22}$/);
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);
  });

  test('the link proves the address and starts the wizard: its code is valid for the company and address applied with', async () => {
    const email = uniqueEmail('applicant');
    await apply(app, applicationForm({ CompanyEmailAddress: email, CompanyName: 'Prairie Haulers' }), uniqueAddress());
    const code = registrationCodeOf((await waitForOutboxMail(getDb(), email)).text);
    expect((await validate(app, code, uniqueAddress())).json()).toEqual({ valid: true, companyName: 'Prairie Haulers', emailAddress: email });
    expect((await complete(app, validForm(code, { companyEmailAddress: email }), uniqueAddress())).statusCode).toBe(200);
  });

  test('the application is kept with its fields trimmed and its code only as a hash', async () => {
    const email = uniqueEmail('applicant');
    await apply(app, applicationForm({ CompanyEmailAddress: ` ${email} `, OwnerName: ' Maria Kowalski ' }), uniqueAddress());
    const code = registrationCodeOf((await waitForOutboxMail(getDb(), email)).text);
    expect(await applicationsTo(email)).toEqual([expect.objectContaining({
      registrationCode: hashToken(code), companyName: 'Great Lakes Auto Transport', dotNumber: '3141593', mcNumber: 'MC-123456',
      ownerName: 'Maria Kowalski', phone: '(734) 555-0100', declinedAt: null,
    })]);
  });

  test('the same answer for an address with an account: it gets word of its account and no application or code is kept', async () => {
    const known = (await createCarrier(getDb())).email;
    const unknown = uniqueEmail('applicant');
    const [forKnown, forUnknown] = [await apply(app, applicationForm({ CompanyEmailAddress: known }), uniqueAddress()),
      await apply(app, applicationForm({ CompanyEmailAddress: unknown }), uniqueAddress())];
    expect([forKnown.statusCode, forKnown.body]).toEqual([forUnknown.statusCode, forUnknown.body]);
    const mail = await waitForOutboxMail(getDb(), known);
    expect(mail.subject).toBe('You already have a Haulboard account');
    expect(mail.text).toContain('https://haulboard.example.com/login');
    expect(mail.text).toContain('https://haulboard.example.com/reset');
    expect(mail.text).not.toMatch(/register\/welcome/);
    expect(await applicationsTo(known)).toEqual([]);
  });

  test(`throttled per address: after ${forgotAccountLimit} applications for one address the next answers 429 from any caller`, async () => {
    clock.pin('2026-11-21T12:00:00Z');
    const email = uniqueEmail('applicant');
    for (let i = 0; i < forgotAccountLimit; i += 1) expect((await apply(app, applicationForm({ CompanyEmailAddress: email }), uniqueAddress())).statusCode).toBe(200);
    const refused = await apply(app, applicationForm({ CompanyEmailAddress: email }), uniqueAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', message: 'Too many applications. Try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBe(900);
    // The refused one mails nothing: the outbox holds the five that were answered, once they have landed.
    await until(async () => (await outboxCount(getDb(), email)) === forgotAccountLimit, 'five application mails');
  });

  test('throttled per caller: one caller applying for many addresses is refused after 20', async () => {
    clock.pin('2026-11-22T12:00:00Z');
    const caller = uniqueAddress();
    for (let i = 0; i < 20; i += 1) expect((await apply(app, applicationForm(), caller)).statusCode).toBe(200);
    expect((await apply(app, applicationForm(), caller)).statusCode).toBe(429);
    expect((await apply(app, applicationForm(), uniqueAddress())).statusCode).toBe(200);
  });

  test('company, DOT and MC numbers, owner name, e-mail and phone are read by the registration form\'s rules, by field', async () => {
    const injected = await apply(app, applicationForm({ CompanyName: 'Lakes\r\nBcc: x@evil.test' }), uniqueAddress());
    expect(injected.statusCode).toBe(400);
    expect(injected.json().errors).toEqual([{ field: 'companyName', message: expect.any(String) }]);
    const response = await apply(app, applicationForm({
      CompanyName: ' ', DotNumber: '12', McNumber: 'MX-1', OwnerName: '', CompanyEmailAddress: 'not an address', OfficePhone: '12ab',
    }), uniqueAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.json().errors.map((error: { field: string }) => error.field).sort())
      .toEqual(['companyEmailAddress', 'companyName', 'dotNumber', 'mcNumber', 'officePhone', 'ownerName']);
  });

  test('a missing field, a number where text belongs or no body is a 400 by field, never a 500', async () => {
    const { OfficePhone: _left, ...withoutPhone } = applicationForm();
    expect((await apply(app, withoutPhone, uniqueAddress())).json().errors).toEqual([{ field: 'officePhone', message: 'Required' }]);
    expect((await apply(app, applicationForm({ DotNumber: 3141593 }), uniqueAddress())).json().errors).toEqual([{ field: 'dotNumber', message: 'Must be text' }]);
    const empty = await app.inject({ method: 'POST', url: '/api/CarrierRegistration/Apply?SourceApplication=CarrierPortal', remoteAddress: uniqueAddress() });
    expect(empty.statusCode).toBe(400);
  });
});
