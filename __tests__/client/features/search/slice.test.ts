import {
  datesChosen,
  initialSearchState,
  locationTermChanged,
  moreResultsRequested,
  overlayClosed,
  overlayOpened,
  predictionsReceived,
  searchReducer,
  searchResultsReceived,
  searchFailed,
  searchRestored,
  searchSaved,
  searchScreenLeft,
  searchStarted,
  searchValuesChanged,
  sortChanged,
} from '../../../../src/client/features/search/slice';

describe('search reducer', () => {
  it('initially there are no results and no search', () => {
    const state = searchReducer(undefined, { type: 'init' });
    expect(state).toEqual(initialSearchState);
    expect(state.submitted).toBeNull();
    expect(state.values).toEqual({
      originGeoCodeMileRadius: 50,
      destinationGeoCodeMileRadius: 50,
      inOperableVehiclesQueryType: 'Any',
      sortField: 'AvailableDate',
      sortAscending: false,
    });
  });

  it('a started search is loading and no longer saved', () => {
    const saved = searchReducer(initialSearchState, searchSaved({ originState: 'TX' }));
    const state = searchReducer(saved, searchStarted({ originState: 'TX' }));
    expect(state).toMatchObject({ status: 'loading', savedValues: null, submitted: { originState: 'TX' } });
  });

  it('page 1 replaces the results and later pages append them', () => {
    const first = searchReducer(initialSearchState, searchResultsReceived({ pageNumber: 1, ids: [1, 2], totalRecordCount: 4 }));
    const loading = searchReducer(first, moreResultsRequested());
    const second = searchReducer(loading, searchResultsReceived({ pageNumber: 2, ids: [3, 4], totalRecordCount: 4 }));
    expect(second).toMatchObject({ ids: [1, 2, 3, 4], pageNumber: 2, totalRecordCount: 4, status: 'succeeded' });
    const again = searchReducer(second, searchResultsReceived({ pageNumber: 1, ids: [9], totalRecordCount: 1 }));
    expect(again.ids).toEqual([9]);
  });

  it('the cursor of the last page shown is kept for Load More and forgotten by a new search', () => {
    const first = searchReducer(initialSearchState, searchResultsReceived({ pageNumber: 1, ids: [1, 2], totalRecordCount: 4, next: 'c2' }));
    expect(first.next).toBe('c2');
    const second = searchReducer(first, searchResultsReceived({ pageNumber: 2, ids: [3, 4], totalRecordCount: 4, next: 'c4' }));
    expect(second.next).toBe('c4');
    expect(searchReducer(second, searchStarted({ originState: 'TX' })).next).toBeNull();
    expect(searchReducer(second, searchFailed()).next).toBeNull();
  });

  it('choosing dates sets the range and closes the picker; an empty range clears it', () => {
    const open = searchReducer(initialSearchState, overlayOpened('dates'));
    const chosen = searchReducer(open, datesChosen({ from: '2026-11-23', thru: '2026-11-23' }));
    expect(chosen.values).toMatchObject({ availableFrom: '2026-11-23', availableThru: '2026-11-23' });
    expect(chosen.overlay).toBeNull();
    const cleared = searchReducer(chosen, datesChosen({ from: null, thru: null }));
    expect(cleared.values.availableFrom).toBeUndefined();
  });

  it('advanced options and the sort change the form values', () => {
    const changed = searchReducer(initialSearchState, searchValuesChanged({ maxVehicles: 3, enclosedTruckRequired: true }));
    const sorted = searchReducer(changed, sortChanged({ sortField: 'Miles', sortAscending: true }));
    expect(sorted.values).toMatchObject({ maxVehicles: 3, enclosedTruckRequired: true, sortField: 'Miles', sortAscending: true });
  });

  it('a restored search fills the form with its values and place labels', () => {
    const state = searchReducer(initialSearchState, searchRestored({ originState: 'Anywhere', destinationState: 'GA' }));
    expect(state.placeLabels).toEqual({ origin: 'Anywhere', destination: 'Georgia' });
    expect(state.values).toMatchObject({ originState: 'Anywhere', destinationState: 'GA', sortField: 'AvailableDate' });
  });

  it('opening an overlay starts with an empty input; closing returns to the screen', () => {
    const typed = searchReducer(searchReducer(initialSearchState, overlayOpened('origin')), locationTermChanged('Dal'));
    expect(typed).toMatchObject({ overlay: 'origin', locationTerm: 'Dal' });
    const reopened = searchReducer(searchReducer(typed, overlayClosed()), overlayOpened('destination'));
    expect(reopened).toMatchObject({ overlay: 'destination', locationTerm: '' });
  });

  it('predictions are kept per term', () => {
    const state = searchReducer(initialSearchState, predictionsReceived({ term: 'Dal ', results: [] }));
    expect(state.predictions.dal).toEqual({ status: 'succeeded', results: [] });
  });

  it('leaving the screen clears form and results', () => {
    const used = searchReducer(initialSearchState, searchResultsReceived({ pageNumber: 1, ids: [1], totalRecordCount: 1 }));
    expect(searchReducer(used, searchScreenLeft())).toBe(initialSearchState);
  });
});
