import type { ColumnType, Generated } from 'kysely';
import type { BusinessInformation } from '../../../shared/contracts/businessInformation';
import type { Flag, Timestamp, DateOnly, Json } from './columnShapes';

/** Carriers, their people and equipment, and how they sign in. */

/** The business information columns are the wire record's own. */
export interface ClientsTable extends Omit<BusinessInformation, 'clientId'> {
  id: Generated<number>;
  dotNumber: string | null;
  mcNumber: string | null;
  federalTaxId: string | null;
  defaultPaymentMethod: string;
  paymentMethodChangeRequested: string | null;
  damageInsuranceExpires: DateOnly | null;
  liabilityInsuranceExpires: DateOnly | null;
  haveTwicCard: Flag;
  haveStraps: Flag;
  haveWinches: Flag;
  trucksHaveInternet: Flag;
  handleInops: Flag;
  createdAt: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  clientId: number;
  userName: string;
  /** Lower-cased; sign-in is by e-mail address. */
  email: string;
  firstName: string;
  lastName: string;
  primaryPhone: string | null;
  cellPhone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  passwordHash: string;
  passwordExpiresAt: Timestamp | null;
  lessThan500: Flag;
  moreThan500: Flag;
  /** JSON array of region values (spec: stateProvinceRegion). */
  regions: Json;
  createdAt: Timestamp;
  /** The onboarding screen reached (shared/onboardingSteps.ts); null before onboarding starts. */
  onboardingStep: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON object of dashboard section key → open (shared/contracts/uiPreferences.ts); a missing key is open. */
  expandedSections: ColumnType<string, string | undefined, string>;
  newLoadsBannerDismissedOn: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A carrier's wish to be called by dispatch at a time it chose (onboarding's Welcome). */
export interface CallRequestsTable {
  id: Generated<number>;
  clientId: number;
  userId: number;
  callAt: Timestamp;
  /** The carrier's IANA zone, in which the time is shown to whoever reads it. */
  timeZone: string;
  createdAt: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface SignInFailuresTable {
  /** 'account:{email}' or 'address:{ip}'. */
  key: string;
  failures: number;
  firstFailedAt: Timestamp;
  lockedUntil: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface RegistrationCodesTable {
  code: string;
  email: string;
  companyName: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface CarrierRegistrationsTable {
  id: Generated<number>;
  registrationCode: string;
  companyName: string;
  companyEmailAddress: string;
  /** The whole registration form as submitted. */
  form: Json;
  createdAt: Timestamp;
}

/** Issue 22: an application from the website; its code is kept by hash, as registration codes are. */
export interface CarrierApplicationsTable {
  id: Generated<number>;
  registrationCode: string;
  companyName: string;
  dotNumber: string;
  mcNumber: string;
  ownerName: string;
  email: string;
  phone: string;
  createdAt: Timestamp;
  declinedAt: Timestamp | null;
}

export interface DriversTable {
  id: Generated<number>;
  clientId: number;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  email: string | null;
  cellPhoneNumber: string | null;
  twicCardExpiration: DateOnly | null;
  vtasPassword: string | null;
  notes: string | null;
  hasHandHeld: string;
  enabled: Flag;
  createdAt: Timestamp;
}

export interface TrucksTable {
  id: Generated<number>;
  clientId: number;
  quantity: number;
  carrierEquipmentType: 'Open' | 'Enclosed';
  isFlatBed: Flag;
  capacity: number;
}
