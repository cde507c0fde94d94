import {
  initialLoadsState,
  loadsReceived,
  loadsReducer,
  loadUpdated,
  makeSelectLoadsByIds,
  selectLoadById,
} from '../../../../src/client/features/loads/slice';
import { makeLoad } from '../search/searchFixtures';

describe('loads entities', () => {
  it('loads are stored once by id; a newer copy replaces the older', () => {
    const first = loadsReducer(initialLoadsState, loadsReceived([makeLoad(1), makeLoad(2)]));
    const again = loadsReducer(first, loadsReceived([makeLoad(2, { rate: 900 })]));
    expect(again.ids).toEqual([1, 2]);
    expect(selectLoadById({ loads: again }, 2)?.rate).toBe(900);
  });

  it('an update changes one load in place', () => {
    const state = loadsReducer(
      loadsReducer(initialLoadsState, loadsReceived([makeLoad(1)])),
      loadUpdated({ id: 1, changes: { currentUserFavorite: true } }),
    );
    expect(state.entities[1]?.currentUserFavorite).toBe(true);
  });

  it('a list selector answers its loads in order, the same array while nothing changed', () => {
    const state = { loads: loadsReducer(initialLoadsState, loadsReceived([makeLoad(1), makeLoad(2)])) };
    const selectLoadsByIds = makeSelectLoadsByIds();
    const ids = [2, 1, 5];
    const loads = selectLoadsByIds(state, ids);
    expect(loads.map((load) => load.id)).toEqual([2, 1]);
    expect(selectLoadsByIds(state, ids)).toBe(loads);
  });
});
