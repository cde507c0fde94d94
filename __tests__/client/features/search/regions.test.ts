import { queryToSearchValues, searchValuesToQuery } from '../../../../src/client/features/search/queryString';
import { matchRegions } from '../../../../src/client/features/search/regionChoices';
import { storedSearchPlaces } from '../../../../src/client/features/search/searchText';
import { placeChosen, regionChosen, searchRestored } from '../../../../src/client/features/search/slice';
import { dallas, stateWith, testReducer } from './searchFixtures';

describe('regions (loads spec 3)', () => {
  it("a region chosen as the origin sets origins to its field spelling ('SouthWast') and clears the city, state and coordinates", () => {
    const withCity = testReducer(stateWith({ overlay: 'origin' }), placeChosen({ side: 'origin', place: dallas }));
    const { search } = testReducer(withCity, regionChosen({ side: 'origin', region: 'SouthWest' }));
    expect(search.values.origins).toEqual(['SouthWast']);
    for (const key of ['originCity', 'originState', 'originGeoCodeLatitude', 'originGeoCodeLongitude'] as const) {
      expect(search.values[key]).toBeUndefined();
    }
    expect(search.placeLabels.origin).toBe('Southwest');
    expect(search.overlay).toBeNull();
  });

  it('a region chosen as the destination sets destinations and leaves the origin alone', () => {
    const withCity = testReducer(stateWith(), placeChosen({ side: 'origin', place: dallas }));
    const { search } = testReducer(withCity, regionChosen({ side: 'destination', region: 'MidAtlantic' }));
    expect(search.values).toMatchObject({ destinations: ['MidAtlantic'], originCity: 'Dallas' });
    expect(search.values.destinationState).toBeUndefined();
    expect(search.placeLabels.destination).toBe('Mid Atlantic');
  });

  it('a typed term matching a region label suggests that region', () => {
    const labels = (term: string) => matchRegions(term).map((region) => region.label);
    expect(labels('south')).toEqual(['South Central', 'Southeast', 'Southwest']);
    expect(labels('Mid')).toEqual(['Mid Atlantic', 'Midwest']);
    expect(labels('midatl')).toEqual(['Mid Atlantic']);
    expect(labels('mountains')).toEqual(['Rocky Mountains']);
    expect(labels('n')).toEqual([]);
    expect(labels('Dallas')).toEqual([]);
  });

  it('a region survives the query string round trip and names the place again', () => {
    const query = searchValuesToQuery({ origins: ['SouthWast'], destinations: ['NorthEast'] });
    expect(query).toBe('origins=SouthWast&destinations=NorthEast');
    const { search } = testReducer(stateWith(), searchRestored(queryToSearchValues(`?${query}`)));
    expect(search.values).toMatchObject({ origins: ['SouthWast'], destinations: ['NorthEast'] });
    expect(search.placeLabels).toEqual({ origin: 'Southwest', destination: 'Northeast' });
  });

  it('a saved or recent search card names a region by its label, in either spelling', () => {
    expect(storedSearchPlaces({ origins: ['SouthWest'], destinations: ['RockyMountains'] })).toEqual({
      origin: 'Southwest',
      destination: 'Rocky Mountains',
    });
    expect(storedSearchPlaces({ originState: 'TX', origins: ['TX'] }).origin).toBe('Texas');
  });
});
