import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { bearer, testApp, uniqueAddress, uniqueEmail } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorAuthHeader } from '../support/deskAuth';
import { waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';
import { linkedDriver } from '../driverLink/support';
import { apply, applicationForm, complete, registrationCodeOf, validate, validForm } from './support';

describeEachDatabase('the desk\'s applications (issue 22)', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let operator: Record<string, string>;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
    operator = await operatorAuthHeader(app);
  });
  afterAll(() => app.close());

  /** Applies for a fresh address and answers the application's id, its address and the code mailed for it. */
  async function anApplication(fields: Record<string, unknown> = {}) {
    const email = uniqueEmail('applicant');
    expect((await apply(app, applicationForm({ ...fields, CompanyEmailAddress: email }), uniqueAddress())).statusCode).toBe(200);
    const code = registrationCodeOf((await waitForOutboxMail(getDb(), email)).text);
    const { id } = await getDb().db.selectFrom('carrierApplications').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, email, code };
  }
  const list = (headers: Record<string, string> = operator, query = '') => app.inject({ method: 'GET', url: `/api/desk/applications${query}`, headers });
  const decline = (id: number, headers: Record<string, string> = operator) =>
    app.inject({ method: 'POST', url: `/api/desk/applications/${id}/decline`, headers });
  const desk = async (...argv: string[]) => {
    const printed: string[] = [];
    const status = await runDesk(argv, { db: getDb().db, clock: fixedClock(clock.now().toISOString()), print: (line) => printed.push(line) });
    return { status, printed: printed.join('\n') };
  };

  test('GET /api/desk/applications lists applications newest first, open while their link works', async () => {
    clock.pin('2026-11-20T10:00:00Z');
    const older = await anApplication({ CompanyName: 'Older Haulers' });
    clock.pin('2026-11-20T11:00:00Z');
    const newer = await anApplication({ CompanyName: 'Newer Haulers' });
    const response = await list(operator, '?limit=1000');
    expect(response.statusCode).toBe(200);
    expect(response.json().totalRecordCount).toBeGreaterThanOrEqual(2);
    const records: { id: number }[] = response.json().records;
    expect(records.filter((record) => [older.id, newer.id].includes(record.id))).toEqual([
      {
        id: newer.id, companyName: 'Newer Haulers', dotNumber: '3141593', mcNumber: 'MC-123456', ownerName: 'Maria Kowalski',
        companyEmailAddress: newer.email, officePhone: '(734) 555-0100', status: 'open', appliedAt: '2026-11-20T11:00:00.000Z',
        declinedAt: null, codeExpiresAt: '2026-12-20T11:00:00.000Z',
      },
      expect.objectContaining({ id: older.id, companyName: 'Older Haulers', status: 'open' }),
    ]);
    expect((await list(operator, '?limit=1')).json().records).toHaveLength(1);
  });

  test('an application whose link registered the carrier is listed registered, and can no longer be declined', async () => {
    const { id, email, code } = await anApplication();
    expect((await complete(app, validForm(code, { companyEmailAddress: email }), uniqueAddress())).statusCode).toBe(200);
    expect((await list()).json().records).toContainEqual(expect.objectContaining({ id, status: 'registered' }));
    const refused = await decline(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Application ${id} cannot be declined: the carrier has registered with its link.`);
  });

  test('declining marks the application declined and its code unusable', async () => {
    clock.pin('2026-11-23T09:00:00Z');
    const { id, email, code } = await anApplication();
    const response = await decline(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'declined', declinedAt: '2026-11-23T09:00:00.000Z' });
    expect((await validate(app, code, uniqueAddress())).json()).toEqual({ valid: false, companyName: null, emailAddress: null });
    expect((await complete(app, validForm(code, { companyEmailAddress: email }), uniqueAddress())).statusCode).toBe(400);
  });

  test('declining twice or an unknown application is refused, 409 and 404', async () => {
    const { id } = await anApplication();
    expect((await decline(id)).statusCode).toBe(200);
    expect((await decline(id)).json()).toMatchObject({ message: `Application ${id} is declined already.` });
    expect((await decline(id)).statusCode).toBe(409);
    expect((await decline(2_000_000_000)).statusCode).toBe(404);
    expect((await decline(0)).statusCode).toBe(400);
  });

  test('only the desk\'s operators see or decline applications: no token, a carrier\'s, a driver link\'s and a broker key are refused', async () => {
    const { id } = await anApplication();
    const driver = await linkedDriver(app, getDb());
    const doors: [Record<string, string>, number][] = [
      [{}, 401], [bearer(driver.carrier.token), 401], [bearer(driver.token), 401], [await deskAuthHeader(app), 403],
    ];
    for (const [headers, status] of doors) {
      expect((await list(headers)).statusCode).toBe(status);
      expect((await decline(id, headers)).statusCode).toBe(status);
    }
    expect((await list()).json().records).toContainEqual(expect.objectContaining({ id, status: 'open' }));
  });

  test('npm run desk -- application list prints each application with its status; decline ends one', async () => {
    clock.pin('2026-11-24T08:00:00Z');
    const { id, email, code } = await anApplication({ CompanyName: 'Cli Haulers' });
    const listed = await desk('application', 'list');
    expect(listed.status).toBe(0);
    expect(listed.printed).toContain(`${id}\topen\tapplied 2026-11-24T08:00:00.000Z\tCli Haulers\tDOT 3141593\tMC MC-123456\tMaria Kowalski <${email}>`);
    const declined = await desk('application', 'decline', String(id));
    expect(declined).toEqual({ status: 0, printed: `Declined application ${id}: its registration link no longer works.` });
    expect((await validate(app, code, uniqueAddress())).json().valid).toBe(false);
    expect(await desk('application', 'decline', String(id))).toEqual({ status: 1, printed: `Application ${id} is declined already.` });
  });

  test('npm run desk -- application decline without one id prints why and the usage', async () => {
    const wrong = await desk('application', 'decline', 'abc');
    expect(wrong.status).toBe(1);
    expect(wrong.printed).toContain('Usage: npm run desk -- application decline ID (an application id from list)');
    expect((await desk('application', 'list', 'extra')).status).toBe(1);
  });
});
