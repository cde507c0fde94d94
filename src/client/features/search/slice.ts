/**
 * The search screen (loads spec 2 and 4): the form's values with the chosen places' labels, the submitted
 * search with its result ids and paging, the open overlay, location predictions, Current Location, and the
 * saved, recent and recommended lists shown before a search. Loads themselves live in the loads slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { screens } from '../../app/routeTable';
import { locationChanged } from '../../app/routerActions';
import type { LocationResult, SearchCriteria, StoredSearch } from '../../../shared/loads';
import { findRegion } from '../../../shared/regions';
import { loadBackOnBoard, loadLeftBoard } from '../loads/slice';
import { isSearchArea } from './searchArea';
import {
  ANYWHERE,
  initialSearchValues,
  PLACE_KEYS,
  placeLabelOf,
  restoredSearchValues,
  placeValues,
  regionValues,
  type Side,
} from './searchValues';
import { newLoadReducers } from './newLoads';
import { storedSearchReducers } from './storedSearchReducers';
import type {
  DateRange,
  LocationFailure,
  Predictions,
  SearchOverlay,
  SearchState,
  SortChoice,
} from './types';

export type { Predictions, SearchState, Side };

export const initialSearchState: SearchState = {
  values: initialSearchValues,
  placeLabels: { origin: null, destination: null },
  submitted: null,
  ids: [],
  pageNumber: 0,
  next: null,
  totalRecordCount: 0,
  leftBoardIds: [],
  newLoadIds: [],
  status: 'idle',
  isSaving: false,
  savedValues: null,
  overlay: null,
  locationTerm: '',
  predictions: {},
  geolocation: { status: 'idle', failure: null },
  searchPath: screens.search.path,
  savedSearches: [],
  recentSearches: [],
  removingSearches: {},
  recommendedIds: [],
};

export const predictionsKey = (term: string) => term.trim().toLowerCase();

function setPlace(state: SearchState, side: Side, values: SearchCriteria, label: string | null) {
  for (const key of PLACE_KEYS[side]) delete state.values[key];
  Object.assign(state.values, values);
  state.placeLabels[side] = label;
  state.overlay = null;
  state.locationTerm = '';
  state.geolocation = initialSearchState.geolocation;
}

function restoreValues(state: SearchState, values: SearchCriteria) {
  state.values = restoredSearchValues(values);
  state.placeLabels = { origin: placeLabelOf(values, 'origin'), destination: placeLabelOf(values, 'destination') };
  state.overlay = null;
}

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchValuesChanged(state, action: PayloadAction<Partial<SearchCriteria>>) {
      Object.assign(state.values, action.payload);
    },
    overlayOpened(state, action: PayloadAction<Exclude<SearchOverlay, null>>) {
      state.overlay = action.payload;
      state.locationTerm = '';
      state.geolocation = initialSearchState.geolocation;
    },
    overlayClosed(state) {
      state.overlay = null;
    },
    locationTermChanged(state, action: PayloadAction<string>) {
      state.locationTerm = action.payload;
    },
    predictionsRequested(state, action: PayloadAction<string>) {
      const key = predictionsKey(action.payload);
      state.predictions[key] = { status: 'loading', results: state.predictions[key]?.results ?? [] };
    },
    predictionsReceived(state, action: PayloadAction<{ term: string; results: LocationResult[] }>) {
      state.predictions[predictionsKey(action.payload.term)] = { status: 'succeeded', results: action.payload.results };
    },
    predictionsFailed(state, action: PayloadAction<{ term: string; failure: string }>) {
      const { term, failure } = action.payload;
      state.predictions[predictionsKey(term)] = { status: 'failed', results: [], failure };
    },
    placeChosen(state, action: PayloadAction<{ side: Side; place: LocationResult }>) {
      const { side, place } = action.payload;
      setPlace(state, side, placeValues(side, place), place.largeLabel);
    },
    /** `region` in either spelling; the search carries the loads document's. */
    regionChosen(state, action: PayloadAction<{ side: Side; region: string }>) {
      const { side } = action.payload;
      const region = findRegion(action.payload.region);
      if (region) setPlace(state, side, regionValues(side, region), region.label);
    },
    anywhereChosen(state, action: PayloadAction<Side>) {
      setPlace(state, action.payload, { [`${action.payload}State`]: ANYWHERE }, ANYWHERE);
    },
    currentLocationRequested(state, _action: PayloadAction<Side>) {
      state.geolocation = { status: 'locating', failure: null };
    },
    currentLocationFailed(state, action: PayloadAction<LocationFailure>) {
      state.geolocation = { status: 'failed', failure: action.payload };
    },
    datesChosen(state, action: PayloadAction<DateRange>) {
      state.values.availableFrom = action.payload.from ?? undefined;
      state.values.availableThru = action.payload.thru ?? undefined;
      state.overlay = null;
    },
    sortChanged(state, action: PayloadAction<SortChoice>) {
      Object.assign(state.values, action.payload);
    },
    searchSubmitted() {},
    storedSearchChosen(state, action: PayloadAction<StoredSearch>) {
      restoreValues(state, action.payload.carrierSearchDto);
    },
    searchRestored(state, action: PayloadAction<SearchCriteria>) {
      restoreValues(state, action.payload);
    },
    searchStarted(state, action: PayloadAction<SearchCriteria>) {
      state.submitted = action.payload;
      // A cursor belongs to the search that gave it.
      state.next = null;
      state.status = 'loading';
      state.savedValues = null;
      state.newLoadIds = [];
    },
    moreResultsRequested(state) {
      state.status = 'loading';
    },
    searchResultsReceived(
      state, action: PayloadAction<{ pageNumber: number; ids: number[]; totalRecordCount: number; next?: string | null }>,
    ) {
      const { pageNumber, ids, totalRecordCount, next = null } = action.payload;
      state.ids = pageNumber === 1 ? ids : [...state.ids, ...ids.filter((id) => !state.ids.includes(id))];
      state.pageNumber = pageNumber;
      state.next = next;
      state.totalRecordCount = totalRecordCount;
      // The server's count is fresh (it no longer holds loads that left the board); marked cards of earlier
      // pages stay shown, so they stay apart when judging whether more results exist.
      // A fresh first page holds (or counts) the loads new since the last one.
      if (pageNumber === 1) {
        state.leftBoardIds = [];
        state.newLoadIds = [];
      }
      state.status = 'succeeded';
    },
    /** The results of an earlier search are not this one's: nothing stays behind the error. */
    searchFailed(state) {
      state.status = 'failed';
      state.ids = [];
      state.totalRecordCount = 0;
      state.leftBoardIds = [];
      state.newLoadIds = [];
      state.pageNumber = 0;
      state.next = null;
    },
    /** The pages already shown stay, and Load More is offered again. */
    moreResultsFailed(state) {
      state.status = 'succeeded';
    },
    searchSaveRequested(state) {
      state.isSaving = true;
    },
    searchSaved(state, action: PayloadAction<SearchCriteria>) {
      state.isSaving = false;
      state.savedValues = action.payload;
    },
    searchSaveFailed(state) {
      state.isSaving = false;
    },
    searchScreenOpened() {},
    searchScreenLeft() {
      return initialSearchState;
    },
    ...storedSearchReducers,
    ...newLoadReducers,
  },
  extraReducers: (builder) => {
    builder
      .addCase(locationChanged, (state, action) => {
        if (isSearchArea(action.payload.pathname)) state.searchPath = action.payload.pathname;
      })
      // Counts adjust at once; the card stays, marked, until the next page or search drops it (issue 14).
      .addCase(loadLeftBoard, (state, { payload: { loadId } }) => {
        state.newLoadIds = state.newLoadIds.filter((id) => id !== loadId);
        if (!state.ids.includes(loadId) || state.leftBoardIds.includes(loadId)) return;
        state.leftBoardIds.push(loadId);
        state.totalRecordCount = Math.max(0, state.totalRecordCount - 1);
      })
      .addCase(loadBackOnBoard, (state, { payload: { loadId } }) => {
        if (!state.leftBoardIds.includes(loadId)) return;
        state.leftBoardIds = state.leftBoardIds.filter((id) => id !== loadId);
        state.totalRecordCount += 1;
      });
  },
});

export const {
  searchValuesChanged,
  overlayOpened,
  overlayClosed,
  locationTermChanged,
  predictionsRequested,
  predictionsReceived,
  predictionsFailed,
  placeChosen,
  regionChosen,
  anywhereChosen,
  currentLocationRequested,
  currentLocationFailed,
  datesChosen,
  sortChanged,
  searchSubmitted,
  storedSearchChosen,
  searchRestored,
  searchStarted,
  moreResultsRequested,
  searchResultsReceived,
  searchFailed,
  moreResultsFailed,
  searchSaveRequested,
  searchSaved,
  searchSaveFailed,
  searchScreenOpened,
  searchScreenLeft,
  savedSearchesReceived,
  recentSearchesReceived,
  recommendedLoadsReceived,
  recentSearchSaveRequested,
  savedSearchRemoveRequested,
  savedSearchRemoved,
  savedSearchRemoveFailed,
  newLoadsChecked,
  newLoadsShowRequested,
  newLoadsShown,
} = searchSlice.actions;

export const searchReducer = searchSlice.reducer;
