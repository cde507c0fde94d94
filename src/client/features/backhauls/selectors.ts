import type { LoadRecord } from '../../../shared/loads';
import { makeSelectLoadsByIds, type LoadsState } from '../loads/slice';
import { hasMoreBackhauls, noBackhaulResults, type BackhaulResults, type BackhaulsState } from './slice';

interface WithBackhauls {
  backhauls: BackhaulsState;
  loads: LoadsState;
}

/** The backhauls found for one load; idle and empty before any search. */
export const selectBackhaulResults = (state: WithBackhauls, loadId: number): BackhaulResults =>
  state.backhauls.byLoadId[loadId] ?? noBackhaulResults;

export const selectHasMoreBackhauls = (state: WithBackhauls, loadId: number): boolean =>
  hasMoreBackhauls(selectBackhaulResults(state, loadId));

/** One per component instance: the found loads in the order they came. */
export const makeSelectBackhaulLoads = () => {
  const selectLoadsByIds = makeSelectLoadsByIds();
  return (state: WithBackhauls, loadId: number): LoadRecord[] =>
    selectLoadsByIds(state, selectBackhaulResults(state, loadId).ids);
};
