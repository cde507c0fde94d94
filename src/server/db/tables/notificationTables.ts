import type { Timestamp } from './columnShapes';

/** Notification bookkeeping (migration 0008). */

export interface SavedSearchDigestsTable {
  /** A saved search (search_history row of kind 'saved'). */
  searchId: number;
  /** When its last digest went out; loads posted after it are new for the next one. */
  sentAt: Timestamp;
}

export type SentNoticeKind = 'urgentLoads' | 'claimSavedLoads' | 'paymentErrors';

/** One notice told to one user about one load (urgentLoads, claimSavedLoads) or invoice (paymentErrors), migration 0024. */
export interface NoticesSentTable {
  kind: SentNoticeKind;
  /** The load's id, or the invoice's. */
  subjectId: number;
  userId: number;
  sentAt: Timestamp;
}

/** What a kept secret signs: unsubscribe links in mail, the short-lived document download links, loads' public pages. */
export type SigningKeyName = 'notificationLinks' | 'documentLinks' | 'loadShareLinks';

export interface SigningKeysTable {
  name: SigningKeyName;
  secret: string;
}
