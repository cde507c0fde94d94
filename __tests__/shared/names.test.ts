import { NAME_MESSAGE } from '../../src/shared/formWords';
import { driverFormSchema, userDetailsSchema } from '../../src/shared/onboardingSchemas';
import { welcomeSchema } from '../../src/shared/registrationSchemas';

/* Issue 21: the forms refuse a name with a line break in the same words, before any call. */

const injected = 'dana\r\nBcc: x@evil.test';
const messageOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('names are one line on the forms', () => {
  test('the user name of Confirm Info and Edit Profile', () => {
    expect(messageOf(() => userDetailsSchema.validateSyncAt('userName', { userName: injected }))).toBe(NAME_MESSAGE);
  });

  test('a driver\'s first and last name', () => {
    expect(messageOf(() => driverFormSchema.validateSyncAt('firstName', { firstName: injected }))).toBe(NAME_MESSAGE);
    expect(messageOf(() => driverFormSchema.validateSyncAt('lastName', { lastName: 'Hauler\u0000' }))).toBe(NAME_MESSAGE);
  });

  test('the company and owner names of registration', () => {
    expect(messageOf(() => welcomeSchema.validateSyncAt('companyName', { companyName: injected }))).toBe(NAME_MESSAGE);
    expect(messageOf(() => welcomeSchema.validateSyncAt('ownerName', { ownerName: 'Dana Whitfield' }))).toBeNull();
  });
});
