import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { DEFAULT_ROTATION_SECONDS, type Announcement } from '../../../shared/announcements';
import { fetchCurrentAnnouncements } from '../../api/announcementsApi';
import { callPublicApi } from '../../api/callApi';
import { afterFirstResults } from '../search/firstResults';
import { randomIndex } from './random';
import { selectBannerHeld, selectShownBannerAnnouncement, type ShownAnnouncement } from './selectors';
import {
  announcementsFailed, announcementsReceived, announcementsRequested, bannerHeldChanged, bannerRotated, bannerStepped,
} from './slice';

/**
 * Announcements are an extra: a failure shows nothing and never reaches the global error overlay. The
 * carousel starts at a random one (account spec 2.4 and 9).
 */
export function* fetchAnnouncements() {
  yield call(afterFirstResults);
  try {
    const announcements: Announcement[] = yield* callPublicApi(fetchCurrentAnnouncements, [], { reportErrors: false });
    const bodyCount = announcements.filter((announcement) => announcement.targetType === 'CIBody').length;
    const carouselStart: number = yield call(randomIndex, bodyCount);
    yield put(announcementsReceived({ announcements, carouselStart }));
  } catch {
    yield put(announcementsFailed());
  }
}

export const rotationMs = ({ rotationTimeInSeconds }: Announcement) =>
  (rotationTimeInSeconds > 0 ? rotationTimeInSeconds : DEFAULT_ROTATION_SECONDS) * 1000;

/**
 * Rotates the header banner after the shown item's rotationTimeInSeconds. Stepping by hand starts that item's
 * time afresh; while the visitor points at or focuses the banner it holds still, so it can be read and used.
 */
export function* rotateBanner() {
  while (true) {
    const shown: ShownAnnouncement | null = yield select(selectShownBannerAnnouncement);
    if (!shown || shown.total < 2) return;
    const held: boolean = yield select(selectBannerHeld);
    if (held) {
      yield take((action: { type: string; payload?: unknown }) => action.type === bannerHeldChanged.type && action.payload === false);
      continue;
    }
    const { elapsed } = yield race({
      elapsed: delay(rotationMs(shown.announcement)),
      stepped: take(bannerStepped.type),
      held: take(bannerHeldChanged.type),
    });
    if (elapsed) yield put(bannerRotated());
  }
}

export function* announcementsSaga() {
  yield all([
    takeLeading(announcementsRequested.type, fetchAnnouncements),
    takeLatest(announcementsReceived.type, rotateBanner),
  ]);
}
