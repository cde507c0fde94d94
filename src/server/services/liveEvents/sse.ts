import { LIVE_HEARTBEAT_EVENT } from '../../../shared/liveEvents';
import type { LiveEventRow } from '../../repositories/liveEvents';

/** The text of server-sent events (WHATWG HTML, "Server-sent events"), and where a stream starts. */

// Every stream of the process writes the same text for a row: make it once.
const textOfRow = new WeakMap<LiveEventRow, string>();

/** `id:`, `event:` the type, `data:` the wire event (src/shared/liveEvents.ts) as JSON on one line. */
export function sseEvent(row: LiveEventRow): string {
  let text = textOfRow.get(row);
  if (text === undefined) {
    text = `id: ${row.id}\nevent: ${row.event.type}\ndata: ${JSON.stringify(row.event)}\n\n`;
    textOfRow.set(row, text);
  }
  return text;
}

/** A control message: no `id:`, so the browser's Last-Event-ID stays the last event's. */
export function sseControl(name: 'ready' | 'reset', data: object): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** How soon a stream ended by a server that is stopping is opened again (behind a proxy, on another process). */
export const RECONNECT_ELSEWHERE_MS = 1_000;

/** Sets the browser's reconnection delay (`retry:`); sent before a stopping server ends a stream. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

/**
 * A comment for proxies and a named `heartbeat` event (no `id:`) for the page, in one block: a browser's
 * EventSource never shows comments, and the client takes a stream silent for 2.5 heartbeats as broken.
 */
export const sseHeartbeat = `: heartbeat\nevent: ${LIVE_HEARTBEAT_EVENT}\ndata: {}\n\n`;

/** A `Last-Event-ID` header or `lastEventId` query value: a sequence number, or null for anything else. */
export function eventIdOf(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  return /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * Where a stream starts. Without `Last-Event-ID`, after the latest event. With one inside the kept events (the
 * oldest kept one's predecessor up to the latest), after it, and the missed events are replayed. Older than the
 * window, newer than the latest (the data was reset) or unreadable: after the latest, with a `reset`.
 */
export function resumePoint(asked: number | null | undefined, oldest: number, latest: number): { from: number; reset: boolean } {
  if (asked === undefined) return { from: latest, reset: false };
  const earliest = oldest > 0 ? oldest - 1 : latest;
  if (asked === null || asked < earliest || asked > latest) return { from: latest, reset: true };
  return { from: asked, reset: false };
}
