import { day, postedLoad } from '../../bench/postedLoads';
import { openSse } from '../../__tests__/server/liveEvents/support/sseClient';
import { demoPassword } from '../../src/server/db/seed';

/** What the cluster must hold, asked through its proxy: the bench prints these, the end-to-end test asserts them. */

const portal = 'SourceApplication=CarrierPortal';
/** The seeded carriers, one user each: a race between carriers, not one carrier's double click. */
export const carrierEmails = ['demo@carrier.test', 'other@carrier.test', 'dispatch@northstar.test'] as const;

export interface Answer {
  status: number;
  servedBy: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
  body: any;
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '', body: text ? JSON.parse(text) : null };
}

export async function signIn(proxyUrl: string, email: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', username: email, password: demoPassword });
  const answer = await send(`${proxyUrl}/api/token?${portal}`, { method: 'POST', body });
  if (answer.status !== 200) throw new Error(`sign-in as ${email}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/** Loads posted as a broker's system posts them, through the proxy, with a desk API key. */
export async function postLoads(proxyUrl: string, deskKey: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const answer = await send(`${proxyUrl}/api/desk/loads`, {
      method: 'POST', headers: { authorization: `Bearer ${deskKey}`, 'content-type': 'application/json' }, body: JSON.stringify(postedLoad(n)),
    });
    if (answer.status !== 201) throw new Error(`posting a load: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    ids.push(answer.body.id);
  }
  return ids;
}

export function claim(proxyUrl: string, token: string, loadId: number): Promise<Answer> {
  const body = { ScheduledPickup: `${day(1)}T12:00:00+00:00`, ScheduledDelivery: `${day(2)}T12:00:00+00:00`, DriverId: null };
  return send(`${proxyUrl}/api/CarrierLoads/${loadId}/assignment?${portal}`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
}

export interface Race {
  /** The carriers (by index into the tokens) whose claim answered 200. */
  winners: number[];
  /** How many claims answered each status. */
  statuses: Record<number, number>;
  /** How many claims each process answered. */
  servedBy: Record<string, number>;
}

/** `claims` claims of one load at once, the carriers in turn, spread over the processes by the proxy's round-robin. */
export async function claimRace(proxyUrl: string, tokens: string[], loadId: number, claims = 100): Promise<Race> {
  const answers = await Promise.all(Array.from({ length: claims }, (_, n) => claim(proxyUrl, tokens[n % tokens.length], loadId)));
  const race: Race = { winners: [], statuses: {}, servedBy: {} };
  answers.forEach((answer, n) => {
    if (answer.status === 200) race.winners.push(n % tokens.length);
    race.statuses[answer.status] = (race.statuses[answer.status] ?? 0) + 1;
    race.servedBy[answer.servedBy] = (race.servedBy[answer.servedBy] ?? 0) + 1;
  });
  return race;
}

export interface CrossProcessEvent {
  streamServedBy: string;
  claimServedBy: string;
  /** From sending the claim to its board event arriving on the stream. */
  milliseconds: number;
}

/**
 * A stream held through the proxy by one carrier, and another carrier's claim that the proxy hands to another
 * process: the board event must cross Redis. Claims the loads in turn until one lands elsewhere than the stream.
 */
export async function claimSeenOnAnotherProcess(
  proxyUrl: string, watcherToken: string, claimerToken: string, loadIds: number[], timeoutMs = 10_000,
): Promise<CrossProcessEvent> {
  const ticket = await send(`${proxyUrl}/api/events/ticket?${portal}`, { method: 'POST', headers: { authorization: `Bearer ${watcherToken}` } });
  if (ticket.status !== 200) throw new Error(`event ticket: HTTP ${ticket.status}`);
  const stream = await openSse(`${proxyUrl}/api/events?${portal}&ticket=${encodeURIComponent(ticket.body.ticket)}`);
  try {
    if (stream.status !== 200) throw new Error(`event stream: HTTP ${stream.status} ${stream.body}`);
    const streamServedBy = String(stream.headers['x-served-by'] ?? '');
    await stream.next((message) => message.event === 'ready', timeoutMs);
    for (const loadId of loadIds) {
      const sent = performance.now();
      const answer = await claim(proxyUrl, claimerToken, loadId);
      if (answer.status !== 200) throw new Error(`claiming load ${loadId}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
      if (answer.servedBy === streamServedBy) continue;
      const arrived = (message: { event: string; data: unknown }) => {
        const data = message.data as { loadId?: number; onBoard?: boolean };
        return message.event === 'board' && data.loadId === loadId && data.onBoard === false;
      };
      await stream.next(arrived, timeoutMs);
      return { streamServedBy, claimServedBy: answer.servedBy, milliseconds: performance.now() - sent };
    }
    throw new Error(`no claim of ${loadIds.length} went to a process other than the stream's (${streamServedBy})`);
  } finally {
    stream.close();
  }
}
