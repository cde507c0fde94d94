import moment from 'moment';
import * as yup from 'yup';

/* The onboarding forms of account spec 2.7 and 2.9, checked the same way by the form and by the server. */

/** Spec 5: telephone inputs allow only digits, dash, plus, whitespace and parentheses. */
export const PHONE_PATTERN = /^[\d\-+\s()]*$/;
export const PHONE_MESSAGE = 'Use only digits, dashes, plus, spaces and parentheses';

const text = (max: number) => yup.string().trim().max(max, `Must be at most ${max} characters`);
const required = (label: string, max = 200) => text(max).required(`${label} is required`);
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
}

export const userDetailsSchema: yup.ObjectSchema<UserDetailsValues> = yup.object({
  primaryPhone: phone('Phone'),
  cellPhone: phone('Mobile phone'),
  userName: required('Username', 320),
  email: required('Email', 320).email('Enter a valid email address'),
  address1: required('Address'),
  address2: text(200).optional(),
  city: required('City', 100),
  state: required('State', 2).matches(/^[A-Za-z]{2}$/, 'Choose a state'),
  zip: required('Zip', 10).matches(/^[\d\- ]+$|^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, 'Enter a valid zip'),
});

/** Spec 5: date picker bounds. */
export const DATE_MIN = '1753-01-01';
export const DATE_MAX = '9998-12-31';

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
  firstName: required('First Name', 100),
  lastName: required('Last Name', 100),
  email: text(320).optional().email('Enter a valid email address'),
  cellPhoneNumber: text(40).optional().matches(PHONE_PATTERN, PHONE_MESSAGE),
  twicCardExpiration: yup.string().trim().optional()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date', excludeEmptyString: true })
    .test('date-bounds', `Must be between ${DATE_MIN} and ${DATE_MAX}`,
      (value) => !value || (value >= DATE_MIN && value <= DATE_MAX && moment.utc(value, 'YYYY-MM-DD', true).isValid())),
  vtasPassword: text(200).optional(),
  notes: text(2000).optional(),
});

export const EQUIPMENT_TYPES = ['Open', 'Enclosed'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export const MAX_TRUCK_ROWS = 20;

export interface TruckRowValues {
  quantity: number;
  carrierEquipmentType: EquipmentType;
  isFlatBed: boolean;
  capacity: number;
}

/** Spec 3 and 5: how many trucks of one kind, a whole number from 1; also the edit form's quantity. */
export const truckQuantitySchema = yup.number().typeError('Quantity must be a number').required('Quantity is required')
  .integer('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(999, 'Quantity must be at most 999');

/** Spec 3 and 9: car haulers carry 1 to 10 cars, a flatbed 1. */
export const truckRowSchema: yup.ObjectSchema<TruckRowValues> = yup.object({
  quantity: truckQuantitySchema,
  carrierEquipmentType: yup.mixed<EquipmentType>().oneOf(EQUIPMENT_TYPES, 'Choose Open or Enclosed').required('Choose Open or Enclosed'),
  isFlatBed: yup.boolean().required().default(false),
  capacity: yup.number().typeError('Choose a truck type').required('Truck type is required').integer()
    .min(1, 'Choose a truck type').max(10, 'Choose a truck type')
    .when('isFlatBed', { is: true, then: (schema) => schema.max(1, 'A flatbed carries 1 car') }),
});

export const truckRowsSchema = yup.array(truckRowSchema.required()).required()
  .min(1, 'Add at least one truck').max(MAX_TRUCK_ROWS, `At most ${MAX_TRUCK_ROWS} rows`);

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
