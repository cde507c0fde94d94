import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, join, put, take } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { reverseGeocode, searchLocations } from '../../../../src/client/api/locationsApi';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { GeolocationUnavailableError, getCurrentPosition } from '../../../../src/client/features/search/geolocation';
import { fetchPredictions } from '../../../../src/client/features/search/locationSagas';
import { geolocationFailureText } from '../../../../src/client/features/search/searchText';
import { searchSaga } from '../../../../src/client/features/search/sagas';
import {
  anywhereChosen,
  currentLocationFailed,
  currentLocationRequested,
  locationTermChanged,
  overlayOpened,
  placeChosen,
  predictionsFailed,
  predictionsReceived,
} from '../../../../src/client/features/search/slice';
import { delayed, driving, heldDelays, putAndWaitFor } from '../../support/drive';
import { credentials, dallas, stateWith, testReducer, texas } from './searchFixtures';

describe('location search (loads spec 4 and 5)', () => {
  it('predictions start after 2 characters and are debounced 300 ms', async () => {
    const delays = heldDelays();
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      const received: Task = yield fork(function* (): SagaIterator {
        yield take(predictionsReceived.type);
      });
      yield put(locationTermChanged('D'));
      yield put(locationTermChanged('Da'));
      yield put(locationTermChanged('Dal'));
      // 'Da' and then 'Dal' wait out the pause; 'Dal' came within it, so only 'Dal' is asked for.
      yield call(delays.held, 2);
      delays.release();
      yield join(received);
    }))
      .withReducer(testReducer, stateWith({ overlay: 'origin' }))
      .provide([delays.provider, [matchers.call.fn(searchLocations), [dallas]]])
      .call(delayed, 300)
      .call(searchLocations, credentials, 'Dal')
      .not.call(searchLocations, credentials, 'D')
      .not.call(searchLocations, credentials, 'Da')
      .run({ timeout: false });
    expect(storeState.search.predictions.dal).toEqual({ status: 'succeeded', results: [dallas] });
  });

  it('one typed character asks for no predictions', async () => {
    await expectSaga(fetchPredictions, locationTermChanged('D'))
      .withReducer(testReducer, stateWith({ overlay: 'origin' }))
      .provide([[matchers.call.fn(delayed), undefined], [matchers.call.fn(searchLocations), []]])
      .not.call.fn(searchLocations)
      .run();
  });
});

describe('choosing a place (loads spec 4)', () => {
  it('choosing a state sets the state and a one-item origins list', () => {
    const { search } = testReducer(stateWith({ overlay: 'origin' }), placeChosen({ side: 'origin', place: texas }));
    expect(search.values).toMatchObject({ originState: 'TX', origins: ['TX'] });
    expect(search.values.originGeoCodeLatitude).toBeUndefined();
    expect(search.placeLabels.origin).toBe('Texas');
    expect(search.overlay).toBeNull();
  });

  it('choosing a state for the destination sets a one-item destinations list', () => {
    const { search } = testReducer(stateWith(), placeChosen({ side: 'destination', place: texas }));
    expect(search.values).toMatchObject({ destinationState: 'TX', destinations: ['TX'] });
  });

  it('choosing a city sets city, state and coordinates', () => {
    const withState = testReducer(stateWith(), placeChosen({ side: 'origin', place: texas }));
    const { search } = testReducer(withState, placeChosen({ side: 'origin', place: dallas }));
    expect(search.values).toMatchObject({
      originCity: 'Dallas',
      originState: 'TX',
      originGeoCodeLatitude: 32.78,
      originGeoCodeLongitude: -96.8,
    });
    expect(search.values.origins).toBeUndefined();
    expect(search.placeLabels.origin).toBe('Dallas, TX');
  });

  it('Anywhere sets state to Anywhere', () => {
    const withCity = testReducer(stateWith(), placeChosen({ side: 'destination', place: dallas }));
    const { search } = testReducer(withCity, anywhereChosen('destination'));
    expect(search.values.destinationState).toBe('Anywhere');
    expect(search.values.destinationCity).toBeUndefined();
    expect(search.values.destinationGeoCodeLatitude).toBeUndefined();
    expect(search.placeLabels.destination).toBe('Anywhere');
  });

  it('the overlays replace the screen while open', () => {
    expect(testReducer(stateWith(), overlayOpened('dates')).search.overlay).toBe('dates');
  });
});

