import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp, DateOnly, Json, Bytes } from './columnShapes';

/** Invoices, documents, settings, reference data and mail. */

export interface InvoicesTable {
  id: Generated<number>;
  clientId: number;
  loadId: number;
  /** What the carrier is paid, in cents: carrier pay − gap insurance − the payment term's fee. */
  amountCents: number;
  carrierPayCents: number;
  vehicleCount: number;
  /** $1.75 per delivered vehicle. */
  gapInsuranceCents: number;
  /** The payment term the invoice was made under, and its fee then (basis points: 250 = 2.5 %). */
  paymentTermCode: string;
  paymentTermFeeBasisPoints: number;
  paymentTermFeeCents: number;
  status: 'Paid' | 'Pending';
  invoicedDate: DateOnly;
  estimatedPayDate: DateOnly | null;
  paidDate: DateOnly | null;
  driverFullName: string | null;
}

/** A payment of a pending invoice that the desk marked failed (migration 0024); one per invoice. */
export interface InvoicePaymentFailuresTable {
  invoiceId: number;
  /** The operator's words, told to the carrier. */
  reason: string;
  failedAt: Timestamp;
  /** The operator or key that recorded it. */
  recordedBy: string;
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
  /** Stated on an uploaded certificate of insurance; null on older certificates and broker agreements. */
  damageExpiresOn: ColumnType<DateOnly | null, DateOnly | null | undefined, DateOnly | null>;
  liabilityExpiresOn: ColumnType<DateOnly | null, DateOnly | null | undefined, DateOnly | null>;
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
  /** When delivery is tried next; null when nothing is due (sent, failed, or kept because SMTP is not configured). */
  nextAttemptAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The carrier whose request wrote it, counted against its sending limits; null for the product's own mail. */
  clientId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Text messages, stored first like mail; sent only when an SMS provider is configured. */
export interface SmsOutboxTable {
  id: Generated<number>;
  toNumber: string;
  body: string;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | 'sent' | 'failed' | undefined, 'queued' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  /** When sending is tried next; null when nothing is due (sent, failed, or kept because SMS_URL is not set). */
  nextAttemptAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The carrier whose request wrote it, counted against its sending limits; null for the product's own texts. */
  clientId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One file a carrier stored, whichever table holds its bytes: what its quota and upload rate count (migration 0020). */
export interface CarrierUploadsTable {
  id: Generated<number>;
  clientId: number;
  kind: string;
  bytes: number;
  createdAt: Timestamp;
}

/** A carrier's request to change its default payment term; the operator approves it (migration 0011). */
export interface PaymentMethodChangeRequestsTable {
  id: Generated<number>;
  clientId: number;
  requestedByUserId: number | null;
  requestedCode: string;
  /** A newer request of the same carrier replaces a pending one. */
  status: 'Pending' | 'Approved' | 'Replaced';
  requestedAt: Timestamp;
  decidedAt: Timestamp | null;
}
