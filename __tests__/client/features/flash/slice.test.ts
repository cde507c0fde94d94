import { locationChanged } from '../../../../src/client/app/routerActions';
import {
  flashAdded,
  flashDismissed,
  flashQueued,
  flashReducer,
  type FlashState,
} from '../../../../src/client/features/flash/slice';

const empty: FlashState = { current: [], queued: [] };
const navigation = locationChanged({ pathname: '/my-account', search: '' });

describe('flash messages (account spec 4)', () => {
  it('an added message shows now', () => {
    expect(flashReducer(empty, flashAdded('Activated Driver 5', 1))).toEqual({
      current: [{ id: 1, text: 'Activated Driver 5' }],
      queued: [],
    });
  });

  it('a queued message waits for the next navigation', () => {
    const state = flashReducer(empty, flashQueued('Successfully updated profile', 2));
    expect(state).toEqual({ current: [], queued: [{ id: 2, text: 'Successfully updated profile' }] });
  });

  it('on the next navigation the queue replaces the current list', () => {
    const before: FlashState = {
      current: [{ id: 1, text: 'Removed Search 3' }],
      queued: [{ id: 2, text: 'Cancelled load 9' }],
    };
    const after = flashReducer(before, navigation);
    expect(after).toEqual({ current: [{ id: 2, text: 'Cancelled load 9' }], queued: [] });
    expect(flashReducer(after, navigation)).toEqual(empty);
  });

  it('messages are dismissible', () => {
    const state: FlashState = {
      current: [
        { id: 1, text: 'Saved Recent Search' },
        { id: 2, text: 'Thank you for your feedback!' },
      ],
      queued: [],
    };
    expect(flashReducer(state, flashDismissed(1)).current).toEqual([{ id: 2, text: 'Thank you for your feedback!' }]);
  });

  it('each message gets its own id when none is given', () => {
    const first = flashAdded('one');
    const second = flashQueued('two');
    expect(first.payload.id).not.toBe(second.payload.id);
  });
});
