import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import type { LatLon } from '../../../../shared/geo';
import type { LocationResult } from '../../../../shared/loads';
import type { TicketGrant } from '../../liveEvents/tickets';
import type { SearchFilter } from '../criteria';
import type { IndexAnswer } from '../query';

/** What an HTTP thread and the main thread, which owns the index, say to each other over their MessagePort. */

export type ToIndexOwner =
  | { type: 'query'; id: number; key: string; filter: SearchFilter; today: number; offset: number; limit: number }
  | { type: 'changed'; id: number; ids: number[] }
  | { type: 'drop'; ids: number[] };

export type FromIndexOwner =
  | ({ type: 'answer'; id: number; version: number } & IndexAnswer)
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string };

/** What an HTTP thread asks the main thread over its link (threadLink.ts): the process's shared state. */
export interface MainThreadCalls {
  /** A live-event ticket (liveEvents/tickets.ts), kept on the main thread so that any thread redeems it. */
  issueTicket(grant: TicketGrant, nowMs: number, ttlSeconds: number): Promise<string>;
  redeemTicket(ticket: string, nowMs: number): Promise<TicketGrant | null>;
  /** The metrics of every thread of the process, in Prometheus' text format. */
  metrics(): Promise<string>;
  /** Places, from the main thread's gazetteer: one per process, like the index. */
  searchLocations(term: string): Promise<LocationResult[]>;
  reverseLocation(point: LatLon): Promise<LocationResult | null>;
}

/** What the main thread asks an HTTP thread. */
export interface HttpThreadCalls {
  metricsOfThread(): Promise<MetricObjectWithValues<MetricValue<string>>[]>;
  /** Closes the thread's app: its event streams are told to reconnect, requests in flight finish. */
  stop(): Promise<void>;
}
