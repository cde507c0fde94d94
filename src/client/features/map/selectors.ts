/** What the map components read: the pins, when to fit them, how many it draws, and the open popup. */
import { createSelector } from '@reduxjs/toolkit';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import { isNoLongerAvailable, selectBoardMarks } from '../live/selectors';
import type { LiveState } from '../live/slice';
import { makeSelectLoadsByIds, selectLoadEntities, type LoadsState } from '../loads/slice';
import { hasPosition } from './clustering';
import type { MapState } from './slice';

interface WithMap {
  map: MapState;
  loads: LoadsState;
  live: LiveState;
}

const NO_IDS: number[] = [];

const selectAnsweredPins = (state: WithMap) => state.map.pins;
const selectAnsweredTotal = (state: WithMap) => state.map.totalRecordCount;

/** The answer's pins less the loads the live board said left it since: the map shows no ghost loads. */
export const selectMapPins = createSelector(
  [selectAnsweredPins, selectBoardMarks, selectLoadEntities],
  (pins, marks, loads) => {
    const onBoard = pins.filter((pin) => !isNoLongerAvailable(marks[pin.id], loads[pin.id]));
    return onBoard.length === pins.length ? pins : onBoard;
  },
);
export const selectMapStatus = (state: WithMap) => state.map.status;
export const selectMapCriteria = (state: WithMap) => state.map.criteria;
export const selectMapFitRequest = (state: WithMap) => state.map.fitRequest;
export const selectMapPopup = (state: WithMap) => state.map.popup;
/** The server's count, less the pins that left the board since. */
export const selectMapTotalRecordCount = createSelector(
  [selectAnsweredTotal, selectAnsweredPins, selectMapPins],
  (total, answered, shown) => total - (answered.length - shown.length),
);

/** How many of the search's loads the map draws, and of how many: at most a page of 500 with a position. */
export const selectMapCoverage = createSelector([selectMapPins, selectMapTotalRecordCount], (pins, total) => ({
  drawn: pins.filter(hasPosition).length,
  total,
}));

const selectPopupLoadIds = (state: WithMap) => state.map.popup?.loadIds ?? NO_IDS;
const selectLoadsByIds = makeSelectLoadsByIds();

/** The popup's loads, in the order the server answered them. */
export const selectPopupLoads = (state: WithMap): LoadRecord[] => selectLoadsByIds(state, selectPopupLoadIds(state));

/** The criteria as a stable key, so the same search is never asked for twice in a row. */
export const criteriaKey = (criteria: SearchCriteria | null) => (criteria ? JSON.stringify(criteria) : '');

export const selectMapCriteriaKey = createSelector([selectMapCriteria], criteriaKey);
