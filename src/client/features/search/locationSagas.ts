/**
 * The location overlay (loads spec 4 and 5): predictions from two typed characters, debounced and cancelled
 * by newer typing, and Current Location from the browser's position and the nearest city.
 */
import { call, delay, put, select } from 'redux-saga/effects';
import { LOCATION_PREDICTION_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { LocationResult } from '../../../shared/loads';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { reverseGeocode, searchLocations } from '../../api/locationsApi';
import { geolocationFailureOf, getCurrentPosition, type GeoPosition } from './geolocation';
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

/** The failed request's HTTP status, or a word in the style of a maps status where no answer came. */
function suggestionsFailure(error: unknown): string {
  if (!isApiError(error)) return 'UNKNOWN_ERROR';
  return error.isNetworkFailure ? 'NETWORK_ERROR' : String(error.status);
}

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
    // The overlay tells this failure where the suggestions would be, so the global overlay does not.
    const results: LocationResult[] = yield* callApi(searchLocations, [trimmed], { reportErrors: false });
    yield put(predictionsReceived({ term: trimmed, results }));
  } catch (error) {
    yield put(predictionsFailed({ term: trimmed, failure: suggestionsFailure(error) }));
  }
}

/**
 * The carrier's own position is searched around, named after the nearest city; with no city near it keeps
 * the position under the label 'Current Location'. A lookup that fails leaves the search as it was.
 */
export function* locateCurrentPosition({ payload: side }: ReturnType<typeof currentLocationRequested>) {
  let position: GeoPosition;
  try {
    position = yield call(getCurrentPosition);
  } catch (error) {
    yield put(currentLocationFailed(geolocationFailureOf(error)));
    return;
  }
  let nearest: LocationResult | null;
  try {
    nearest = yield* callApi(reverseGeocode, [position.latitude, position.longitude], { reportErrors: false });
  } catch {
    yield put(currentLocationFailed({ code: 'geocoding', detail: null }));
    return;
  }
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
}
