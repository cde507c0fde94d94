import type { FastifyInstance } from 'fastify';
import { invalidRegistrationCodeMessage } from '../../../src/shared/registration';
import { testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { complete, issueCode, validForm } from './support';

describeEachDatabase('CarrierRegistration/Complete race', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  test('50 simultaneous registrations with one code create exactly one carrier, and the others lose with 409 conflict', async () => {
    const code = await issueCode(getDb());
    const forms = Array.from({ length: 50 }, () => validForm(code));
    const responses = await Promise.all(forms.map((form) => complete(app, form, uniqueAddress())));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.json()).toMatchObject({ message: invalidRegistrationCodeMessage, code: 'conflict' });
    }
    const emails = forms.map((form) => String(form.companyEmailAddress));
    const users = await getDb().db.selectFrom('users').select('clientId').where('email', 'in', emails).execute();
    expect(users).toHaveLength(1);
    const registrations = await getDb().db.selectFrom('carrierRegistrations').select('id').where('companyEmailAddress', 'in', emails).execute();
    expect(registrations).toHaveLength(1);
  }, 30_000);
});
