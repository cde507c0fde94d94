import { combineReducers } from '@reduxjs/toolkit';
import type { LoadRecord, SearchCriteria } from '../../../../src/shared/loads';
import type { PageRequest } from '../../../../src/client/api/loadsApi';
import { backhaulsReducer, initialBackhaulsState, type BackhaulsState } from '../../../../src/client/features/backhauls/slice';
import { initialLoadsState, loadsReducer } from '../../../../src/client/features/loads/slice';
import { aLoad } from '../../support/loads';

/** The load backhauls are searched from: Dallas, TX to Atlanta, GA, delivered by June 22. */
export const sourceLoad = aLoad({ id: 7 });

/** A load found on the way back, Atlanta to Dallas. */
export const backhaul = (id: number, overrides: Partial<LoadRecord> = {}): LoadRecord =>
  aLoad({
    id,
    originCity: 'Atlanta',
    originState: 'GA',
    originLat: 33.75,
    originLon: -84.39,
    destinationCity: 'Dallas',
    destinationState: 'TX',
    destinationLat: 32.78,
    destinationLon: -96.8,
    ...overrides,
  });

export const backhauls = (count: number, firstId = 100) => Array.from({ length: count }, (_, index) => backhaul(firstId + index));

export const page = (records: LoadRecord[], totalRecordCount = records.length) => ({ records, totalRecordCount });

export const testReducer = combineReducers({ loads: loadsReducer, backhauls: backhaulsReducer });

export function stateWith(loads: LoadRecord[] = [], backhaulsState: BackhaulsState = initialBackhaulsState) {
  return {
    loads: { ...initialLoadsState, ids: loads.map((load) => load.id), entities: Object.fromEntries(loads.map((load) => [load.id, load])) },
    backhauls: backhaulsState,
  };
}

/** The arguments of one searchAvailableLoads call after the credentials. */
export type SearchCall = [SearchCriteria, PageRequest];
