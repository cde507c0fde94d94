/** The carrier registration of account spec 2.6 and 3: its form, its steps and its answers. */

export interface RegistrationForm {
  registrationCode: string;
  companyName: string;
  ownerName: string;
  companyEmailAddress: string;
  officePhone: string;
  mobilePhone: string;
  dispatchContactName: string;
  dispatchContactNumber: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  insuranceAgentName: string;
  agentPhone: string;
  agentEmail: string;
  insuranceName: string;
  dotNumber: string;
  mcNumber: string;
  federalTaxId: string;
  totalNumberOfTrucks: string;
  totalCapacity: string;
}

export type RegistrationField = Exclude<keyof RegistrationForm, 'registrationCode'>;

/** The fields of each of the first three steps and of the fleet step, in the order the screens show them. */
export const registrationSteps = {
  welcome: ['companyName', 'ownerName', 'companyEmailAddress', 'officePhone', 'mobilePhone', 'dispatchContactName', 'dispatchContactNumber'],
  businessLocation: ['address1', 'address2', 'city', 'state', 'zip'],
  insuranceDetails: ['insuranceAgentName', 'agentPhone', 'agentEmail', 'insuranceName', 'dotNumber', 'mcNumber', 'federalTaxId'],
  fleet: ['totalNumberOfTrucks', 'totalCapacity'],
} as const satisfies Record<string, readonly RegistrationField[]>;

export const registrationFields: readonly RegistrationField[] = Object.values(registrationSteps).flat();

/**
 * Issue 22: what a carrier tells when it applies from the website (/register). They are the wizard's own fields,
 * read by the same rules: the owner named here is the one whose address the registration link proves.
 */
export const applicationFields = ['companyName', 'dotNumber', 'mcNumber', 'ownerName', 'companyEmailAddress', 'officePhone'] as const satisfies readonly RegistrationField[];
export type ApplicationField = (typeof applicationFields)[number];
export type CarrierApplicationForm = Record<ApplicationField, string>;

export const emptyRegistrationForm: Omit<RegistrationForm, 'registrationCode'> =
  Object.fromEntries(registrationFields.map((field) => [field, ''])) as Omit<RegistrationForm, 'registrationCode'>;

/** GET CarrierRegistration/Validate/{code}: an unknown, used and expired code all answer the same. */
export interface RegistrationCodeCheck {
  valid: boolean;
  companyName: string | null;
  emailAddress: string | null;
}

export const REGISTRATION_STEP_COUNT = 4;
/** Section 8, for an invalid or used code; the mailto link to the onboarding address follows it. */
export const invalidRegistrationCodeMessage = 'Sorry, but the registration token is not valid or has already been used.';
export const ONBOARDING_EMAIL_ADDRESS = 'onboarding@haulboard.app';
export const REGISTRATION_CODE_LIFETIME_DAYS = 30;
/** The owner's first password is set from a mailed link that stays good this long. */
export const OWNER_SET_PASSWORD_LIFETIME_DAYS = 7;

/** The registration form's words, said by the wizard's forms and by POST CarrierRegistration/Complete. */
export const registrationMessages = {
  required: 'Required',
  text: 'Must be text',
  tooLong: 'Too long',
  email: 'Enter a valid email address',
  phoneCharacters: 'Use only digits, dashes, plus, spaces and parentheses',
  phoneDigits: 'Enter a phone number of 7 to 15 digits',
  state: 'Choose a state',
  zip: 'Enter a ZIP or postal code like 48170, 48170-1234 or L5T 2L7',
  dotNumber: 'Enter the USDOT number: 3 to 8 digits',
  mcNumber: 'Enter the MC number: 3 to 7 digits, optionally after MC-',
  federalTaxId: 'Enter the 9-digit federal tax ID, like 12-3456789',
  wholeNumber: 'Enter a whole number',
  trucks: 'Between 1 and 10,000 trucks',
  capacity: 'At least one car and at most 10 cars per truck',
} as const;

/** The registration form's formats (read on the trimmed value), shared by the wizard's forms and the server. */
export const registrationPatterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Section 5: only digits, dash, plus, whitespace and parentheses; a number needs 7 to 15 digits (E.164). */
  phoneCharacters: /^[0-9()+\-\s]*$/,
  /** A US ZIP (or ZIP+4) or a Canadian postal code. */
  zip: /^(?:\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/,
  dotNumber: /^\d{3,8}$/,
  mcNumber: /^(MC[-\s]?)?\d{3,7}$/i,
  federalTaxId: /^\d{2}-?\d{7}$/,
  wholeNumber: /^\d+$/,
} as const;

/** Section 3's fleet: at least one car and at most 10 per truck. */
export const capacityFitsTrucks = (trucks: number, cars: number) => cars >= trucks && cars <= trucks * 10;
