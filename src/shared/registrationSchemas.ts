import * as yup from 'yup';
import { applicationFields, capacityFitsTrucks, registrationMessages, registrationPatterns, registrationSteps, type RegistrationField } from './registration';

export { registrationMessages };
import { NAME_MESSAGE, NAME_PATTERN } from './formWords';
import { isStateOrProvince } from './states';

/*
 * The registration form's rules, read by the wizard's forms and by POST CarrierRegistration/Complete. Values
 * are validated as sent (no casting), so a number where text belongs is refused rather than turned into text.
 */


const blank = (value: unknown) => value === undefined || value === null || value === '';
const text = (max = 200) => yup.string().typeError(registrationMessages.text).max(max, registrationMessages.tooLong);
const required = (schema: yup.StringSchema) =>
  schema.test('required', registrationMessages.required, (value) => typeof value === 'string' && value.trim() !== '');
const optional = (schema: yup.StringSchema) => schema.nullable().optional();
const format = (schema: yup.StringSchema, pattern: RegExp, message: string) =>
  schema.test('format', message, (value) => blank(value) || pattern.test(String(value).trim()));

/** Issue 21: names are one line (formWords.ts). */
const name = () => format(text(), NAME_PATTERN, NAME_MESSAGE);
const email = () => format(text(320), registrationPatterns.email, registrationMessages.email);

const { phoneCharacters } = registrationPatterns;
const phone = () => text(30)
  .test('phone-characters', registrationMessages.phoneCharacters, (value) => blank(value) || phoneCharacters.test(String(value)))
  .test('phone-digits', registrationMessages.phoneDigits, (value) => {
    if (blank(value) || !phoneCharacters.test(String(value))) return true;
    const digits = String(value).replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  });

const count = (min: number, max: number, message: string) => required(text(6))
  .test('whole-number', registrationMessages.wholeNumber, (value) => blank(value) || registrationPatterns.wholeNumber.test(String(value).trim()))
  .test('range', message, (value) => blank(value) || !registrationPatterns.wholeNumber.test(String(value).trim()) || (Number(value) >= min && Number(value) <= max));

const fieldRules: Record<RegistrationField, yup.StringSchema<string | null | undefined>> = {
  companyName: required(name()),
  ownerName: required(name()),
  companyEmailAddress: required(email()),
  officePhone: required(phone()),
  mobilePhone: optional(phone()),
  dispatchContactName: required(name()),
  dispatchContactNumber: optional(phone()),
  address1: required(text()),
  address2: optional(text()),
  city: required(text(100)),
  state: required(text(2).test('state', registrationMessages.state, (value) => blank(value) || isStateOrProvince(String(value)))),
  zip: required(format(text(10), registrationPatterns.zip, registrationMessages.zip)),
  insuranceAgentName: required(name()),
  agentPhone: required(phone()),
  agentEmail: optional(email()),
  insuranceName: optional(name()),
  dotNumber: required(format(text(8), registrationPatterns.dotNumber, registrationMessages.dotNumber)),
  mcNumber: required(format(text(12), registrationPatterns.mcNumber, registrationMessages.mcNumber)),
  federalTaxId: required(format(text(10), registrationPatterns.federalTaxId, registrationMessages.federalTaxId)),
  totalNumberOfTrucks: count(1, 10_000, registrationMessages.trucks),
  totalCapacity: count(1, 100_000, registrationMessages.capacity).test('per-truck', registrationMessages.capacity, (value, context) => {
    const trucks = Number((context.parent as { totalNumberOfTrucks?: unknown }).totalNumberOfTrucks);
    const cars = Number(value);
    return !Number.isInteger(trucks) || !Number.isInteger(cars) || trucks < 1 || capacityFitsTrucks(trucks, cars);
  }),
};

const stepSchema = (fields: readonly RegistrationField[]) =>
  yup.object(Object.fromEntries(fields.map((field) => [field, fieldRules[field]])));

export const welcomeSchema = stepSchema(registrationSteps.welcome);
export const businessLocationSchema = stepSchema(registrationSteps.businessLocation);
export const insuranceDetailsSchema = stepSchema(registrationSteps.insuranceDetails);
export const fleetSchema = stepSchema(registrationSteps.fleet);
/** Issue 22: the application of /register, by the wizard's rules for the same fields. */
export const applicationSchema = stepSchema(applicationFields);
