/**
 * One connection of the stream as a channel of messages. A ticket opens one stream only, so the stream never
 * reconnects by itself: on an error it is closed at once and the channel says 'broken' (the connection saga
 * reconnects with a new ticket). A stream silent for `silenceMs` (no event, no heartbeat) is broken too, once
 * it has shown a heartbeat event: a server whose heartbeats are comments only (which a browser never shows the
 * page) is not cut off every `silenceMs` for being quiet.
 */
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { LIVE_HEARTBEAT_EVENT, type LiveEvent, type LiveEventType, type ReadyMessage } from '../../../shared/liveEvents';
import type { LiveStreamSource } from './environment';

export type StreamMessage =
  | { kind: 'ready'; lastEventId: number | null }
  | { kind: 'reset' }
  | { kind: 'event'; eventId: number; event: LiveEvent }
  | { kind: 'broken' };

const EVENT_TYPES: readonly LiveEventType[] = ['board', 'carrierLoad', 'invoice', 'favorite', 'savedSearches'];

function parse(data: unknown): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(typeof data === 'string' ? data : '');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function streamChannel(source: LiveStreamSource, silenceMs: number): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    let silence: ReturnType<typeof setTimeout> | undefined;
    let broken = false;
    let heartbeatsSeen = false;
    const breakOff = () => {
      if (broken) return;
      broken = true;
      clearTimeout(silence);
      source.close();
      emit({ kind: 'broken' });
      emit(END);
    };
    const heard = () => {
      clearTimeout(silence);
      if (heartbeatsSeen) silence = setTimeout(breakOff, silenceMs);
    };
    const on = (type: string, handle: (event: MessageEvent) => void) =>
      source.addEventListener(type, (event) => {
        if (broken) return;
        heard();
        handle(event as MessageEvent);
      });

    on('ready', (event) => {
      const ready = parse(event.data) as Partial<ReadyMessage> | null;
      emit({ kind: 'ready', lastEventId: typeof ready?.lastEventId === 'number' ? ready.lastEventId : null });
    });
    on('reset', () => emit({ kind: 'reset' }));
    source.addEventListener(LIVE_HEARTBEAT_EVENT, () => {
      heartbeatsSeen = true;
      if (!broken) heard();
    });
    for (const type of EVENT_TYPES) {
      on(type, (event) => {
        const data = parse(event.data);
        const eventId = event.lastEventId ? Number(event.lastEventId) : Number.NaN;
        // An event without its place in the stream could not be resumed from: it is not trusted.
        if (data && Number.isInteger(eventId)) emit({ kind: 'event', eventId, event: { ...data, type } as LiveEvent });
      });
    }
    source.addEventListener('error', breakOff);
    return () => {
      broken = true;
      clearTimeout(silence);
      source.close();
    };
    // Events that come while the saga is busy with the one before wait their turn; none is dropped.
  }, buffers.expanding<StreamMessage>());
}
