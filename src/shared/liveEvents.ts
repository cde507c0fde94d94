/**
 * Live events (issue 14): what `GET /api/events` streams to a signed-in carrier user, shared by the server and
 * the client. Each server-sent event has `id:` (the event's place in one global sequence, decimal), `event:`
 * (the `type` below) and `data:` (the JSON of the rest). Events carry ids and versions, never another
 * carrier's private data: every carrier learns that a load left the board, not who took it.
 */

/** A load's version: its `updatedAt` (ISO 8601, UTC); a later version compares greater as text. */
export type LoadVersion = string;

/** Why a load left the board (`onBoard: false`) or came back or changed on it (`onBoard: true`). */
export type BoardChange = 'claimed' | 'withdrawn' | 'expired' | 'cancelled' | 'posted' | 'edited';

/** To every carrier user: a load left the board or came back to it. */
export interface BoardEvent {
  type: 'board';
  loadId: number;
  version: LoadVersion;
  onBoard: boolean;
  change: BoardChange;
}

export type CarrierLoadChange = 'claimed' | 'driverChanged' | 'datesChanged' | 'cancelled' | 'pickedUp' | 'pickUpUndone' | 'delivered' | 'inspected';

/** To the users of one carrier: one of its loads changed (a teammate claimed it, its driver or dates changed…). */
export interface CarrierLoadEvent {
  type: 'carrierLoad';
  loadId: number;
  version: LoadVersion;
  change: CarrierLoadChange;
}

export type InvoiceChange = 'created' | 'paid' | 'paymentFailed';

/** To the users of one carrier: one of its invoices was created (a delivery), paid, or its payment failed. */
export interface InvoiceEvent {
  type: 'invoice';
  invoiceId: number;
  loadId: number;
  change: InvoiceChange;
}

/** To one user: they starred or unstarred a load (in any tab, on any device). */
export interface FavoriteEvent {
  type: 'favorite';
  loadId: number;
  favorite: boolean;
}

/** To one user: their saved searches changed (saved, renamed, deleted). */
export interface SavedSearchesEvent {
  type: 'savedSearches';
}

export type LiveEvent = BoardEvent | CarrierLoadEvent | InvoiceEvent | FavoriteEvent | SavedSearchesEvent;

export type LiveEventType = LiveEvent['type'];

/**
 * Control messages of the stream, apart from the events above:
 * - `ready` (no `id:`), first on every connection: `{ lastEventId }`, the sequence number the stream starts after;
 * - `reset` (no `id:`): the `Last-Event-ID` asked for is older than the replay window (or unknown), so events
 *   were missed: the client reads again what it shows, then carries on from `ready`'s `lastEventId`;
 * - a comment line (`: heartbeat`) every `LIVE_HEARTBEAT_SECONDS`, so proxies know it is alive; a browser's
 *   EventSource never shows comment lines to the page, so the heartbeat should also be (or instead be) a named
 *   event `heartbeat` (no `id:`, `data: {}`): the client counts a stream silent for 2.5 heartbeats as broken;
 * - the stream ends when the session ends (sign-out, expiry); the client then asks for a ticket again and
 *   gets 401 if the session is gone.
 */
export interface ReadyMessage {
  lastEventId: number;
}

export const LIVE_HEARTBEAT_SECONDS = 15;

/** The named event of a heartbeat the client can see (see above). */
export const LIVE_HEARTBEAT_EVENT = 'heartbeat';

/** A ticket from `POST /api/events/ticket` opens one stream (`GET /api/events?ticket=…`) within this time. */
export const LIVE_TICKET_SECONDS = 30;
