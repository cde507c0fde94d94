import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  CHOOSE_A_STATE, EMAIL_MESSAGE, EMAIL_PATTERN, isRequired, PHONE_MESSAGE, PHONE_PATTERN, tooLong, ZIP_MESSAGE, ZIP_PATTERN,
} from '../../../shared/formWords';
import type { UserDetailsValues } from '../../../shared/onboardingSchemas';
import { validationFailed } from '../../http/failures';
import { aroundSpaces, FormText, nameRule, trimmedText, type TextRule } from '../../http/formFields';

const labels = {
  primaryPhone: 'Phone', cellPhone: 'Mobile phone', userName: 'Username', email: 'Email', address1: 'Address',
  city: 'City', state: 'State', zip: 'Zip',
} as const;

const required = (field: keyof typeof labels, maxLength: number, rules: TextRule[] = []) =>
  Type.Optional(FormText({ maxLength, tooLong: tooLong(maxLength), required: isRequired(labels[field]), rules }));
const phone = { pattern: aroundSpaces(PHONE_PATTERN), message: PHONE_MESSAGE };

/**
 * Account spec 3 'User details form' (`userDetailsSchema`'s rules and words); id and clientId are the caller's own,
 * whatever is sent. Every field may be left out; one sent is checked, blank refused where the form requires it.
 */
export const UserDetailsBody = Type.Object({
  primaryPhone: required('primaryPhone', 40, [phone]),
  cellPhone: required('cellPhone', 40, [phone]),
  userName: required('userName', 320, [nameRule]),
  email: required('email', 320, [{ pattern: aroundSpaces(EMAIL_PATTERN), message: EMAIL_MESSAGE }]),
  address1: required('address1', 200),
  address2: Type.Optional(FormText({ maxLength: 200, tooLong: tooLong(200) })),
  city: required('city', 100),
  state: required('state', 2, [{ pattern: aroundSpaces(/^[A-Za-z]{2}$/), message: CHOOSE_A_STATE }]),
  zip: required('zip', 10, [{ pattern: aroundSpaces(ZIP_PATTERN), message: ZIP_MESSAGE }]),
  /** Asked only when the e-mail changes (auth/emailChange.ts); read as sent, never trimmed. */
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  id: Type.Optional(Type.Unknown()),
  clientId: Type.Optional(Type.Unknown()),
}, { additionalProperties: false });

/**
 * Confirm Info sends every field; Edit Profile only its three. A field left out keeps its stored value; a body
 * with none of the fields is the whole form left blank, so it is refused field by field rather than ignored.
 */
export function userDetailsOf(body: Static<typeof UserDetailsBody>): Partial<UserDetailsValues> {
  const { id: _id, clientId: _clientId, currentPassword: _currentPassword, ...details } = trimmedText(body);
  if (Object.values(details).every((value) => value === undefined)) {
    throw validationFailed(Object.entries(labels).map(([field, label]) => ({ field, message: isRequired(label) })));
  }
  return details;
}
