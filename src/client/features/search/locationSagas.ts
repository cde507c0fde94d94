/**
 * The location overlay (loads spec 4 and 5): predictions from two typed characters, debounced and cancelled
 * by newer typing, and Current Location from the browser's position and the nearest city.
 */
import { call, delay, put, select } from 'redux-saga/effects';
import { LOCATION_PREDICTION_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { LocationResult } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { reverseGeocode, searchLocations } from '../../api/locationsApi';
import { geolocationMessage, getCurrentPosition, type GeoPosition } from './geolocation';
import {
  currentLocationFailed,
  currentLocationRequested,
  locationTermChanged,
  placeChosen,
  predictionsFailed,
  predictionsKey,
  predictionsReceived,
  predictionsRequested,
  type SearchState,
} from './slice';

const CURRENT_LOCATION_LABEL = 'Current Location';

/** Run with takeLatest: typing again cancels the wait, or the request, of the term before. */
export function* fetchPredictions({ payload: term }: ReturnType<typeof locationTermChanged>) {
  const trimmed = term.trim();
  if (trimmed.length < LOCATION_PREDICTION_MIN_CHARS) return;
  yield delay(SEARCH_DEBOUNCE_MS);
  const known: SearchState['predictions'][string] | undefined = yield select(
    (state: { search: SearchState }) => state.search.predictions[predictionsKey(trimmed)],
  );
  if (known?.status === 'succeeded') return;
  yield put(predictionsRequested(trimmed));
  try {
    const results: LocationResult[] = yield* callApi(searchLocations, [trimmed]);
    yield put(predictionsReceived({ term: trimmed, results }));
  } catch {
    yield put(predictionsFailed(trimmed));
  }
}

/**
 * The carrier's own position is searched around, named after the nearest city; with no city near it keeps
 * the position under the label 'Current Location'.
 */
export function* locateCurrentPosition({ payload: side }: ReturnType<typeof currentLocationRequested>) {
  try {
    const position: GeoPosition = yield call(getCurrentPosition);
    const nearest: LocationResult | null = yield* callApi(reverseGeocode, [position.latitude, position.longitude], {
      reportErrors: false,
    });
    const place: LocationResult = {
      largeLabel: nearest?.largeLabel ?? CURRENT_LOCATION_LABEL,
      detailLabel: nearest?.detailLabel ?? '',
      isState: false,
      latitude: position.latitude,
      longitude: position.longitude,
      city: nearest?.city ?? null,
      state: nearest?.state ?? '',
      country: nearest?.country ?? 'US',
    };
    yield put(placeChosen({ side, place }));
  } catch (error) {
    yield put(currentLocationFailed(geolocationMessage(error)));
  }
}
