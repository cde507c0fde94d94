import { configureStore, createSlice } from '@reduxjs/toolkit';
import { REDACTED } from '../../../../src/shared/redaction';
import { createRecorder, REPLAY_ACTION_LIMIT } from '../../../../src/client/app/replay/recorder';
import { readReplayFile, toReplayFile } from '../../../../src/shared/replay';

const counter = createSlice({
  name: 'counter',
  initialState: { count: 0, token: null as string | null },
  reducers: {
    counted: (state) => {
      state.count += 1;
    },
    signedIn: (state, action: { payload: { accessToken: string } }) => {
      state.token = action.payload.accessToken;
    },
  },
});

function recordedStore() {
  const recorder = createRecorder();
  const store = configureStore({ reducer: counter.reducer, middleware: (defaults) => defaults().concat(recorder.middleware) });
  return { recorder, store };
}

describe('the replay recorder', () => {
  test(`it keeps the last ${REPLAY_ACTION_LIMIT} actions, starting from the state the oldest of them met`, () => {
    const { recorder, store } = recordedStore();
    for (let index = 0; index < REPLAY_ACTION_LIMIT + 50; index += 1) store.dispatch(counter.actions.counted());
    const replay = recorder.replay();
    expect(replay.actions).toHaveLength(REPLAY_ACTION_LIMIT);
    expect(replay.preloadedState).toEqual({ count: 50, token: null });
    expect(replay.finalState).toEqual({ count: REPLAY_ACTION_LIMIT + 50, token: null });
    const replayed = replay.actions.reduce(counter.reducer, replay.preloadedState as ReturnType<typeof counter.reducer>);
    expect(replayed).toEqual(replay.finalState);
  });

  test('what it hands out is redacted, while the store keeps the secret', () => {
    const { recorder, store } = recordedStore();
    store.dispatch(counter.actions.signedIn({ accessToken: 'abc.def' }));
    const replay = recorder.replay();
    expect(replay.finalState).toEqual({ count: 0, token: REDACTED });
    expect(JSON.stringify(replay)).not.toContain('abc.def');
    expect(store.getState().token).toBe('abc.def');
  });

  test('the file Redux DevTools imports holds the actions and the state before them as JSON text, and reads back', () => {
    const { recorder, store } = recordedStore();
    store.dispatch(counter.actions.counted());
    const file = toReplayFile(recorder.replay());
    expect(JSON.parse(file.payload)).toEqual([{ type: 'counter/counted' }]);
    expect(JSON.parse(file.preloadedState)).toEqual({ count: 0, token: null });
    expect(readReplayFile(JSON.stringify(file))).toMatchObject({ actions: [{ type: 'counter/counted' }], finalState: { count: 1, token: null } });
    expect(() => readReplayFile('{"actions":[]}')).toThrow('not a haulboard-replay/1 file');
  });
});
