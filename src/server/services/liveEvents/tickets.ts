import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

/*
 * Tickets open one event stream for a browser's EventSource, which cannot send an Authorization header: random,
 * single use, short-lived and bound to the session that asked. With Redis any API process redeems them (GETDEL
 * takes a ticket exactly once); without it they live in this process. Only a hash of a ticket is kept.
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

/** `namespace` is the database's (repositories/installation.ts): a ticket opens a stream on its own deployment only. */
export function redisTicketStore(redis: Redis, namespace: string): TicketStore {
  return {
    async issue(grant, now, ttlSeconds) {
      const ticket = newTicket();
      const stored: StoredTicket = { ...grant, expiresAt: now.getTime() + ttlSeconds * 1000 };
      await redis.set(keyOf(ticket, namespace), JSON.stringify(stored), 'EX', ttlSeconds);
      return ticket;
    },
    async redeem(ticket, now) {
      if (!looksLikeTicket(ticket)) return null;
      const text = await redis.getdel(keyOf(ticket, namespace));
      return grantOf(text ? (JSON.parse(text) as StoredTicket) : null, now);
    },
  };
}
