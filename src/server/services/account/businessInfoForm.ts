import { Type, type Static } from '@fastify/type-provider-typebox';
import type { BusinessInfoValues } from '../../../shared/accountSchemas';
import { EMAIL_MESSAGE, EMAIL_PATTERN, isRequired, PHONE_MESSAGE, PHONE_PATTERN, tooLong } from '../../../shared/formWords';
import { registrationMessages, registrationPatterns } from '../../../shared/registration';
import { STATES_AND_PROVINCES } from '../../../shared/states';
import { aroundSpaces, FormText, refuseNonText, trimmedText, type TextRule } from '../../http/formFields';

const text = (maxLength: number, rules: TextRule[] = [], required?: string) =>
  Type.Optional(FormText({ maxLength, tooLong: tooLong(maxLength), rules, required }));
const phone = { pattern: aroundSpaces(PHONE_PATTERN), message: PHONE_MESSAGE };
/** A US state, DC, PR or Canadian province in any case: the state codes spelled letter by letter in both cases. */
const anyCase = (code: string) => [...code].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join('');
const stateCode = new RegExp(`^(?:${STATES_AND_PROVINCES.map((state) => anyCase(state.code)).join('|')})$`);

const BusinessInfoFields = {
  primaryPhone: text(40, [phone]),
  cellPhone: text(40, [phone]),
  email: text(320, [{ pattern: aroundSpaces(EMAIL_PATTERN), message: EMAIL_MESSAGE }]),
  address1: text(200, [], isRequired('Address 1')),
  address2: text(200),
  city: text(100, [], isRequired('City')),
  state: text(2, [{ pattern: aroundSpaces(stateCode), message: registrationMessages.state }]),
  zip: text(10, [{ pattern: aroundSpaces(registrationPatterns.zip), message: registrationMessages.zip }]),
};

/**
 * PUT Clients/BusinessInformation (account spec 2.11 and 5, `businessInfoSchema`'s rules and words): address1 and
 * city are required; a field left out or blank is cleared. The name is read-only and the client is the caller's.
 */
export const BusinessInfoBody = Type.Object({
  ...BusinessInfoFields,
  clientId: Type.Optional(Type.Unknown()),
  name: Type.Optional(Type.Unknown()),
}, { additionalProperties: false });

/** Spec 5 'Text field values must be strings': a number or object is refused by field, never turned into text. */
export const refuseNonTextBusinessInfo = refuseNonText(Object.keys(BusinessInfoFields), registrationMessages.text);

/** The form as stored: text trimmed, a field left out as blank, the state in capitals. */
export function businessInfoOf(body: Static<typeof BusinessInfoBody>): BusinessInfoValues {
  const { clientId: _clientId, name: _name, ...sent } = trimmedText(body);
  const blankOut = Object.fromEntries(Object.keys(BusinessInfoFields).map((field) => [field, ''])) as unknown as BusinessInfoValues;
  const values = { ...blankOut, ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) } as BusinessInfoValues;
  return { ...values, state: values.state.toUpperCase() };
}
