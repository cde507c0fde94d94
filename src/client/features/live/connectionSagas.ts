/**
 * The leader tab's stream: a ticket, then one EventSource, then another with a new ticket and the last event
 * seen after each break, waiting longer each time (exponential backoff with jitter, back to the shortest once
 * a stream opened). Everything it hears is put here and relayed to the other tabs.
 */
import type { EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { isApiError } from '../../api/ApiError';
import type { ApiCredentials } from '../../api/credentials';
import { liveEventsUrl, requestLiveTicket, type LiveTicket } from '../../api/liveEventsApi';
import { pause } from '../../app/pause';
import { selectApiCredentials } from '../session/selectors';
import { sessionDestroyed } from '../session/slice';
import { isStoredSession } from '../session/storedSession';
import { backoffDelay, type LiveEnvironment } from './environment';
import { selectLastEventId } from './selectors';
import {
  liveActionOf,
  liveConnectionBroke,
  liveConnectionOpened,
  liveResetReceived,
} from './slice';
import { streamChannel, type StreamMessage } from './streamChannel';
import type { TabChannel } from './tabs';

type Outcome = 'opened' | 'failed' | 'sessionOver';

/** Put here and told to the other tabs. */
export function* announce(tabs: TabChannel, action: { type: string; payload?: unknown }) {
  yield put(action);
  yield call([tabs, tabs.post], { kind: 'action', action });
}

function openStream(environment: LiveEnvironment, url: string) {
  const source = environment.openStream(url);
  return streamChannel(source, environment.timings.silenceMs);
}

/**
 * A 401 on the ticket ends the session, unless another tab of this browser has already signed out or in as
 * someone else: that tab's change is followed in place (otherTabs.ts), not by this tab's logout.
 */
function* ticketRefused(credentials: ApiCredentials | null) {
  const stillStored: boolean = yield call(isStoredSession, credentials?.token.accessToken ?? null);
  if (stillStored) yield put(sessionDestroyed());
}

/** One stream, from ticket to break. */
export function* connectOnce(environment: LiveEnvironment, tabs: TabChannel) {
  const credentials: ApiCredentials | null = yield select(selectApiCredentials);
  let ticket: LiveTicket;
  try {
    ticket = yield call(requestLiveTicket, credentials);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) return 'failed';
    yield call(ticketRefused, credentials);
    return 'sessionOver';
  }
  const lastEventId: number | null = yield select(selectLastEventId);
  const stream: EventChannel<StreamMessage> = yield call(openStream, environment, liveEventsUrl(ticket.ticket, lastEventId));
  let outcome: Outcome = 'failed';
  try {
    while (true) {
      const message: StreamMessage = yield take(stream);
      if (message.kind === 'broken') return outcome;
      if (message.kind === 'ready') {
        outcome = 'opened';
        yield* announce(tabs, liveConnectionOpened({ lastEventId: message.lastEventId }));
      } else if (message.kind === 'reset') {
        yield* announce(tabs, liveResetReceived());
      } else {
        yield* announce(tabs, liveActionOf(message.event, message.eventId));
      }
    }
  } finally {
    stream.close();
  }
}

export function* holdConnection(environment: LiveEnvironment, tabs: TabChannel) {
  let attempt = 0;
  while (true) {
    const outcome: Outcome = yield call(connectOnce, environment, tabs);
    if (outcome === 'sessionOver') return;
    if (outcome === 'opened') attempt = 0;
    yield* announce(tabs, liveConnectionBroke());
    yield call(pause, backoffDelay(attempt, environment.random(), environment.timings));
    attempt += 1;
  }
}
