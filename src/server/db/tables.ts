import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '../../shared/loads';

export type { OrderStatus };

/*
 * The whole data model, as Kysely sees it. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Both dialects store the same shapes: booleans as 0/1 integers, timestamps as ISO-8601 UTC strings,
 * dates without time as 'YYYY-MM-DD', lists and settings as JSON text.
 */

type Flag = 0 | 1;
type Timestamp = string;
type DateOnly = string;
type Json = string;
type Bytes = Buffer;


export interface ClientsTable {
  id: Generated<number>;
  name: string;
  primaryPhone: string | null;
  cellPhone: string | null;
  email: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
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

export interface LoadsTable {
  /** The load number carriers see; assigned by the shipper side, not generated here. */
  id: number;
  orderStatus: OrderStatus;
  carrierClientId: number | null;
  driverId: number | null;
  rate: number;
  miles: number;
  /** Derived from the vehicles at write time so searches filter without joins. */
  vehicleCount: number;
  totalWeightLbs: number;
  hasInoperable: Flag;
  visibleToCarriers: Flag;
  visibleToCarriersFrom: Timestamp;
  originName: string;
  originAddress: string;
  originCity: string;
  originState: string;
  originZip: string;
  originLat: number;
  originLon: number;
  originBusinessHours: string | null;
  originComments: string | null;
  destinationName: string;
  destinationAddress: string;
  destinationCity: string;
  destinationState: string;
  destinationZip: string;
  destinationLat: number;
  destinationLon: number;
  destinationBusinessHours: string | null;
  destinationComments: string | null;
  earliestPickup: DateOnly | null;
  latestPickup: DateOnly | null;
  earliestDelivery: DateOnly | null;
  latestDelivery: DateOnly | null;
  scheduledPickup: Timestamp | null;
  scheduledDelivery: Timestamp | null;
  actualPickup: Timestamp | null;
  actualDelivery: Timestamp | null;
  twicRequired: Flag;
  rushSold: Flag;
  enclosedTruckRequired: Flag;
  guaranteedPickup: Flag;
  guaranteedDelivery: Flag;
  pickupLate: Flag;
  deliveryLate: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VehiclesTable {
  id: Generated<number>;
  loadId: number;
  position: number;
  year: number | null;
  make: string;
  model: string;
  subModel: string | null;
  /** Pounds as text, or null when unknown (spec: weight is a string or null). */
  weight: string | null;
  inoperable: Flag;
}

export interface FavoritesTable {
  userId: number;
  clientId: number;
  loadId: number;
  createdAt: Timestamp;
}

export interface SearchHistoryTable {
  id: Generated<number>;
  userId: number;
  kind: 'saved' | 'recent';
  /** The search values (spec: carrierSearchDto) as JSON. */
  criteria: Json;
  /** Canonical form of the criteria, so a repeated recent search replaces the older one. */
  criteriaKey: string;
  createdAt: Timestamp;
}

export interface InvoicesTable {
  id: Generated<number>;
  clientId: number;
  loadId: number;
  amount: number;
  status: 'Paid' | 'Pending';
  invoicedDate: DateOnly;
  estimatedPayDate: DateOnly | null;
  paidDate: DateOnly | null;
  driverFullName: string | null;
}

export interface CarrierDocumentsTable {
  id: Generated<number>;
  clientId: number;
  kind: 'Insurance' | 'BrokerAgreement';
  title: string;
  dateAdded: DateOnly;
  fileName: string;
  contentType: string;
  content: Bytes;
}

export interface NotificationSettingsTable {
  userId: number;
  channel: 'Email' | 'Text';
  newLoadsOfSavedSearches: Flag;
  urgentLoads: Flag;
  claimSavedLoads: Flag;
  loadsDelivered: Flag;
  paymentErrors: Flag;
  paymentsPosted: Flag;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  targetType: 'CIHeader' | 'CIBody';
  title: string;
  details: string;
  rotationTimeInSeconds: number;
  callToActionCopy: string | null;
  callToActionUrl: string | null;
  active: Flag;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
}

export interface LookupsTable {
  key: string;
  /** JSON text: a string for addresses, a list for PaymentTerms. */
  value: Json;
}

export interface UnassignReasonsTable {
  code: string;
  groupKey: string;
  groupTitle: string;
  label: string;
  position: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  userId: number;
  clientId: number;
  message: string;
  createdAt: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  /** The complete MIME message, attachments included, ready for SMTP. */
  raw: ColumnType<string, string, string>;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
}

export type LoadEventKind = 'claimed' | 'datesChanged' | 'driverChanged' | 'cancelled' | 'pickedUp' | 'delivered';

export interface LoadEventsTable {
  id: Generated<number>;
  loadId: number;
  clientId: number | null;
  userId: number | null;
  kind: LoadEventKind;
  /** JSON details: old and new values, the cancel reason. */
  details: Json;
  createdAt: Timestamp;
}

export interface Database {
  clients: ClientsTable;
  users: UsersTable;
  sessions: SessionsTable;
  signInFailures: SignInFailuresTable;
  passwordResets: PasswordResetsTable;
  registrationCodes: RegistrationCodesTable;
  carrierRegistrations: CarrierRegistrationsTable;
  drivers: DriversTable;
  trucks: TrucksTable;
  loads: LoadsTable;
  vehicles: VehiclesTable;
  favorites: FavoritesTable;
  searchHistory: SearchHistoryTable;
  invoices: InvoicesTable;
  carrierDocuments: CarrierDocumentsTable;
  notificationSettings: NotificationSettingsTable;
  announcements: AnnouncementsTable;
  lookups: LookupsTable;
  unassignReasons: UnassignReasonsTable;
  feedback: FeedbackTable;
  outbox: OutboxTable;
  loadEvents: LoadEventsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Load = Selectable<LoadsTable>;
export type NewLoad = Insertable<LoadsTable>;
export type Vehicle = Selectable<VehiclesTable>;
export type Driver = Selectable<DriversTable>;
export type DriverUpdate = Updateable<DriversTable>;
