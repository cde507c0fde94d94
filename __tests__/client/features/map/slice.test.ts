import { initialMapState, mapPinsReceived, mapReducer, mapSearchRequested } from '../../../../src/client/features/map/slice';
import { searchScreenLeft } from '../../../../src/client/features/search/slice';
import { dallasSearch, pinsAt } from './mapFixtures';

describe('map state', () => {
  it('leaving the search clears the map, so a map opened later without a search draws no old pins', () => {
    const searched = [mapSearchRequested(dallasSearch), mapPinsReceived({ pins: pinsAt(3), totalRecordCount: 3 })].reduce(
      mapReducer,
      initialMapState,
    );
    expect(searched.pins).toHaveLength(3);

    expect(mapReducer(searched, searchScreenLeft())).toEqual(initialMapState);
  });
});
