/*
 * The words and patterns of the onboarding, fleet and account forms (account spec 2.7, 2.9, 2.11 and 5), read by
 * their yup schemas in the client's forms and by the server's route schemas, so both say the same thing.
 */

/** Spec 5: telephone inputs allow only digits, dash, plus, whitespace and parentheses. */
export const PHONE_PATTERN = /^[\d\-+\s()]*$/;
export const PHONE_MESSAGE = 'Use only digits, dashes, plus, spaces and parentheses';
/** yup's own e-mail rule, so the server refuses exactly the addresses the form refuses. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
 * Issue 21: a name (a person's, a company's, a user name) is one line of text. A line break or another control
 * character in it could start a new header where a name is written into a mail ('dana\r\nBcc: ...').
 */
export const NAME_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
export const NAME_MESSAGE = 'Use one line of text without control characters';
export const isOneLineName = (name: string) => NAME_PATTERN.test(name);
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const ENTER_A_DATE = 'Enter a date';
export const CHOOSE_A_STATE = 'Choose a state';
export const ZIP_MESSAGE = 'Enter a valid zip';
export const ZIP_PATTERN = /^(?:[\d\- ]+|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

/** Issue 21: a new sign-in e-mail is confirmed with the current password, asked on the form and by the server. */
export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change the email.';
export const CURRENT_PASSWORD_FOR_EMAIL_LABEL = 'Current Password (to change your email)';

/** Whether a form's e-mail is another address than the one signed in with (case and spaces aside). */
export const emailChanged = (values: { email: string }, initial: { email: string }) =>
  values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();

export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const isRequired = (label: string) => `${label} is required`;

/** Spec 5: date picker bounds. */
export const DATE_MIN = '1753-01-01';
export const DATE_MAX = '9998-12-31';
export const DATE_BOUNDS_MESSAGE = `Must be between ${DATE_MIN} and ${DATE_MAX}`;

export const EQUIPMENT_TYPES = ['Open', 'Enclosed'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export const MAX_TRUCK_ROWS = 20;
/** Trucks changed or removed in one call. */
export const MAX_TRUCKS_PER_CHANGE = 100;

export const truckWords = {
  quantityNotNumber: 'Quantity must be a number',
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number',
  quantityAtLeast: 'Quantity must be at least 1',
  quantityAtMost: 'Quantity must be at most 999',
  equipmentType: 'Choose Open or Enclosed',
  truckType: 'Choose a truck type',
  truckTypeRequired: 'Truck type is required',
  flatbed: 'A flatbed carries 1 car',
  atLeastOneRow: 'Add at least one truck',
  tooManyRows: `At most ${MAX_TRUCK_ROWS} rows`,
  chooseTruck: 'Choose a truck',
  tooManyTrucks: `At most ${MAX_TRUCKS_PER_CHANGE} trucks`,
} as const;
