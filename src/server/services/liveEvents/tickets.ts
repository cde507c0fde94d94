import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { unavailable } from '../../http/failures';

/*
 * Tickets open one event stream for a browser's EventSource, which cannot send an Authorization header: random,
 * single use, short-lived and bound to the session that asked. With Redis any API process redeems them (GETDEL
 * takes a ticket exactly once); without it they live in this process, on its main thread, which its HTTP threads
 * ask (threadTicketStore), so a ticket issued by one thread opens a stream on any. Only a hash of a ticket is kept.
 * While Redis is down no other process could redeem a ticket, so none is issued or redeemed: the answer is a
 * 503 with Retry-After at once (not after ioredis's reconnect attempts), and the board's backoff asks again.
 */

export interface TicketGrant {
  sessionId: number;
  userId: number;
  clientId: number;
}

interface StoredTicket extends TicketGrant {
  /** On the app's clock (tests pin it); Redis's own expiry only clears tickets nobody redeemed. */
  expiresAt: number;
}

export interface TicketStore {
  issue(grant: TicketGrant, now: Date, ttlSeconds: number): Promise<string>;
  /** The grant of a ticket not yet used nor expired; a ticket is used up by this call either way. */
  redeem(ticket: string, now: Date): Promise<TicketGrant | null>;
}

const newTicket = () => randomBytes(24).toString('base64url');
const keyOf = (ticket: string, namespace = '') => `${namespace}live-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;
const looksLikeTicket = (ticket: string) => /^[A-Za-z0-9_-]{32}$/.test(ticket);

function grantOf(stored: StoredTicket | null, now: Date): TicketGrant | null {
  if (!stored || stored.expiresAt <= now.getTime()) return null;
  return { sessionId: stored.sessionId, userId: stored.userId, clientId: stored.clientId };
}

export function memoryTicketStore(): TicketStore {
  const tickets = new Map<string, StoredTicket>();
  const forgetExpired = (now: Date) => {
    for (const [key, stored] of tickets) if (stored.expiresAt <= now.getTime()) tickets.delete(key);
  };
  return {
    async issue(grant, now, ttlSeconds) {
      forgetExpired(now);
      const ticket = newTicket();
      tickets.set(keyOf(ticket), { ...grant, expiresAt: now.getTime() + ttlSeconds * 1000 });
      return ticket;
    },
    async redeem(ticket, now) {
      if (!looksLikeTicket(ticket)) return null;
      const key = keyOf(ticket);
      const stored = tickets.get(key) ?? null;
      tickets.delete(key);
      return grantOf(stored, now);
    },
  };
}

export const LIVE_UNAVAILABLE_MESSAGE = 'Live updates are paused for a moment. They resume by themselves.';
/** Seconds a client waits before asking for a ticket again while Redis is down. */
export const LIVE_RETRY_AFTER_SECONDS = 5;

/** How long a command waits for a connection being made (at start-up, or a reconnect under way) before a 503. */
const CONNECTING_WAIT_MS = 250;

/**
 * Runs a command on Redis while it is connected; while ioredis makes the connection, for at most
 * CONNECTING_WAIT_MS; once it has been lost (reconnecting, closed), not at all. A 503 otherwise, or when the
 * command fails.
 */
async function whileUp<T>(redis: Redis, command: () => Promise<T>): Promise<T> {
  const down = () => unavailable(LIVE_UNAVAILABLE_MESSAGE, LIVE_RETRY_AFTER_SECONDS);
  if (!['ready', 'wait', 'connecting', 'connect'].includes(redis.status)) throw down();
  const running = command();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_resolve, reject) => {
    if (redis.status !== 'ready') timer = setTimeout(reject, CONNECTING_WAIT_MS);
  });
  try {
    return await Promise.race([running, gaveUp]);
  } catch {
    running.catch(() => undefined); // a command left in ioredis's queue may still fail later
    throw down();
  } finally {
    clearTimeout(timer);
  }
}

/** `namespace` is the database's (repositories/installation.ts): a ticket opens a stream on its own deployment only. */
export function redisTicketStore(redis: Redis, namespace: string): TicketStore {
  return {
    async issue(grant, now, ttlSeconds) {
      const ticket = newTicket();
      const stored: StoredTicket = { ...grant, expiresAt: now.getTime() + ttlSeconds * 1000 };
      await whileUp(redis, () => redis.set(keyOf(ticket, namespace), JSON.stringify(stored), 'EX', ttlSeconds));
      return ticket;
    },
    async redeem(ticket, now) {
      if (!looksLikeTicket(ticket)) return null;
      const text = await whileUp(redis, () => redis.getdel(keyOf(ticket, namespace)));
      return grantOf(text ? (JSON.parse(text) as StoredTicket) : null, now);
    },
  };
}
