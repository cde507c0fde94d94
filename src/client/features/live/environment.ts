/**
 * What the live board needs from the browser, in one place so tests can hand in their own: the stream
 * (EventSource), leadership among tabs (Web Locks, else a BroadcastChannel election) and the channel between
 * tabs (BroadcastChannel). Without EventSource there are no live events (the app works as before); without
 * BroadcastChannel every tab holds its own stream.
 */
import { LIVE_HEARTBEAT_SECONDS } from '../../../shared/liveEvents';
import { channelLeadership } from './channelElection';
import { broadcastTabChannel, LIVE_TABS_NAME, webLocksLeadership, type LockManagerLike, type TabChannel, type TabLeadership } from './tabs';

/** The part of EventSource the stream needs. */
export interface LiveStreamSource {
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void;
  close(): void;
}

export interface LiveTimings {
  /** A stream silent for this long (2.5 heartbeats) is taken as broken. */
  silenceMs: number;
  /** Down for longer than this, the stream is reported lost (the offline banner). */
  lostAfterMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const LIVE_TIMINGS: LiveTimings = {
  silenceMs: 2.5 * LIVE_HEARTBEAT_SECONDS * 1000,
  lostAfterMs: 5000,
  backoffBaseMs: 1000,
  backoffMaxMs: 30_000,
};

export interface LiveEnvironment {
  openStream: (url: string) => LiveStreamSource;
  leadership: TabLeadership;
  openChannel: () => TabChannel;
  timings: LiveTimings;
  /** For the backoff's jitter. */
  random: () => number;
}

const ALWAYS_LEAD: TabLeadership = {
  campaign(onLead) {
    onLead();
    return () => undefined;
  },
};

const NO_OTHER_TABS: TabChannel = { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };

export function browserLiveEnvironment(): LiveEnvironment | null {
  if (typeof window === 'undefined' || typeof window.EventSource !== 'function') return null;
  const hasChannel = typeof window.BroadcastChannel === 'function';
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  const openBroadcast = (name: string) => new window.BroadcastChannel(name);
  const leadership = !hasChannel
    ? ALWAYS_LEAD
    : locks && typeof locks.request === 'function'
      ? webLocksLeadership(locks)
      : channelLeadership(() => openBroadcast(`${LIVE_TABS_NAME}-election`));
  return {
    openStream: (url) => new window.EventSource(url),
    leadership,
    openChannel: () => (hasChannel ? broadcastTabChannel(openBroadcast(LIVE_TABS_NAME)) : NO_OTHER_TABS),
    timings: LIVE_TIMINGS,
    random: Math.random,
  };
}

/** Equal jitter: half the capped exponential delay, plus up to the other half at random. */
export function backoffDelay(attempt: number, random: number, { backoffBaseMs, backoffMaxMs }: LiveTimings): number {
  const capped = Math.min(backoffMaxMs, backoffBaseMs * 2 ** attempt);
  return Math.round(capped / 2 + (capped / 2) * random);
}
