import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  DATE_BOUNDS_MESSAGE, EMAIL_MESSAGE, EMAIL_PATTERN, ENTER_A_DATE, isRequired, PHONE_MESSAGE, PHONE_PATTERN, tooLong,
} from '../../../shared/formWords';
import type { DriverFormValues } from '../../../shared/onboardingSchemas';
import { validationFailed } from '../../http/failures';
import { aroundSpaces, FormText, nameRule, trimmedText } from '../../http/formFields';

/** A day of the picker's range (DATE_MIN to DATE_MAX) as far as a pattern can tell; that it exists is checked after. */
const pickerDay = /^(?:175[3-9]|17[6-9]\d|1[89]\d\d|[2-8]\d{3}|9[0-8]\d\d|99[0-8]\d|999[0-8])-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const text = (maxLength: number, required?: string) => Type.Optional(FormText({ maxLength, tooLong: tooLong(maxLength), required }));

/** Account spec 2.9's driver form plus clientId, in the words of the form (`driverFormSchema`). */
export const DriverBody = Type.Object({
  clientId: Type.Optional(Type.Integer()),
  firstName: FormText({ maxLength: 100, tooLong: tooLong(100), required: isRequired('First Name'), rules: [nameRule] }),
  lastName: FormText({ maxLength: 100, tooLong: tooLong(100), required: isRequired('Last Name'), rules: [nameRule] }),
  email: Type.Optional(FormText({ maxLength: 320, tooLong: tooLong(320), rules: [{ pattern: aroundSpaces(EMAIL_PATTERN), message: EMAIL_MESSAGE }] })),
  cellPhoneNumber: Type.Optional(FormText({ maxLength: 40, tooLong: tooLong(40), rules: [{ pattern: aroundSpaces(PHONE_PATTERN), message: PHONE_MESSAGE }] })),
  twicCardExpiration: Type.Optional(FormText({
    maxLength: 100, tooLong: tooLong(100),
    rules: [{ pattern: aroundSpaces(/^\d{4}-\d{2}-\d{2}$/), message: ENTER_A_DATE }, { pattern: aroundSpaces(pickerDay), message: DATE_BOUNDS_MESSAGE }],
  })),
  vtasPassword: text(200),
  notes: Type.Optional(FormText({ maxLength: 2000, tooLong: tooLong(2000), multiline: true })),
}, { additionalProperties: false });

type DriverBodyValues = Static<typeof DriverBody>;

/** A day that exists (2026-02-30 does not); the bounds are the schema's. */
function isPickableDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** The driver form as validated by its route schema: text trimmed, and the TWIC date a day of the picker's range. */
export function driverFormOf(body: DriverBodyValues): DriverFormValues {
  const { clientId: _clientId, driverId: _driverId, ...form } = trimmedText(body) as DriverBodyValues & { driverId?: unknown };
  if (form.twicCardExpiration && !isPickableDay(form.twicCardExpiration)) {
    throw validationFailed([{ field: 'twicCardExpiration', message: DATE_BOUNDS_MESSAGE }]);
  }
  return form;
}
