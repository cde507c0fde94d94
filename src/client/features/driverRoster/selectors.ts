import { createSelector } from '@reduxjs/toolkit';
import type { DriverRecord } from '../../../shared/loads';
import type { DriverRosterState } from './slice';
import { selectDriverEntities } from '../drivers/selectors';
import type { DriversState } from '../drivers/slice';

interface WithRoster {
  driverRoster: DriverRosterState;
  drivers: DriversState;
}

export const selectDriverRosterList = (state: Pick<WithRoster, 'driverRoster'>) => state.driverRoster.list;
export const selectDriverForm = (state: Pick<WithRoster, 'driverRoster'>) => state.driverRoster.form;

export const selectRosterDrivers = createSelector(
  [selectDriverEntities, (state: WithRoster) => state.driverRoster.list.ids],
  (entities, ids) => ids.map((id) => entities[id]).filter((driver): driver is DriverRecord => driver !== undefined),
);

/** Spec 9: more results exist while the loaded count is below the total. */
export const selectMoreDriversExist = (state: Pick<WithRoster, 'driverRoster'>) =>
  state.driverRoster.list.ids.length < state.driverRoster.list.totalRecordCount;
