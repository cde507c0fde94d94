import type { Insertable, Selectable } from 'kysely';
import type {
  ClientsTable,
  UsersTable,
  SessionsTable,
  SignInFailuresTable,
  PasswordResetsTable,
  RegistrationCodesTable,
  CarrierRegistrationsTable,
  CarrierApplicationsTable,
  DriversTable,
  TrucksTable,
  CallRequestsTable,
} from './tables/accountTables';
import type {
  InvoicesTable,
  CarrierDocumentsTable,
  NotificationSettingsTable,
  AnnouncementsTable,
  LookupsTable,
  UnassignReasonsTable,
  FeedbackTable,
  OutboxTable,
  SmsOutboxTable,
  CarrierUploadsTable,
  PaymentMethodChangeRequestsTable,
  InvoicePaymentFailuresTable,
} from './tables/contentTables';
import type { LoadsTable, VehiclesTable, FavoritesTable, SearchHistoryTable, LoadEventsTable } from './tables/loadTables';
import type { PageViewsTable } from './tables/pageViewTables';
import type { NoticesSentTable, SavedSearchDigestsTable, SigningKeysTable } from './tables/notificationTables';
import type { DriverLinksTable } from './tables/driverLinkTables';
import type { JobsTable } from './tables/jobTables';
import type { LiveEventsTable } from './tables/liveEventTables';
import type { InstallationTable } from './tables/installationTables';
import type { OperatorsTable, OperatorSessionsTable, DeskApiKeysTable } from './tables/deskTables';
import type { InspectionPhotosTable, InspectionsTable } from './tables/inspectionTables';

/*
 * The whole data model, as Kysely sees it. Columns are snake_case in SQL and camelCase here (CamelCasePlugin);
 * the shapes every column uses are in tables/columnShapes.ts.
 */

export type { OrderStatus } from '../../shared/loads';
export type * from './tables/accountTables';
export type * from './tables/contentTables';
export type * from './tables/loadTables';
export type * from './tables/pageViewTables';
export type * from './tables/notificationTables';
export type * from './tables/driverLinkTables';
export type * from './tables/jobTables';
export type * from './tables/liveEventTables';
export type * from './tables/installationTables';
export type * from './tables/deskTables';
export type * from './tables/inspectionTables';

export interface Database {
  clients: ClientsTable;
  users: UsersTable;
  sessions: SessionsTable;
  signInFailures: SignInFailuresTable;
  passwordResets: PasswordResetsTable;
  registrationCodes: RegistrationCodesTable;
  carrierRegistrations: CarrierRegistrationsTable;
  carrierApplications: CarrierApplicationsTable;
  drivers: DriversTable;
  trucks: TrucksTable;
  loads: LoadsTable;
  vehicles: VehiclesTable;
  favorites: FavoritesTable;
  searchHistory: SearchHistoryTable;
  invoices: InvoicesTable;
  invoicePaymentFailures: InvoicePaymentFailuresTable;
  paymentMethodChangeRequests: PaymentMethodChangeRequestsTable;
  carrierDocuments: CarrierDocumentsTable;
  notificationSettings: NotificationSettingsTable;
  announcements: AnnouncementsTable;
  lookups: LookupsTable;
  unassignReasons: UnassignReasonsTable;
  feedback: FeedbackTable;
  outbox: OutboxTable;
  smsOutbox: SmsOutboxTable;
  carrierUploads: CarrierUploadsTable;
  loadEvents: LoadEventsTable;
  pageViews: PageViewsTable;
  savedSearchDigests: SavedSearchDigestsTable;
  noticesSent: NoticesSentTable;
  signingKeys: SigningKeysTable;
  driverLinks: DriverLinksTable;
  jobs: JobsTable;
  liveEvents: LiveEventsTable;
  installation: InstallationTable;
  operators: OperatorsTable;
  operatorSessions: OperatorSessionsTable;
  deskApiKeys: DeskApiKeysTable;
  callRequests: CallRequestsTable;
  inspectionPhotos: InspectionPhotosTable;
  inspections: InspectionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Load = Selectable<LoadsTable>;
export type NewLoad = Insertable<LoadsTable>;
export type Vehicle = Selectable<VehiclesTable>;
export type Driver = Selectable<DriversTable>;
