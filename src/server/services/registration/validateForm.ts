import { Type } from '@fastify/type-provider-typebox';
import {
  applicationFields, capacityFitsTrucks, registrationFields, registrationMessages as words, registrationPatterns as patterns, type RegistrationField,
  type RegistrationForm,
} from '../../../shared/registration';
import { STATES_AND_PROVINCES } from '../../../shared/states';
import { validationFailed } from '../../http/failures';
import { aroundSpaces, checkedInOrder, nameRule, refuseNonText, type TextRule } from '../../http/formFields';
import { messagesKeyword } from '../../http/validation';

export type RegistrationValues = Omit<RegistrationForm, 'registrationCode'>;

/*
 * The registration form's rules (`registrationSchema` of the wizard) as the route schema of
 * POST CarrierRegistration/Complete, with the form's words. Text is read as sent: its length counts every
 * character, a format is read on the trimmed value, and a number where text is asked is refused, not turned into text.
 */

const required: TextRule = { pattern: '\\S', message: words.required };
const phoneDigits: TextRule = { pattern: '^(?:[()+\\-\\s]*(?:\\d[()+\\-\\s]*){7,15})?$', message: words.phoneDigits };
const digitsRange = (digits: string): TextRule => ({ pattern: `^\\s*(?:0*(?:${digits}))?\\s*$`, message: '' });
const anyCase = (pattern: RegExp) => pattern.source.replace(/MC/g, '[Mm][Cc]');

function text(maxLength: number, rules: TextRule[] = [], isRequired = false) {
  // The form's order: its length, its formats, then whether anything was typed.
  const checks = [...rules, ...(isRequired ? [required] : [])];
  return Type.String({
    allOf: checkedInOrder(maxLength, words.tooLong, checks),
    ...(isRequired ? { [messagesKeyword]: { required: words.required } } : {}),
  });
}

const format = (pattern: RegExp | string, message: string): TextRule => ({ pattern: typeof pattern === 'string' ? pattern : aroundSpaces(pattern), message });
const phone = [format(patterns.phoneCharacters, words.phoneCharacters), phoneDigits];
const email = [format(patterns.email, words.email)];
const count = (digits: string, message: string) => [format(patterns.wholeNumber, words.wholeNumber), { ...digitsRange(digits), message }];
const stateCodes = `^(?:${STATES_AND_PROVINCES.map((state) => state.code).join('|')})?$`;

const fields: Record<RegistrationField, ReturnType<typeof text>> = {
  companyName: text(200, [nameRule], true),
  ownerName: text(200, [nameRule], true),
  companyEmailAddress: text(320, email, true),
  officePhone: text(30, phone, true),
  mobilePhone: text(30, phone),
  dispatchContactName: text(200, [nameRule], true),
  dispatchContactNumber: text(30, phone),
  address1: text(200, [], true),
  address2: text(200),
  city: text(100, [], true),
  state: text(2, [format(stateCodes, words.state)], true),
  zip: text(10, [format(patterns.zip, words.zip)], true),
  insuranceAgentName: text(200, [nameRule], true),
  agentPhone: text(30, phone, true),
  agentEmail: text(320, email),
  insuranceName: text(200, [nameRule]),
  dotNumber: text(8, [format(patterns.dotNumber, words.dotNumber)], true),
  mcNumber: text(12, [format(`^\\s*(?:${anyCase(patterns.mcNumber).replace(/^\^|\$$/g, '')})?\\s*$`, words.mcNumber)], true),
  federalTaxId: text(10, [format(patterns.federalTaxId, words.federalTaxId)], true),
  totalNumberOfTrucks: text(6, count('[1-9]\\d{0,3}|10000', words.trucks), true),
  totalCapacity: text(6, count('[1-9]\\d{0,4}|100000', words.capacity), true),
};

/** Every field is required unless the form says optional; a missing one is named like a blank one. */
const optionalFields = new Set<RegistrationField>(['mobilePhone', 'dispatchContactNumber', 'address2', 'agentEmail', 'insuranceName']);

export const RegistrationBody = Type.Object({
  registrationCode: Type.Optional(Type.Unknown()),
  ...Object.fromEntries(registrationFields.map((field) => [field, optionalFields.has(field) ? Type.Optional(fields[field]) : fields[field]])),
}, { additionalProperties: false });

/** A number, a flag or an object where the form asks for text is refused by field. */
export const refuseNonTextRegistration = refuseNonText(registrationFields, words.text);

/** Issue 22: the application of /register, each field by the registration form's own rule. */
export const ApplicationBody = Type.Object(
  Object.fromEntries(applicationFields.map((field) => [field, fields[field]])),
  { additionalProperties: false },
);
export const refuseNonTextApplication = refuseNonText(applicationFields, words.text);

/** The valid form with its text trimmed and absent optional fields as empty text. */
export function trimmedValues(body: Record<string, unknown>): RegistrationValues {
  const entries = registrationFields.map((field: RegistrationField) => [field, typeof body[field] === 'string' ? (body[field] as string).trim() : '']);
  return Object.fromEntries(entries) as RegistrationValues;
}

/** The one rule the schema cannot say: the fleet's cars fit its trucks. */
export function refuseCapacityOutOfFleet(values: RegistrationValues): void {
  if (!capacityFitsTrucks(Number(values.totalNumberOfTrucks), Number(values.totalCapacity))) {
    throw validationFailed([{ field: 'totalCapacity', message: words.capacity }]);
  }
}
