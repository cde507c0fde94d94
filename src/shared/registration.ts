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
