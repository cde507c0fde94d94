import type { FastifyInstance } from 'fastify';
import { bearer, createCarrier, signIn, signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api, resetLinkOf, resetPassword, waitForOutboxMail } from '../support/resetMail';
import { complete, issueCode, validForm } from './support';

const chosenPassword = 'flatbed morning coffee 7';

describeEachDatabase('registration: a new owner starts onboarding at welcome', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  const stepOf = async (token: string) =>
    (await app.inject({ method: 'GET', url: api('Users/OnboardingStep'), headers: bearer(token) })).json();

  test('the registered owner has onboarding step welcome stored, so the first sign-in leads into onboarding', async () => {
    const form = validForm(await issueCode(getDb()));
    expect((await complete(app, form, uniqueAddress())).statusCode).toBe(200);
    const email = String(form.companyEmailAddress);
    const { userId, resetCode } = resetLinkOf((await waitForOutboxMail(getDb(), email)).text);
    expect((await resetPassword(app, { userId, resetCode, password: chosenPassword })).statusCode).toBe(200);
    const signedIn = await app.inject(signInRequest(email, chosenPassword, uniqueAddress()));
    expect(signedIn.statusCode).toBe(200);
    expect(await stepOf(signedIn.json().access_token)).toEqual({ step: 'welcome' });
  });

  test('an account made any other way has no onboarding step, so its sign-in goes to the loads', async () => {
    const carrier = await createCarrier(getDb());
    expect(await stepOf(await signIn(app, carrier))).toEqual({ step: null });
  });
});
