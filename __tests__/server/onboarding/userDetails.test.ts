import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { anonymous, onboardingCarrier } from './support';

const details = {
  PrimaryPhone: '(540) 555-0111', CellPhone: '+1 540 555 0112', UserName: 'dana', Email: 'Dana.New@Haul.Test',
  Address1: '9 Yard Ln', Address2: '', City: 'Salem', State: 'va', Zip: '24153',
};

describeEachDatabase('PUT Users/User (Confirm Info)', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('Yes, Looks Good! saves the user details and answers the viewer', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/User', { ...details, UserName: `dana${carrier.userId}`, Email: `x${carrier.userId}@haul.test`, CurrentPassword: carrier.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: `dana${carrier.userId}`, email: `x${carrier.userId}@haul.test`, primaryPhone: { phoneNumber: '(540) 555-0111' },
      cellPhone: { phoneNumber: '+1 540 555 0112' }, address: { address1: '9 Yard Ln', address2: null, city: 'Salem', state: 'VA', zip: '24153' },
    });
    expect((await carrier.call('GET', 'CurrentUser')).json().userName).toBe(`dana${carrier.userId}`);
  });

  test('phone, mobile phone, username, email, address, city, state and zip are all required', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/User', {});
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['address1', 'cellPhone', 'city', 'email', 'primaryPhone', 'state', 'userName', 'zip']);
  });

  test('telephone inputs allow only digits, dash, plus, whitespace and parentheses', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/User', { ...details, PrimaryPhone: '540.555.0111', CellPhone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['cellPhone', 'primaryPhone']);
  });

  test('an email that is another account’s sign-in is refused on the email field', async () => {
    const first = await onboardingCarrier(app, getDb());
    const second = await onboardingCarrier(app, getDb());
    const response = await second.call('PUT', 'Users/User', { ...details, UserName: `dana${second.userId}`, Email: first.email.toUpperCase(), CurrentPassword: second.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'email', message: expect.any(String) }]);
  });

  test('two users taking one email at the same moment: one gets it, the other a field error, never 500', async () => {
    const first = await onboardingCarrier(app, getDb());
    const second = await onboardingCarrier(app, getDb());
    const email = `same.${first.userId}@haul.test`;
    const answers = await Promise.all([first, second].map((carrier) => carrier.call('PUT', 'Users/User', { ...details, UserName: `dana${carrier.userId}`, Email: email, CurrentPassword: carrier.password })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  test('another user’s id or client id is refused with 403', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    expect((await carrier.call('PUT', 'Users/User', { ...details, Id: carrier.userId + 1000 })).statusCode).toBe(403);
    expect((await carrier.call('PUT', 'Users/User', { ...details, ClientId: carrier.clientId + 1000 })).statusCode).toBe(403);
  });

  test('a body that is not an object answers 400, never 500', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    expect((await carrier.call('PUT', 'Users/User', [1, 2])).statusCode).toBe(400);
    expect((await carrier.call('PUT', 'Users/User', { ...details, Email: { a: 1 } })).statusCode).toBe(400);
  });

  test('the onboarding step reached is stored for the user, so a second device resumes there', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    expect((await carrier.call('GET', 'Users/OnboardingStep')).json()).toEqual({ step: null });
    expect((await carrier.call('PUT', 'Users/OnboardingStep', { Step: 'haul-equipment' })).statusCode).toBe(200);
    expect((await carrier.call('GET', 'Users/OnboardingStep')).json()).toEqual({ step: 'haul-equipment' });
    const unknown = await carrier.call('PUT', 'Users/OnboardingStep', { step: 'nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('step');
  });

  test('without a token the details and the step answer 401', async () => {
    expect((await anonymous(app, 'PUT', 'Users/User', details)).statusCode).toBe(401);
    expect((await anonymous(app, 'GET', 'Users/OnboardingStep')).statusCode).toBe(401);
  });
});
