/**
 * One tab among the browser's tabs: it hears what the leader relays, asks to lead, and once it leads holds the
 * stream (resuming after the last event any tab has seen) until the tab closes or its user signs out.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take } from 'redux-saga/effects';
import { holdConnection } from './connectionSagas';
import type { LiveEnvironment } from './environment';
import { selectLastEventId, selectLiveConnection, selectLiveLeads } from './selectors';
import { liveConnectionBroke, liveConnectionLost, liveConnectionOpened, liveLeadershipTaken, type LiveConnection } from './slice';
import type { TabChannel, TabLeadership, TabMessage } from './tabs';

const LIVE_ACTION_PREFIX = 'live/';

export function tabMessages(tabs: TabChannel): EventChannel<TabMessage> {
  // Relayed actions that come while the saga is busy wait their turn; none is dropped.
  return eventChannel((emit) => tabs.subscribe(emit), buffers.expanding<TabMessage>());
}

export function leadershipGranted(leadership: TabLeadership): EventChannel<'leading'> {
  // Leadership may be granted at once, before the saga takes it: the grant is kept until then.
  return eventChannel((emit) => leadership.campaign(() => emit('leading')), buffers.expanding<'leading'>());
}

/** The stream's state, for a tab that has just said hello. */
function statusActionOf(connection: LiveConnection, lastEventId: number | null) {
  if (connection === 'open') return liveConnectionOpened({ lastEventId });
  if (connection === 'lost') return liveConnectionLost();
  if (connection === 'broken') return liveConnectionBroke();
  return null;
}

export function* followRelay(tabs: TabChannel) {
  const messages: EventChannel<TabMessage> = yield call(tabMessages, tabs);
  try {
    while (true) {
      const message: TabMessage = yield take(messages);
      // Only the live board's own actions are taken from other tabs, never any action a page might post.
      if (message.kind === 'action' && typeof message.action?.type === 'string' && message.action.type.startsWith(LIVE_ACTION_PREFIX)) {
        yield put(message.action);
      } else if (message.kind === 'hello') {
        const leads: boolean = yield select(selectLiveLeads);
        const connection: LiveConnection = yield select(selectLiveConnection);
        const lastEventId: number | null = yield select(selectLastEventId);
        const status = statusActionOf(connection, lastEventId);
        if (leads && status) yield call([tabs, tabs.post], { kind: 'action', action: status });
      }
    }
  } finally {
    messages.close();
  }
}

export function* runTab(environment: LiveEnvironment) {
  const tabs: TabChannel = environment.openChannel();
  const leadership: EventChannel<'leading'> = yield call(leadershipGranted, environment.leadership);
  try {
    yield fork(followRelay, tabs);
    yield call([tabs, tabs.post], { kind: 'hello' });
    yield take(leadership);
    yield put(liveLeadershipTaken());
    yield call(holdConnection, environment, tabs);
  } finally {
    // Gives the lock (or the election) up, so another tab leads at once.
    leadership.close();
    tabs.close();
  }
}
