/** What the map components read: the pins, when to fit them, and the open popup with its loads. */
import { createSelector } from '@reduxjs/toolkit';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import { makeSelectLoadsByIds, type LoadsState } from '../loads/slice';
import type { MapState } from './slice';

interface WithMap {
  map: MapState;
  loads: LoadsState;
}

const NO_IDS: number[] = [];

export const selectMapPins = (state: WithMap) => state.map.pins;
export const selectMapStatus = (state: WithMap) => state.map.status;
export const selectMapCriteria = (state: WithMap) => state.map.criteria;
export const selectMapFitRequest = (state: WithMap) => state.map.fitRequest;
export const selectMapPopup = (state: WithMap) => state.map.popup;
export const selectIsPopupOpen = (state: WithMap) => state.map.popup !== null;

const selectPopupLoadIds = (state: WithMap) => state.map.popup?.loadIds ?? NO_IDS;
const selectLoadsByIds = makeSelectLoadsByIds();

/** The popup's loads, in the order the server answered them. */
export const selectPopupLoads = (state: WithMap): LoadRecord[] => selectLoadsByIds(state, selectPopupLoadIds(state));

/** The criteria as a stable key, so the same search is never asked for twice in a row. */
export const criteriaKey = (criteria: SearchCriteria | null) => (criteria ? JSON.stringify(criteria) : '');

export const selectMapCriteriaKey = createSelector([selectMapCriteria], criteriaKey);
