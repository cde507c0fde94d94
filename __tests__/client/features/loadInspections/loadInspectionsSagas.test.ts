import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchLoadInspections } from '../../../../src/client/api/inspectionsApi';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { nowMs } from '../../../../src/client/app/clock';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { liveEventsSaga } from '../../../../src/client/features/live/eventSagas';
import { liveCarrierLoadChanged } from '../../../../src/client/features/live/slice';
import { loadInspectionsSaga, PHOTO_LINK_RETRY_AFTER_MS } from '../../../../src/client/features/loadInspections/sagas';
import {
  inspectionPhotoFailed, loadInspectionsFailed, loadInspectionsReceived, loadInspectionsRequested,
} from '../../../../src/client/features/loadInspections/slice';
import { loadsSaga } from '../../../../src/client/features/loads/sagas';
import { loadFetched } from '../../../../src/client/features/loads/slice';
import type { LoadRecord } from '../../../../src/shared/loads';
import { driving, putAndWaitFor } from '../../support/drive';
import { signedIn } from '../../support/sagaProviders';
import { appReducer, appState } from '../live/liveFixtures';
import { registerFeature } from '../../../../src/client/app/lazyFeatures';
import { loadInspectionsFeature } from '../../../../src/client/features/loadInspections/loadInspectionsFeature';
import { aDelivery, anInspection, anOwnLoad, aReply } from './inspectionFixtures';

// The inspections' slice comes with the load detail's chunk, as in the app.
registerFeature(loadInspectionsFeature);

const NOW = 1_800_000_000_000;
const reply = aReply([anInspection(), aDelivery()]);
const answered = [matchers.call.fn(fetchLoadInspections), reply] as [matchers.Matcher, unknown];
const clock = [matchers.call.fn(nowMs), NOW] as [matchers.Matcher, unknown];

/** The app's state with the load stored and the given page on screen. */
const shown = (load: LoadRecord, shownPath = `/load/${load.id}`) => appState({ loads: [load], live: { shownPath } });

/** Puts `action` and lets what it started run its course, so a test can say that nothing was asked. */
function* putAndSettle(action: UnknownAction): SagaIterator {
  yield put(action);
  yield call(() => Promise.resolve());
}

/** The watcher, running while `steps` play against it. */
const watching = (steps: () => SagaIterator) => driving(loadInspectionsSaga, steps);

describe('the carrier reads the inspections on the load detail (issue 24)', () => {
  it.each([['In Progress', 'InRoute'], ['Completed', 'Delivered']] as const)(
    'the inspections of an own %s load are read when its detail opens',
    async (_list, orderStatus) => {
      const { storeState } = await expectSaga(watching(function* () {
        yield* putAndWaitFor(loadFetched(4711), loadInspectionsReceived.type);
      }))
        .withReducer(appReducer, shown(anOwnLoad({ orderStatus })))
        .provide([signedIn, clock, answered])
        .put(loadInspectionsReceived({ loadId: 4711, reply, receivedAtMs: NOW }))
        .run();
      expect(storeState.loadInspections.byLoadId[4711]).toMatchObject({ status: 'loaded', ids: [501, 502] });
    },
  );

  it.each([['Available', 'Available'], ['Claimed', 'PendingPickup']] as const)(
    'the inspections of an %s load are not read',
    async (_list, orderStatus) => {
      await expectSaga(watching(function* () {
        yield* putAndSettle(loadFetched(4711));
      }))
        .withReducer(appReducer, shown(anOwnLoad({ orderStatus, unAssigned: orderStatus === 'Available' })))
        .provide([signedIn, clock, answered])
        .not.put.actionType(loadInspectionsRequested.type)
        .not.call.fn(fetchLoadInspections)
        .run();
    },
  );

  it("another carrier's load on the road shows no inspections and reads none", async () => {
    await expectSaga(watching(function* () {
      yield* putAndSettle(loadFetched(4711));
    }))
      .withReducer(appReducer, shown(anOwnLoad({ assignedToCurrentCarrier: false })))
      .provide([signedIn, clock, answered])
      .not.put.actionType(loadInspectionsRequested.type)
      .not.call.fn(fetchLoadInspections)
      .run();
  });

  it('a load read for another screen (backhauls, another load) does not read inspections', async () => {
    await expectSaga(watching(function* () {
      yield* putAndSettle(loadFetched(4711));
    }))
      .withReducer(appReducer, shown(anOwnLoad(), '/load/4711/backhauls'))
      .provide([signedIn, clock, answered])
      .not.put.actionType(loadInspectionsRequested.type)
      .not.call.fn(fetchLoadInspections)
      .run();
  });

  it('a live event about the shown load reads its inspections again', async () => {
    const corrected = aReply([anInspection({ inspectionId: 601, version: 2 }), anInspection({ isCurrent: false })]);
    const { storeState } = await expectSaga(driving(function* () {
      yield all([loadsSaga(), liveEventsSaga(), loadInspectionsSaga()]);
    }, function* () {
      yield* putAndWaitFor(
        liveCarrierLoadChanged({ loadId: 4711, version: '2026-06-16T15:31:00.000Z', change: 'driverChanged', eventId: 9 }),
        loadInspectionsReceived.type,
      );
    }))
      .withReducer(appReducer, shown(anOwnLoad()))
      .provide([
        signedIn,
        clock,
        [matchers.call.fn(fetchLoad), { ...anOwnLoad(), driver: null }],
        [matchers.call.fn(fetchLoadInspections), corrected],
      ])
      .run();
    expect(storeState.loadInspections.byLoadId[4711].ids).toEqual([601, 501]);
  });

  it('a failed read is kept with its code for the section to say, not on the global error overlay', async () => {
    const failure = new ApiError({ status: 503, statusText: 'Service Unavailable', url: '/api/CarrierLoads/4711/inspections', message: 'x', code: 'unavailable' });
    const { storeState } = await expectSaga(watching(function* () {
      yield* putAndWaitFor(loadInspectionsRequested(4711), loadInspectionsFailed.type);
    }))
      .withReducer(appReducer, shown(anOwnLoad()))
      .provide([signedIn, clock, [matchers.call.fn(fetchLoadInspections), throwError(failure)]])
      .not.put.actionType(errorReported.type)
      .run();
    expect(storeState.loadInspections.byLoadId[4711]).toMatchObject({ status: 'failed', failure: { code: 'unavailable', serverMessage: null } });
  });
});

describe('photo links expire while the detail stays open (issue 24)', () => {
  /** The app's state once the shown load's inspections were read at `receivedAtMs`. */
  const readAt = (receivedAtMs: number) =>
    appReducer(shown(anOwnLoad()), loadInspectionsReceived({ loadId: 4711, reply, receivedAtMs }));

  it('a photo that fails to show on an answer older than its links reads the inspections again', async () => {
    await expectSaga(watching(function* () {
      yield* putAndWaitFor(inspectionPhotoFailed(4711), loadInspectionsReceived.type);
    }))
      .withReducer(appReducer, readAt(NOW - PHOTO_LINK_RETRY_AFTER_MS))
      .provide([signedIn, clock, answered])
      .put(loadInspectionsRequested(4711))
      .run();
  });

  it('a photo that fails on a fresh answer is not retried, so a broken photo cannot make the screen read in a loop', async () => {
    await expectSaga(watching(function* () {
      yield* putAndSettle(inspectionPhotoFailed(4711));
    }))
      .withReducer(appReducer, readAt(NOW - 1000))
      .provide([signedIn, clock, answered])
      .not.put.actionType(loadInspectionsRequested.type)
      .run();
  });
});
