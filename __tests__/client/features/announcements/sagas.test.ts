import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { Task } from 'redux-saga';
import { call, fork, join, put } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchCurrentAnnouncements } from '../../../../src/client/api/announcementsApi';
import { randomIndex } from '../../../../src/client/features/announcements/random';
import { fetchAnnouncements, rotateBanner } from '../../../../src/client/features/announcements/sagas';
import {
  announcementsFailed, announcementsReceived, announcementsReducer, bannerHeldChanged, bannerRotated, initialAnnouncementsState,
} from '../../../../src/client/features/announcements/slice';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { initialSearchState, searchResultsReceived, type SearchState } from '../../../../src/client/features/search/slice';
import { delayed, driving, putAndWaitFor, runningUntil } from '../../support/drive';
import { banner, slide } from './fixtures';

const never = () => new Promise(() => undefined);

const noSearchUnderWay = { search: initialSearchState };
const withAnnouncements = (state = initialAnnouncementsState) => ({ announcements: state });
const received = (...list: ReturnType<typeof banner>[]) =>
  announcementsReducer(initialAnnouncementsState, announcementsReceived({ announcements: list, carouselStart: 0 }));

describe('announcement sagas (account spec 2.4 and 9)', () => {
  it('the carousel starts at the random one the random source picks among the CIBody announcements', () => {
    const list = [banner('Header'), slide('A'), slide('B'), slide('C')];
    return expectSaga(fetchAnnouncements)
      .withState(noSearchUnderWay)
      .provide([[matchers.call.fn(fetchCurrentAnnouncements), list], [matchers.call(randomIndex, 3), 2]])
      .put(announcementsReceived({ announcements: list, carouselStart: 2 }))
      .run();
  });

  it('a failed fetch shows nothing and does not raise the global error overlay', () => {
    const failure = new ApiError({ status: 500, statusText: 'Internal Server Error', url: '/api/Announcements/List', message: 'Internal server error' });
    return expectSaga(fetchAnnouncements)
      .withState(noSearchUnderWay)
      .provide([[matchers.call.fn(fetchCurrentAnnouncements), throwError(failure)]])
      .put(announcementsFailed())
      .not.put.actionType(errorReported.type)
      .run();
  });

  it('while a search link\'s first results are on their way, the announcements wait for them', async () => {
    const list = [banner('Header')];
    const searching: { search: SearchState } = { search: { ...initialSearchState, status: 'loading' } };
    const asked = jest.fn(() => list);
    let askedBeforeResults = -1;
    await expectSaga(function* () {
      const fetching: Task = yield fork(fetchAnnouncements);
      yield call(() => Promise.resolve());
      askedBeforeResults = asked.mock.calls.length;
      yield put(searchResultsReceived({ pageNumber: 1, ids: [1], totalRecordCount: 1, next: null }));
      yield join(fetching);
    })
      .withReducer((state = searching, action): { search: SearchState } => (searchResultsReceived.match(action) ? { search: { ...state.search, status: 'succeeded', ids: [1] } } : state), searching)
      .provide([[matchers.call.fn(fetchCurrentAnnouncements), dynamic(asked)], [matchers.call.fn(randomIndex), 0]])
      .put(announcementsReceived({ announcements: list, carouselStart: 0 }))
      .run({ timeout: false });
    expect(askedBeforeResults).toBe(0);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('a banner of one announcement does not rotate', () => expectSaga(rotateBanner)
    .withState(withAnnouncements(received(banner('Only one', { rotationTimeInSeconds: 1 }))))
    .not.put(bannerRotated())
    .run(1500));

  it('the banner rotates after the shown announcement\'s rotationTimeInSeconds', () => expectSaga(runningUntil(rotateBanner, bannerRotated.type))
    .withReducer((state, action) => ({ announcements: announcementsReducer(state!.announcements, action) }),
      withAnnouncements(received(banner('First', { rotationTimeInSeconds: 1 }), banner('Second', { rotationTimeInSeconds: 30 }))))
    // Only the first one's second passes; no other wait ever ends.
    .provide([[matchers.call(delayed, 1000), true], [matchers.call.fn(delayed), dynamic(never)]])
    .put(bannerRotated())
    .run({ timeout: false }));

  it('a banner held by the pointer or focus does not rotate until let go', async () => {
    const held = announcementsReducer(
      received(banner('First', { rotationTimeInSeconds: 1 }), banner('Second', { rotationTimeInSeconds: 1 })), bannerHeldChanged(true));
    // Every wait would end at once; only the first one does, so the banner rotates once at most.
    let waits = 0;
    const { effects } = await expectSaga(driving(rotateBanner, function* () {
      yield* putAndWaitFor(bannerHeldChanged(false), bannerRotated.type);
    }))
      .withReducer((state, action) => ({ announcements: announcementsReducer(state!.announcements, action) }), withAnnouncements(held))
      .provide([[matchers.call.fn(delayed), dynamic(() => (waits++ === 0 ? true : never()))]])
      .run({ timeout: false });
    expect(effects.put.map((effect) => effect.payload.action)).toEqual([bannerHeldChanged(false), bannerRotated()]);
  });
});
