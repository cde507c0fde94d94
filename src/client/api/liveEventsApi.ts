/**
 * The live events stream (issue 14): a single-use ticket from an authenticated call, then the stream's address.
 * A browser's EventSource cannot send the bearer header, so the ticket goes in the query, never the token.
 */
import { apiRoot } from './apiRoot';
import type { ApiCredentials } from './credentials';
import { request, SOURCE_APPLICATION } from './request';
import { expectData } from './shapes';

export interface LiveTicket {
  ticket: string;
  /** Seconds the ticket may wait before it opens a stream. */
  expiresIn: number;
}

export async function requestLiveTicket(credentials: ApiCredentials | null): Promise<LiveTicket> {
  const answer = expectData(await request<LiveTicket>('events/ticket', { method: 'POST', credentials }));
  if (typeof answer.ticket !== 'string' || !answer.ticket) throw new Error('expected data');
  return answer;
}

/** Where the stream of `ticket` is read, resuming after `lastEventId` when the tabs have seen one. */
export function liveEventsUrl(ticket: string, lastEventId: number | null): string {
  const query = new URLSearchParams({ SourceApplication: SOURCE_APPLICATION, ticket });
  if (lastEventId !== null) query.set('lastEventId', String(lastEventId));
  return `${apiRoot()}events?${query.toString()}`;
}
