import moment from 'moment';
import * as yup from 'yup';
import {
  CHOOSE_A_STATE, DATE_BOUNDS_MESSAGE, DATE_MAX, DATE_MIN, EMAIL_MESSAGE, ENTER_A_DATE, EQUIPMENT_TYPES, isRequired, MAX_TRUCK_ROWS,
  NAME_MESSAGE, NAME_PATTERN, PHONE_MESSAGE, PHONE_PATTERN, tooLong, truckWords, ZIP_MESSAGE, ZIP_PATTERN, type EquipmentType,
} from './formWords';

/* The onboarding forms of account spec 2.7 and 2.9, checked the same way by the form and by the server. */

export { DATE_MAX, DATE_MIN, PHONE_MESSAGE, PHONE_PATTERN, type EquipmentType } from './formWords';

const text = (max: number) => yup.string().trim().max(max, tooLong(max));
const required = (label: string, max = 200) => text(max).required(isRequired(label));
const phone = (label: string) => required(label, 40).matches(PHONE_PATTERN, PHONE_MESSAGE);

export interface UserDetailsValues {
  primaryPhone: string;
  cellPhone: string;
  userName: string;
  email: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  /** Only with a new e-mail: the server asks for it (issue 21). */
  currentPassword?: string;
}

export const userDetailsSchema: yup.ObjectSchema<UserDetailsValues> = yup.object({
  primaryPhone: phone('Phone'),
  cellPhone: phone('Mobile phone'),
  userName: required('Username', 320).matches(NAME_PATTERN, NAME_MESSAGE),
  email: required('Email', 320).email(EMAIL_MESSAGE),
  address1: required('Address'),
  address2: text(200).optional(),
  city: required('City', 100),
  state: required('State', 2).matches(/^[A-Za-z]{2}$/, CHOOSE_A_STATE),
  zip: required('Zip', 10).matches(ZIP_PATTERN, ZIP_MESSAGE),
  currentPassword: yup.string().optional(),
});

export interface DriverFormValues {
  firstName: string;
  lastName: string;
  email?: string;
  cellPhoneNumber?: string;
  twicCardExpiration?: string;
  vtasPassword?: string;
  notes?: string;
}

export const driverFormSchema: yup.ObjectSchema<DriverFormValues> = yup.object({
  firstName: required('First Name', 100).matches(NAME_PATTERN, NAME_MESSAGE),
  lastName: required('Last Name', 100).matches(NAME_PATTERN, NAME_MESSAGE),
  email: text(320).optional().email(EMAIL_MESSAGE),
  cellPhoneNumber: text(40).optional().matches(PHONE_PATTERN, PHONE_MESSAGE),
  twicCardExpiration: yup.string().trim().optional()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: ENTER_A_DATE, excludeEmptyString: true })
    .test('date-bounds', DATE_BOUNDS_MESSAGE,
      (value) => !value || (value >= DATE_MIN && value <= DATE_MAX && moment.utc(value, 'YYYY-MM-DD', true).isValid())),
  vtasPassword: text(200).optional(),
  notes: text(2000).optional(),
});

export interface TruckRowValues {
  quantity: number;
  carrierEquipmentType: EquipmentType;
  isFlatBed: boolean;
  capacity: number;
}

/** Spec 3 and 5: how many trucks of one kind, a whole number from 1; also the edit form's quantity. */
export const truckQuantitySchema = yup.number().typeError(truckWords.quantityNotNumber).required(truckWords.quantityRequired)
  .integer(truckWords.quantityWhole).min(1, truckWords.quantityAtLeast).max(999, truckWords.quantityAtMost);

/** Spec 3 and 9: car haulers carry 1 to 10 cars, a flatbed 1. */
export const truckRowSchema: yup.ObjectSchema<TruckRowValues> = yup.object({
  quantity: truckQuantitySchema,
  carrierEquipmentType: yup.mixed<EquipmentType>().oneOf(EQUIPMENT_TYPES, truckWords.equipmentType).required(truckWords.equipmentType),
  isFlatBed: yup.boolean().required().default(false),
  capacity: yup.number().typeError(truckWords.truckType).required(truckWords.truckTypeRequired).integer()
    .min(1, truckWords.truckType).max(10, truckWords.truckType)
    .when('isFlatBed', { is: true, then: (schema) => schema.max(1, truckWords.flatbed) }),
});

export const truckRowsSchema = yup.array(truckRowSchema.required()).required()
  .min(1, truckWords.atLeastOneRow).max(MAX_TRUCK_ROWS, truckWords.tooManyRows);

/** Turns yup's errors into the wire's `{field, message}`, first message per field. */
export function yupFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof yup.ValidationError)) throw error;
  const seen = new Map<string, string>();
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path || 'body';
    if (!seen.has(field)) seen.set(field, inner.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

export interface TruckFormValues {
  trucks: TruckRowValues[];
}

/** The rows as POST CarrierTrucks sends them, so errors are named 'trucks' and 'trucks[1].quantity'. */
export const truckFormSchema: yup.ObjectSchema<TruckFormValues> = yup.object({ trucks: truckRowsSchema });