describe('Current Location (loads spec 8, geolocation)', () => {
  const position = { latitude: 32.8, longitude: -96.9 };

  it('Current Location searches around the position, named after the nearest city', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(currentLocationRequested('origin'), placeChosen.type);
    }))
      .withReducer(testReducer, stateWith({ overlay: 'origin' }))
      .provide([
        [matchers.call.fn(getCurrentPosition), position],
        [matchers.call.fn(reverseGeocode), dallas],
      ])
      .call(reverseGeocode, credentials, 32.8, -96.9)
      .run({ timeout: false });
    expect(storeState.search.values).toMatchObject({
      originCity: 'Dallas',
      originState: 'TX',
      originGeoCodeLatitude: 32.8,
      originGeoCodeLongitude: -96.9,
    });
    expect(storeState.search.placeLabels.origin).toBe('Dallas, TX');
  });

  const failures: Array<[string, string, unknown]> = [
    ['no geolocation', 'Sorry, finding your current location is not available', new GeolocationUnavailableError()],
    ['code 1', 'Permission denied, please configure your browser to allow geolocation', { code: 1, message: 'No' }],
    ['code 2', 'Position not available', { code: 2, message: 'No fix' }],
    ['code 3', 'Timed out waiting for position', { code: 3, message: 'Slow' }],
    ['anything else', 'Failed to load your location: Sensor broke', new Error('Sensor broke')],
  ];

  it.each(failures)('%s reads %s', async (_case, message, error) => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(currentLocationRequested('origin'), currentLocationFailed.type);
    }))
      .withReducer(testReducer, stateWith({ overlay: 'origin' }))
      .provide([[matchers.call.fn(getCurrentPosition), throwError(error as Error)]])
      .not.call.fn(reverseGeocode)
      .run({ timeout: false });
    expect(storeState.search.geolocation.status).toBe('failed');
    expect(geolocationFailureText(storeState.search.geolocation)).toBe(message);
  });

  it('permission denied reads Permission denied, please configure your browser to allow geolocation', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(currentLocationRequested('destination'), currentLocationFailed.type);
    }))
      .withReducer(testReducer, stateWith({ overlay: 'destination' }))
      .provide([[matchers.call.fn(getCurrentPosition), throwError({ code: 1, message: 'denied' } as unknown as Error)]])
      .run({ timeout: false });
    expect(geolocationFailureText(storeState.search.geolocation)).toBe(
      'Permission denied, please configure your browser to allow geolocation',
    );
  });
});

describe('maps failures (loads spec 8, Maps)', () => {
  const failed = (status: number) =>
    new ApiError({ status, statusText: 'Failed', url: '/api/Locations/Search', message: 'Failed' });

  it.each([
    ['the HTTP status of the failed request', failed(500), '500'],
    ['NETWORK_ERROR for a network failure', failed(0), 'NETWORK_ERROR'],
  ])('Failed to load location suggestions ({status}) carries %s', async (_case, error, failure) => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(locationTermChanged('Dal'), predictionsFailed.type);
    }))
      .withReducer(testReducer, stateWith({ overlay: 'origin' }))
      .provide([[matchers.call.fn(delayed), undefined], [matchers.call.fn(searchLocations), throwError(error)]])
      .not.put.actionType(errorReported.type)
      .run({ timeout: false });
    expect(storeState.search.predictions.dal).toEqual({ status: 'failed', results: [], failure });
  });

  it('Error during geocoding when the position cannot be turned into a place, and the search is not changed', async () => {
    const before = stateWith({ overlay: 'origin' });
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(currentLocationRequested('origin'), currentLocationFailed.type);
    }))
      .withReducer(testReducer, before)
      .provide([
        [matchers.call.fn(getCurrentPosition), { latitude: 32.8, longitude: -96.9 }],
        [matchers.call.fn(reverseGeocode), throwError(failed(500))],
      ])
      .not.put.actionType(placeChosen.type)
      .run({ timeout: false });
    expect(storeState.search.geolocation).toEqual({ status: 'failed', failure: { code: 'geocoding', detail: null } });
    expect(geolocationFailureText(storeState.search.geolocation)).toBe('Error during geocoding');
    expect(storeState.search.values).toEqual(before.search.values);
    expect(storeState.search.placeLabels.origin).toBeNull();
  });

  it('with no city near (404) the position is kept as Current Location', async () => {
    const { storeState } = await expectSaga(driving(searchSaga, function* () {
      yield* putAndWaitFor(currentLocationRequested('origin'), placeChosen.type);
    }))
      .withReducer(testReducer, stateWith({ overlay: 'origin' }))
      .provide([
        [matchers.call.fn(getCurrentPosition), { latitude: 45, longitude: -101 }],
        [matchers.call.fn(reverseGeocode), null],
      ])
      .run({ timeout: false });
    expect(storeState.search.values).toMatchObject({ originGeoCodeLatitude: 45, originGeoCodeLongitude: -101 });
    expect(storeState.search.placeLabels.origin).toBe('Current Location');
    expect(storeState.search.geolocation.failure).toBeNull();
  });
});
